import type { Citation } from '../../common/api/chat.ts';
import { findPageNumber, type ParsedDocument } from '../../core/parsing/parsed-document.ts';

/**
 * The citations that are the document's exact words: the quote is the text at [start, end) and
 * the page is the one `start` falls on. Whatever the answerer promises, the server checks once
 * more before anything is saved or shown; a citation that fails is dropped, never repaired, and
 * the same passage cited twice is kept once.
 */
export function keepVerifiedCitations(
  document: ParsedDocument,
  citations: readonly Citation[],
): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    const { start, end, quote, page } = citation;
    const isVerbatim =
      Number.isInteger(start) &&
      Number.isInteger(end) &&
      start >= 0 &&
      end > start &&
      end <= document.text.length &&
      quote.length > 0 &&
      document.text.slice(start, end) === quote &&
      findPageNumber(document, start) === page;
    const key = `${start}:${end}`;
    if (!isVerbatim || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
