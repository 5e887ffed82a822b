import { Document, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../tests/support/make-documents.test-support.ts';
import { isParseError, parseDocument, type ParseErrorKind } from './index.ts';

async function expectKind(bytes: Uint8Array, kind: ParseErrorKind) {
  const error = await parseDocument(bytes).catch((caught: unknown) => caught);
  expect(isParseError(error) && error.kind).toBe(kind);
}

async function makeNumberedDocx(): Promise<Uint8Array> {
  const clause = (text: string, level: number) =>
    new Paragraph({ text, numbering: { reference: 'clauses', level } });
  const document = new Document({
    numbering: {
      config: [
        {
          reference: 'clauses',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.' },
            { level: 1, format: LevelFormat.LOWER_LETTER, text: '(%2)' },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Services Agreement', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Definitions', heading: HeadingLevel.HEADING_1 }),
          clause('The Supplier shall deliver the Goods.', 0),
          clause('on time;', 1),
          clause('in good order.', 1),
          clause('The Buyer shall pay the Price.', 0),
          clause('within 30 days.', 1),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ text: 'Schedule A', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Prices are in euros.')] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Rewrites the declared uncompressed size of one entry in a zip's central directory. */
function declareSize(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  const view = new DataView(copy.buffer);
  const needle = new TextEncoder().encode(name);
  for (let offset = 0; offset + 46 < copy.length; offset++) {
    if (view.getUint32(offset, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(offset + 28, true);
    const entryName = copy.subarray(offset + 46, offset + 46 + nameLength);
    if (
      entryName.length === needle.length &&
      entryName.every((byte, index) => byte === needle[index])
    ) {
      view.setUint32(offset + 24, size, true);
      return copy;
    }
  }
  throw new Error(`${name} not in the zip`);
}

describe('parseDocument on Word documents', () => {
  it('writes out clause numbers and keeps headings on their own lines', async () => {
    const document = await parseDocument(await makeNumberedDocx());
    expect(document.text).toContain(
      [
        'Services Agreement',
        'Definitions',
        '1. The Supplier shall deliver the Goods.',
        '(a) on time;',
        '(b) in good order.',
        '2. The Buyer shall pay the Price.',
        '(a) within 30 days.',
      ].join('\n\n'),
    );
  });

  it('starts a new page at an explicit page break', async () => {
    const document = await parseDocument(await makeNumberedDocx());
    expect(document.pages).toHaveLength(2);
    const second = document.pages[1];
    expect(second && document.text.slice(second.start, second.end)).toBe(
      'Schedule A\n\nPrices are in euros.',
    );
    expect(document.isPaginationDerived).toBe(true);
  });

  it('refuses a zip bomb by its declared size before inflating it', async () => {
    const bytes = await makeDocx('Agreement', ['The parties agree.']);
    await expectKind(declareSize(bytes, 'word/document.xml', 0xfffffff0), 'too-large');
  });

  it('refuses a zip that inflates past the size it declares', async () => {
    const bytes = await makeDocx('Agreement', ['The parties agree. '.repeat(200)]);
    await expectKind(declareSize(bytes, 'word/document.xml', 100), 'too-large');
  });

  it('reports a damaged Word file as corrupt', async () => {
    const bytes = await makeDocx('Agreement', ['The parties agree.']);
    const damaged = new Uint8Array(bytes);
    // Overwrite the middle of the file, where the compressed parts are.
    damaged.fill(0x41, 200, Math.min(damaged.length - 200, 2000));
    await expectKind(damaged, 'corrupt');
  });
});
