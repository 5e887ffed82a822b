import type { ReportQuote } from './report-outline.ts';

/** The mark beside a quote found word for word in the document. */
export const VERIFIED_MARK = '✓ quote checked word for word';

/** The mark beside a quote that could not be found as written (edited, or OCR drift). */
export const UNVERIFIED_MARK = 'quote not found word for word; check it against the document';

/** "Page 4 · ✓ quote checked word for word": where a quote is and whether it was checked. */
export function describeQuotePlace(quote: ReportQuote): string {
  return `Page ${quote.page} · ${quote.isVerified ? VERIFIED_MARK : UNVERIFIED_MARK}`;
}

/**
 * A quote as a page shows it: runs of spaces and tabs (column layout left over from a PDF's
 * text) become one space and blank lines at most one, the words themselves untouched.
 */
export function tidyQuoteForDisplay(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
