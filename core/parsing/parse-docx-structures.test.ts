import { describe, expect, it } from 'vitest';
import { parseDocument } from './index.ts';
import { makeDocxFromXml, type DocxStories } from './make-docx-from-xml.test-support.ts';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...content: string[]) => `<w:p>${content.join('')}</w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.join('')}</w:tc>`;
const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
const table = (...rows: string[]) => `<w:tbl><w:tblPr/>${rows.join('')}</w:tbl>`;
const control = (content: string, properties = '') =>
  `<w:sdt><w:sdtPr>${properties}</w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
const textBox = (...paragraphs: string[]) =>
  `<w:txbxContent>${paragraphs.join('')}</w:txbxContent>`;
/** A DrawingML shape holding a text box, as Word 2010 and later draw them. */
const drawing = (...paragraphs: string[]) =>
  `<w:drawing><wp:anchor><wp:docPr id="1" name="Text Box 1"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx>${textBox(...paragraphs)}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
/** The same text box as the VML shape older readers fall back to. */
const vmlTextBox = (...paragraphs: string[]) =>
  `<w:pict><v:shape><v:textbox>${textBox(...paragraphs)}</v:textbox></v:shape></w:pict>`;

async function readText(stories: DocxStories): Promise<string> {
  return (await parseDocument(makeDocxFromXml(stories))).text;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('parseDocument on Word tables', () => {
  it('gives each row of single-line cells one line, its cells separated by tabs', async () => {
    const text = await readText({
      body:
        paragraph(run('KEY TERMS')) +
        table(
          row(cell(paragraph(run('Purpose'))), cell(paragraph(run('Evaluating a merger')))),
          row(cell(paragraph(run('Term'))), cell(paragraph(run('Two years')))),
          row(cell(paragraph(run('Governing Law'))), cell(paragraph())),
        ) +
        paragraph(run('The parties sign below.')),
    });
    expect(text).toBe(
      'KEY TERMS\n\nPurpose\tEvaluating a merger\nTerm\tTwo years\nGoverning Law\n\nThe parties sign below.',
    );
  });

  it('reads cells of several paragraphs one after the other, nested tables included', async () => {
    const text = await readText({
      body: table(
        row(
          cell(paragraph(run('Supplier: Acme Ltd')), paragraph(run('Signature: ________'))),
          cell(
            paragraph(run('Customer: Beta Inc')),
            table(row(cell(paragraph(run('Title'))), cell(paragraph(run('CEO'))))),
          ),
        ),
      ),
    });
    expect(text).toBe('Supplier: Acme Ltd\nSignature: ________\n\nCustomer: Beta Inc\nTitle\tCEO');
  });
});

describe('parseDocument on Word content controls', () => {
  it('reads block, inline, row and cell controls where they stand', async () => {
    const text = await readText({
      body:
        control(paragraph(run('1. The Supplier shall deliver the Goods.'))) +
        paragraph(run('The Customer is '), control(run('Beta Inc')), run(', a Delaware company.')) +
        table(
          control(row(cell(paragraph(run('Price'))), cell(paragraph(run('$10,000'))))),
          row(cell(paragraph(run('Due'))), control(cell(paragraph(run('30 days'))))),
        ),
    });
    expect(text).toBe(
      '1. The Supplier shall deliver the Goods.\n\nThe Customer is Beta Inc, a Delaware company.\n\nPrice\t$10,000\nDue\t30 days',
    );
  });

  it('writes checkboxes as ticked or empty boxes', async () => {
    const checkbox = (isChecked: boolean) =>
      control(
        run(isChecked ? '☒' : '☐'),
        `<w14:checkbox><w14:checked w14:val="${isChecked ? 1 : 0}"/></w14:checkbox>`,
      );
    const text = await readText({
      body:
        paragraph(checkbox(true), run(' Email notices')) +
        paragraph(checkbox(false), run(' Postal notices')),
    });
    expect(text).toBe('☒ Email notices\n\n☐ Postal notices');
  });
});

describe('parseDocument on Word text boxes', () => {
  it('reads a text box Word wrote twice (DrawingML and a VML fallback) once', async () => {
    const box = paragraph(run('Confidential: do not distribute.'));
    const text = await readText({
      body:
        paragraph(
          run('Cover page'),
          `<w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing(box)}</mc:Choice><mc:Fallback>${vmlTextBox(box)}</mc:Fallback></mc:AlternateContent></w:r>`,
        ) + paragraph(run('1. Definitions.')),
    });
    expect(text).toBe('Cover page\n\nConfidential: do not distribute.\n\n1. Definitions.');
  });

  it('reads text boxes that only DrawingML holds, with no fallback or outside one', async () => {
    const text = await readText({
      body:
        paragraph(
          run('Schedule 1'),
          `<w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing(paragraph(run('Fee: $5,000 a month.')))}</mc:Choice></mc:AlternateContent></w:r>`,
        ) +
        paragraph(run('Schedule 2'), `<w:r>${drawing(paragraph(run('Term: 24 months.')))}</w:r>`),
    });
    expect(text).toBe('Schedule 1\n\nFee: $5,000 a month.\n\nSchedule 2\n\nTerm: 24 months.');
  });

  it('keeps the text simple fields and right-to-left runs show', async () => {
    const text = await readText({
      body:
        paragraph(
          run('As set out in Section '),
          '<w:fldSimple w:instr=" REF _Ref1 \\r \\h "><w:r><w:t>5.2</w:t></w:r></w:fldSimple>',
          run(', the Term is two years.'),
        ) + paragraph(run('Signed in '), `<w:dir w:val="rtl">${run('תל אביב')}</w:dir>`),
    });
    expect(text).toBe('As set out in Section 5.2, the Term is two years.\n\nSigned in תל אביב');
  });
});

describe('parseDocument on Word footnotes and endnotes', () => {
  const note = (kind: 'footnote' | 'endnote', id: number, text: string) =>
    `<w:${kind} w:id="${id}"><w:p><w:r><w:${kind}Ref/></w:r>${run(` ${text}`)}</w:p></w:${kind}>`;
  const reference = (kind: 'footnote' | 'endnote', id: number) =>
    `<w:r><w:${kind}Reference w:id="${id}"/></w:r>`;

  it('marks each reference and gives the notes after the body, under their own headings', async () => {
    const text = await readText({
      body:
        paragraph(run('1. Fees are due monthly.'), reference('footnote', 2)) +
        paragraph(run('2. Taxes are extra.'), reference('endnote', 1), reference('footnote', 1)),
      footnotes: note('footnote', 1, 'Taxes: see Schedule B.') + note('footnote', 2, 'In euros.'),
      endnotes: note('endnote', 1, 'VAT included where the law requires it.'),
    });
    expect(text).toBe(
      [
        '1. Fees are due monthly.[1]',
        '2. Taxes are extra.[i][2]',
        'Footnotes',
        '[1] In euros.',
        '[2] Taxes: see Schedule B.',
        'Endnotes',
        '[i] VAT included where the law requires it.',
      ].join('\n\n'),
    );
    expect(count(text, 'In euros.')).toBe(1);
  });

  it('leaves out notes nothing refers to', async () => {
    const text = await readText({
      body: paragraph(run('1. Fees are due monthly.')),
      footnotes: note('footnote', 1, 'A note deleted from the text.'),
    });
    expect(text).toBe('1. Fees are due monthly.');
  });
});
