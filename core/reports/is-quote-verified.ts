import { PAGE_SEPARATOR } from '../parsing/parsed-document.ts';

// Joining a long contract's pages for every finding would cost more than the whole report, so
// the joined text is kept per pages array (and let go with it).
const joinedTexts = new WeakMap<readonly string[], string>();

/** The document's full text, as findings' offsets see it. */
export function getDocumentText(pages: readonly string[]): string {
  let text = joinedTexts.get(pages);
  if (text === undefined) {
    text = pages.join(PAGE_SEPARATOR);
    joinedTexts.set(pages, text);
  }
  return text;
}

/**
 * Whether a quote stands word for word in the document's text, so a report can promise the
 * reader the words are really there. An empty quote (a fact not found) proves nothing.
 */
export function isQuoteVerified(quote: string, pages: readonly string[]): boolean {
  return quote.trim().length > 0 && getDocumentText(pages).includes(quote);
}
