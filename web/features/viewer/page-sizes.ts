import type { DocumentPage } from '../../../common/api/documents.ts';

/** A page's size at 100% zoom, in CSS pixels (one PDF point is one pixel at 100%). */
export interface PageSize {
  width: number;
  height: number;
}

/** Space between pages and around the stack, in CSS pixels; it does not scale with zoom. */
export const PAGE_GAP = 16;

/** US Letter, for a PDF page whose layout has not arrived. */
export const FALLBACK_PDF_PAGE: PageSize = { width: 612, height: 792 };

/**
 * The text "sheet" for DOCX and TXT pages, at 100% zoom; everything on it scales with zoom. As
 * wide as a Letter PDF page, so both fit the viewer beside the panel at 100%.
 */
export const TEXT_SHEET = {
  width: 612,
  padding: 48,
  fontSize: 15,
  lineHeight: 1.7,
  /** Letter proportions, so short pages still look like paper. */
  minHeight: 792,
  /** Fewer characters than really fit, so the estimate errs towards too tall. */
  charactersPerLine: 60,
} as const;

/** A PDF page's size from its layout. */
export function pdfPageSize(page: DocumentPage | undefined): PageSize {
  const layout = page?.layout;
  if (!layout || !(layout.width > 0) || !(layout.height > 0)) return FALLBACK_PDF_PAGE;
  return { width: layout.width, height: layout.height };
}

/**
 * A text sheet's size before it is drawn: lines are counted from the text (each line break
 * starts a line, long lines wrap) so the scroll bar is close to right before measuring.
 */
export function textSheetSize(text: string): PageSize {
  let lines = 0;
  for (const line of text.split('\n')) {
    lines += Math.max(1, Math.ceil(line.length / TEXT_SHEET.charactersPerLine));
  }
  const textHeight = lines * TEXT_SHEET.fontSize * TEXT_SHEET.lineHeight;
  const height = Math.max(TEXT_SHEET.minHeight, Math.ceil(2 * TEXT_SHEET.padding + textHeight));
  return { width: TEXT_SHEET.width, height };
}
