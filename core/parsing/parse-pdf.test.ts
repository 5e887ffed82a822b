import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../tests/support/make-documents.test-support.ts';
import { findBoxes } from './find-boxes.ts';
import { isParseError, MAX_PAGES, parseDocument, type ParseErrorKind } from './index.ts';

async function expectKind(promise: Promise<unknown>, kind: ParseErrorKind) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(isParseError(error) && error.kind).toBe(kind);
}

/** A two-column page whose lines are drawn alternately left and right, as some writers do. */
async function makeTwoColumnPdf(): Promise<{ bytes: Uint8Array; left: string[]; right: string[] }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('JOINT VENTURE AGREEMENT BETWEEN THE PARTIES NAMED BELOW', {
    x: 100,
    y: 740,
    size: 12,
    font,
  });
  const left = Array.from(
    { length: 12 },
    (_, index) => `Left ${index + 1}: the Supplier shall deliver all`,
  );
  const right = Array.from(
    { length: 12 },
    (_, index) => `Right ${index + 1}: the Buyer shall pay promptly`,
  );
  for (let index = 0; index < 12; index++) {
    page.drawText(left[index] ?? '', { x: 54, y: 700 - index * 14, size: 10, font });
    page.drawText(right[index] ?? '', { x: 324, y: 700 - index * 14, size: 10, font });
  }
  return { bytes: await pdf.save(), left, right };
}

/** A PDF that says it is encrypted with a user password we do not know. */
function makeEncryptedPdf(): Uint8Array {
  const hex32 = 'A1'.repeat(32);
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n',
    `4 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -4 >>\nendobj\n`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 5 /Root 1 0 R /Encrypt 4 0 R /ID [<${'0F'.repeat(16)}> <${'0F'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('parseDocument on PDFs', () => {
  it('records each run with offsets that point at its own text and a box on its page', async () => {
    const lines = [
      ['MASTER SUPPLY AGREEMENT', 'The Supplier shall deliver the Goods.', '1. Term'],
      ['12. Governing Law', 'This Agreement is governed by the laws of Delaware.'],
    ];
    const document = await parseDocument(await makePdf(lines));
    const runsByPage = document.pages.map((page) =>
      (page.layout?.runs ?? []).map((run) => document.text.slice(run.start, run.end)),
    );
    expect(runsByPage).toEqual(lines);
    const first = document.pages[0];
    expect(first?.layout).toMatchObject({ width: 612, height: 792 });
    // makePdf draws the first line's baseline 720 pt up from the bottom at x = 72, size 11.
    const box = first?.layout?.runs[0];
    expect(box?.x).toBeCloseTo(72, 0);
    expect(box && box.y + box.height).toBeCloseTo(792 - 720 + 11 * 0.2, 0);
    expect(box?.height).toBeCloseTo(11, 0);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(document.pagesWithoutText).toEqual([]);
  });

  it('finds the boxes of a range across two lines, cutting the partial runs', async () => {
    const document = await parseDocument(
      await makePdf([
        ['Intro line', 'The Supplier shall deliver the Goods.', 'Payment is due in 30 days.'],
      ]),
    );
    const start = document.text.indexOf('deliver');
    const end = document.text.indexOf(' in 30 days');
    const [onPage, ...others] = findBoxes(document, start, end);
    expect(others).toEqual([]);
    expect(onPage?.page).toBe(1);
    const [firstBox, secondBox] = onPage?.boxes ?? [];
    const runs = document.pages[0]?.layout?.runs ?? [];
    expect(onPage?.boxes).toHaveLength(2);
    // The first box starts inside its line and runs to its end; the second starts at its line's start.
    expect(firstBox && runs[1] && firstBox.x).toBeGreaterThan(runs[1]?.x ?? 0);
    expect(firstBox && firstBox.x + firstBox.width).toBeCloseTo(
      (runs[1]?.x ?? 0) + (runs[1]?.width ?? 0),
      1,
    );
    expect(secondBox?.x).toBeCloseTo(runs[2]?.x ?? 0, 1);
    expect(secondBox && secondBox.width).toBeLessThan(runs[2]?.width ?? 0);
    expect(findBoxes(document, 5, 5)).toEqual([]);
  });

  it('reads the left column of a two-column page before the right one', async () => {
    const { bytes, left, right } = await makeTwoColumnPdf();
    const document = await parseDocument(bytes);
    expect(document.text).toBe(
      `JOINT VENTURE AGREEMENT BETWEEN THE PARTIES NAMED BELOW\n\n${left.join('\n')}\n\n${right.join('\n')}`,
    );
    for (const run of document.pages[0]?.layout?.runs ?? []) {
      const text = document.text.slice(run.start, run.end);
      expect(text.startsWith('Right') ? run.x > 300 : run.x < 300).toBe(true);
    }
  });

  it('marks pages without a text layer so OCR can read them', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('This page has a text layer of its own.', { x: 72, y: 700, font });
    pdf.addPage();
    const bytes = await pdf.save();
    const document = await parseDocument(bytes);
    expect(document.pagesWithoutText).toEqual([2]);

    const scanOnly = await PDFDocument.create();
    scanOnly.addPage();
    const scanBytes = await scanOnly.save();
    await expectKind(parseDocument(scanBytes), 'no-text');
    const forOcr = await parseDocument(scanBytes, { allowMissingText: true });
    expect(forOcr.pagesWithoutText).toEqual([1]);
  });

  it('refuses a PDF over the page limit before reading its pages', async () => {
    const pdf = await PDFDocument.create();
    for (let index = 0; index <= MAX_PAGES; index++) pdf.addPage([200, 200]);
    const error = await parseDocument(await pdf.save()).catch((caught: unknown) => caught);
    expect(isParseError(error, 'too-large')).toBe(true);
    expect(isParseError(error) && error.code).toBe('FILE_TOO_LARGE');
  });

  it('stops when the time budget or the character limit runs out', async () => {
    const bytes = await makePdf(Array.from({ length: 20 }, () => ['A line of contract text.']));
    await expectKind(parseDocument(bytes, { limits: { timeBudgetMs: 1 } }), 'timeout');
    await expectKind(parseDocument(bytes, { limits: { maxTextCharacters: 100 } }), 'too-large');
  });

  it('tells a password-protected PDF from a damaged one', async () => {
    await expectKind(parseDocument(makeEncryptedPdf()), 'password-protected');
    const garbage = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    garbage.set(new TextEncoder().encode('%PDF-1.7\n'));
    await expectKind(parseDocument(garbage), 'corrupt');
  });
});
