import { describePageAndSection } from '../../common/analysis/section-place.ts';
import type { ReportQuote } from './report-outline.ts';

/** The mark beside a quote found word for word in the document. */
export const VERIFIED_MARK = '✓ quote checked word for word';

/** The mark beside a quote that could not be found as written (edited, or OCR drift). */
export const UNVERIFIED_MARK = 'quote not found word for word; check it against the document';

/**
 * "Page 4 · section 12.2 (Termination) · ✓ quote checked word for word": where a quote is and
 * whether it was checked (the section only where the analysis knows it).
 */
export function describeQuotePlace(quote: ReportQuote): string {
  return `${describePageAndSection(quote.page, quote.section)} · ${quote.isVerified ? VERIFIED_MARK : UNVERIFIED_MARK}`;
}

/**
 * A quote as a report prints it: one passage, its words untouched. The line breaks and column
 * gaps a PDF's text carries (a line wrapped on the page, a page break inside a clause) become
 * single spaces, so the quote reads as a sentence, not as the page's layout.
 */
export function tidyQuoteForDisplay(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
