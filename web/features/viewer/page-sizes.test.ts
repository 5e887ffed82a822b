import { describe, expect, it } from 'vitest';
import { FALLBACK_PDF_PAGE, pdfPageSize, TEXT_SHEET, textSheetSize } from './page-sizes.ts';

describe('page sizes', () => {
  it('sizes a PDF page from its layout, or as Letter without one', () => {
    const page = { number: 1, start: 0, end: 0, text: '' };
    expect(pdfPageSize({ ...page, layout: { width: 595, height: 842, runs: [] } })).toEqual({
      width: 595,
      height: 842,
    });
    expect(pdfPageSize(page)).toEqual(FALLBACK_PDF_PAGE);
    expect(pdfPageSize(undefined)).toEqual(FALLBACK_PDF_PAGE);
  });

  it('gives short text a paper-shaped sheet', () => {
    expect(textSheetSize('Short.')).toEqual({ width: 612, height: TEXT_SHEET.minHeight });
  });

  it('grows the sheet with the number of lines, counting wrapped lines', () => {
    const lineHeight = TEXT_SHEET.fontSize * TEXT_SHEET.lineHeight;
    const hundredLines = Array.from({ length: 100 }, () => 'A clause.').join('\n');
    const height = textSheetSize(hundredLines).height;
    expect(height).toBe(Math.ceil(2 * TEXT_SHEET.padding + 100 * lineHeight));
    const wrapped = 'x'.repeat(TEXT_SHEET.charactersPerLine * 100);
    expect(textSheetSize(wrapped).height).toBe(height);
  });
});
