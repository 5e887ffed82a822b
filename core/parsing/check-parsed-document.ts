import { ParseError } from './parse-error.ts';
import { checkPageCount, checkTextLength, type ParseLimits } from './parse-limits.ts';
import type { ParsedDocument } from './parsed-document.ts';

/**
 * Refuses a document once read: more text or pages than the limits allow, or no text at all.
 * A PDF whose pages have no usable text layer passes when `allowMissingText` is set, so OCR can
 * read them. Both parseDocument and the upload check apply it, so an upload is refused for
 * exactly what reading it would refuse.
 */
export function checkParsedDocument(
  document: ParsedDocument,
  limits: ParseLimits,
  allowMissingText = false,
): void {
  checkTextLength(document.text.length, limits);
  checkPageCount(document.pages.length, limits);
  // A page's thin text layer (a browser's header over a scan) is not the document's text.
  const isMissingText =
    document.text.trim().length === 0 || document.pagesWithoutText.length === document.pages.length;
  if (isMissingText && !(allowMissingText && document.pagesWithoutText.length > 0)) {
    throw new ParseError('no-text', 'No text could be found in this document.');
  }
}
