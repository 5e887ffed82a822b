import { describe, expect, it } from 'vitest';
import { withRecognisedPages } from './extract-document.ts';
import type { OcrPage } from './ocr/ocr-pdf-pages.ts';
import { createParsedDocument } from './parsed-document.ts';

const layout = (text: string) => ({
  width: 612,
  height: 792,
  runs: [{ start: 0, end: text.length, x: 72, y: 72, width: 200, height: 12 }],
});

function recognised(
  pageNumber: number,
  words: string[],
  status: OcrPage['status'] = 'recognized',
): OcrPage {
  let text = '';
  const placed = words.map((word, index) => {
    if (index > 0) text += ' ';
    const start = text.length;
    text += word;
    return {
      text: word,
      start,
      end: text.length,
      box: { x: 10 * index, y: 100, width: 8, height: 10 },
      confidence: 0.9,
    };
  });
  return {
    pageNumber,
    status,
    width: 612,
    height: 792,
    text: status === 'recognized' ? text : '',
    words: status === 'recognized' ? placed : [],
    confidence: status === 'recognized' ? 0.9 : null,
    durationMs: 1,
  };
}

describe('withRecognisedPages', () => {
  const first = 'SERVICES AGREEMENT. The Supplier shall deliver.';
  const third = 'Either party may terminate.';
  const document = createParsedDocument('pdf', [first, '', third], false, [
    { layout: layout(first) },
    { layout: { width: 612, height: 792, runs: [] }, isWithoutText: true },
    { layout: layout(third) },
  ]);

  it('puts the recognised words in place of an empty page, with their boxes and offsets', () => {
    const merged = withRecognisedPages(document, [
      recognised(2, ['The', 'Client', 'shall', 'pay.']),
    ]);
    const page = merged.pages[1];
    expect(page && merged.text.slice(page.start, page.end)).toBe('The Client shall pay.');
    expect(page?.ocrConfidence).toBe(0.9);
    const client = page?.layout?.runs[1];
    expect(client && merged.text.slice(client.start, client.end)).toBe('Client');
    expect(client).toMatchObject({ x: 10, y: 100, width: 8, height: 10 });
    expect(merged.pagesWithoutText).toEqual([]);
  });

  it('keeps the other pages and their runs where they now sit in the longer text', () => {
    const merged = withRecognisedPages(document, [recognised(2, ['Paid', 'monthly.'])]);
    const last = merged.pages[2];
    const run = last?.layout?.runs[0];
    expect(run && merged.text.slice(run.start, run.end)).toBe(third);
    expect(merged.pages[0]?.ocrConfidence).toBeUndefined();
  });

  it('leaves a page OCR could not read as without text', () => {
    const merged = withRecognisedPages(document, [recognised(2, [], 'timed-out')]);
    expect(merged.pagesWithoutText).toEqual([2]);
    expect(merged.pages[1]?.ocrConfidence).toBeNull();
    expect(merged.text).toBe(document.text);
  });
});
