import { describe, expect, it } from 'vitest';
import type { AssembledPage } from '../assemble-page-text.ts';
import { joinOcrWithTextLayer } from './join-ocr-with-text-layer.ts';
import type { OcrWord } from './recognize-page.ts';

/** OCR's text and words for lines of words, each word 40 pt wide, lines 20 pt apart. */
function recognise(lines: { top: number; words: string[]; isNewParagraph?: boolean }[]) {
  let text = '';
  const words: OcrWord[] = [];
  for (const [index, line] of lines.entries()) {
    if (index > 0) text += line.isNewParagraph ? '\n\n' : '\n';
    line.words.forEach((word, position) => {
      if (position > 0) text += ' ';
      const start = text.length;
      text += word;
      words.push({
        text: word,
        start,
        end: text.length,
        box: { x: 40 + position * 45, y: line.top, width: 40, height: 7 },
        confidence: 0.9,
      });
    });
  }
  return { text, words };
}

// A browser's header and footer: one run each, 8 pt high, across the words OCR reads there.
const header = '4/12/24, 10:31 AM Supply Agreement';
const footer = 'file:///contract.pdf 1/1';
const layer: AssembledPage = {
  text: `${header}\n\n${footer}`,
  runs: [
    { start: 0, end: header.length, x: 38, y: 10, width: 230, height: 8 },
    {
      start: header.length + 2,
      end: header.length + 2 + footer.length,
      x: 38,
      y: 775,
      width: 140,
      height: 8,
    },
  ],
};

describe('joinOcrWithTextLayer', () => {
  const ocr = recognise([
    { top: 10.5, words: ['4/12/24,', '10:31', 'AM', 'Supply', 'Agreement'] },
    { top: 100, words: ['SUPPLY', 'AGREEMENT'], isNewParagraph: true },
    { top: 120, words: ['The', 'Supplier', 'shall', 'deliver.'] },
    { top: 160, words: ['The', 'Buyer', 'shall', 'pay.'], isNewParagraph: true },
    { top: 775.5, words: ['file:///contract.pdf', '1/1'], isNewParagraph: true },
  ]);

  it('keeps the header above the contract and the footer below it, each once', () => {
    const joined = joinOcrWithTextLayer(layer, ocr);
    expect(joined.text).toBe(
      [
        header,
        'SUPPLY AGREEMENT\nThe Supplier shall deliver.',
        'The Buyer shall pay.',
        footer,
      ].join('\n\n'),
    );
    expect(joined.ocrWordCount).toBe(10);
  });

  it('keeps the text layer its own boxes and gives every recognised word its box', () => {
    const joined = joinOcrWithTextLayer(layer, ocr);
    const texts = joined.runs.map((run) => joined.text.slice(run.start, run.end));
    expect(texts[0]).toBe(header);
    expect(texts.at(-1)).toBe(footer);
    expect(texts.slice(1, -1)).toEqual(
      'SUPPLY AGREEMENT The Supplier shall deliver. The Buyer shall pay.'.split(' '),
    );
    const buyer = joined.runs[texts.indexOf('Buyer')];
    expect(buyer).toMatchObject({ x: 85, y: 160, width: 40, height: 7 });
    // Offsets only grow, as a page's runs must.
    const starts = joined.runs.map((run) => run.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("is OCR's text as it is when the page has no text layer", () => {
    const joined = joinOcrWithTextLayer({ text: '', runs: [] }, ocr);
    expect(joined.text).toBe(ocr.text);
    expect(joined.runs.map((run) => joined.text.slice(run.start, run.end))).toEqual(
      ocr.words.map((word) => word.text),
    );
  });

  it('adds nothing when OCR only read the text layer again', () => {
    const again = recognise([
      { top: 10, words: ['4/12/24,', '10:31', 'AM'] },
      { top: 776, words: ['file:///contract.pdf'], isNewParagraph: true },
    ]);
    const joined = joinOcrWithTextLayer(layer, again);
    expect(joined.text).toBe(layer.text);
    expect(joined.ocrWordCount).toBe(0);
  });
});
