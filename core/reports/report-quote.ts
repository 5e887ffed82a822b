import { isQuoteVerified } from './is-quote-verified.ts';
import type { ReportQuote } from './report-outline.ts';

/** The words a finding quotes, checked against the pages; none for a finding without words. */
export function quoteFinding(
  located: { quote: string; page: number; section?: string },
  pages: readonly string[],
): ReportQuote[] {
  if (located.quote.trim().length === 0) return [];
  return [
    {
      text: located.quote,
      page: located.page,
      ...(located.section ? { section: located.section } : {}),
      isVerified: isQuoteVerified(located.quote, pages),
    },
  ];
}
