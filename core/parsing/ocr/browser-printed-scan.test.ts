import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractDocument, type ExtractionProgress } from '../extract-document.ts';
import { isParseError, parseDocument } from '../index.ts';
import type { ParsedDocument } from '../parsed-document.ts';
import {
  makeBrowserPrintedScan,
  type BrowserPrintMarks,
} from './make-browser-printed-scan.test-support.ts';
import { drawScan } from './make-scanned-pdf.test-support.ts';

const CONTRACT = [
  'MASTER SUPPLY AGREEMENT',
  '1. The Supplier shall deliver the Goods within 30 days.',
  '2. The Customer shall pay each invoice within 45 days of receipt.',
  '3. Either party may terminate this Agreement on 90 days written notice.',
  '4. This Agreement is governed by the laws of the State of New York.',
];

const normalize = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '');

function progressPhases(progress: ExtractionProgress[]): string[] {
  return [...new Set(progress.map((report) => report.phase))];
}

// One page to recognise takes a few seconds on two busy cores.
describe('a scanned PDF printed from a browser', { timeout: 60_000 }, () => {
  let bytes: Uint8Array;
  let marks: BrowserPrintMarks;
  let document: ParsedDocument;
  const progress: ExtractionProgress[] = [];

  beforeAll(async () => {
    const printed = await makeBrowserPrintedScan([CONTRACT]);
    bytes = printed.bytes;
    marks = printed.marks[0] ?? { header: ['', ''], footer: ['', ''] };
    document = await extractDocument(bytes, { onProgress: (report) => progress.push(report) });
  });

  it("is read by OCR although the browser's header and footer are a text layer", async () => {
    const unread = await parseDocument(bytes, { allowMissingText: true });
    expect(unread.text).toContain(marks.footer[0]);
    expect(unread.pagesWithoutText).toEqual([1]);
    // Without OCR, the header and footer alone are no document.
    const error = await parseDocument(bytes).catch((caught: unknown) => caught);
    expect(isParseError(error, 'no-text')).toBe(true);
    expect(progressPhases(progress)).toEqual(['reading', 'recognising']);
  });

  it("yields the contract's words", () => {
    const found = new Set(document.text.split(/\s+/).map(normalize));
    const expected = CONTRACT.flatMap((line) => line.split(' ')).map(normalize);
    const matched = expected.filter((word) => found.has(word));
    expect(matched.length / expected.length).toBeGreaterThanOrEqual(0.9);
    expect(document.text).toContain('The Supplier shall deliver the Goods within 30 days.');
    expect(document.pagesWithoutText).toEqual([]);
    expect(document.pages[0]?.ocrConfidence).toBeGreaterThan(0.8);
  });

  it('keeps the header above the contract and the footer below it, each once and exact', () => {
    const text = document.text;
    const header = `${marks.header[0]} ${marks.header[1]}`;
    const footer = `${marks.footer[0]} ${marks.footer[1]}`;
    expect(text.startsWith(`${header}\n\n`)).toBe(true);
    expect(text.endsWith(`\n\n${footer}`)).toBe(true);
    for (const mark of [...marks.header, ...marks.footer]) {
      expect(text.indexOf(mark), mark).toBe(text.lastIndexOf(mark));
    }
    // Every run points at its own words: the header's and footer's from the text layer,
    // the contract's from OCR, in the order they are read.
    const runs = document.pages[0]?.layout?.runs ?? [];
    expect(text.slice(runs[0]?.start, runs[0]?.end)).toBe(marks.header[0]);
    expect(text.slice(runs.at(-1)?.start, runs.at(-1)?.end)).toBe(marks.footer[1]);
    expect(runs.map((run) => run.start)).toEqual(
      runs.map((run) => run.start).sort((a, b) => a - b),
    );
  });
});

describe('an ordinary text PDF with images', () => {
  async function makeLetter(
    image: { x: number; y: number; width: number; height: number },
    lineCount = 6,
  ) {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    const picture = await pdf.embedJpg((await drawScan(['ACME SUPPLIES'])).jpeg);
    page.drawImage(picture, image);
    const lines = Array.from(
      { length: lineCount },
      (_, index) => `${index + 1}. The Supplier shall deliver the Goods on the agreed dates.`,
    );
    lines.forEach((line, index) =>
      page.drawText(line, { x: 72, y: 700 - index * 14, size: 11, font }),
    );
    return pdf.save();
  }

  it('keeps the text layer of a letter with a logo and never starts OCR', async () => {
    const bytes = await makeLetter({ x: 460, y: 700, width: 80, height: 80 });
    const progress: ExtractionProgress[] = [];
    const document = await extractDocument(bytes, {
      onProgress: (report) => progress.push(report),
    });
    expect(document.pagesWithoutText).toEqual([]);
    expect(progressPhases(progress)).toEqual(['reading']);
    expect(document.pages[0]?.ocrConfidence).toBeUndefined();
    expect(document.text).toContain('6. The Supplier shall deliver the Goods on the agreed dates.');
  });

  it('keeps the text layer of a full page of text over a page-sized picture', async () => {
    const bytes = await makeLetter({ x: 0, y: 0, width: 612, height: 792 }, 40);
    const parsed = await parseDocument(bytes, { allowMissingText: true });
    expect(parsed.pagesWithoutText).toEqual([]);
  });

  it('does OCR a few lines over a page-sized picture: they cannot be all it shows', async () => {
    const bytes = await makeLetter({ x: 36, y: 36, width: 540, height: 700 });
    const parsed = await parseDocument(bytes, { allowMissingText: true });
    expect(parsed.pagesWithoutText).toEqual([1]);
  });
});
