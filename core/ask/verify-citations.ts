import type { Citation } from '../../common/api/chat.ts';
import { verifyQuotes } from '../analysis/text/verify-quotes.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { toCitation } from './answer.ts';

/** Passages as citations, each checked to be the document's exact text on its page. */
export function verifyCitations(
  document: ParsedDocument,
  passages: readonly { page: number; text: string; start: number; end: number }[],
): Citation[] {
  const proposed = passages.map(({ page, text, start, end }) => ({
    page,
    quote: text,
    start,
    end,
  }));
  return verifyQuotes(document, proposed).verified.map(toCitation);
}
