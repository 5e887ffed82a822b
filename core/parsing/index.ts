import { checkParsedDocument } from './check-parsed-document.ts';
import { detectFileType } from './detect-file-type.ts';
import { ParseError } from './parse-error.ts';
import { checkTextLength, DEFAULT_PARSE_LIMITS, type ParseLimits } from './parse-limits.ts';
import { parseDocx } from './parse-docx.ts';
import { parsePdf } from './parse-pdf.ts';
import { parseText } from './parse-text.ts';
import type { ParsedDocument } from './parsed-document.ts';

export {
  findPageNumber,
  type PageLayout,
  type ParsedDocument,
  type ParsedPage,
  type TextRun,
} from './parsed-document.ts';
export { findBoxes, type Box, type PageBoxes } from './find-boxes.ts';
export { isParseError, ParseError, type ParseErrorKind } from './parse-error.ts';
export { inspectDocument, type DocumentInspection } from './inspect-document.ts';
export { detectFileType } from './detect-file-type.ts';
export {
  DEFAULT_PARSE_LIMITS,
  MAX_PAGES,
  MAX_TEXT_CHARACTERS,
  PARSE_TIME_BUDGET_MS,
  type ParseLimits,
} from './parse-limits.ts';

/** Options for one extraction. */
export interface ParseOptions {
  /** Bounds on pages, characters and time; the defaults suit uploads. */
  limits?: Partial<ParseLimits>;
  /**
   * Return a PDF whose pages have no usable text layer instead of failing with 'no-text', so OCR
   * can fill in `pagesWithoutText`.
   */
  allowMissingText?: boolean;
  /**
   * Called after each PDF page is read, so a caller can show "page 3 of 12"; `hasText` is false
   * for a page OCR will have to read.
   */
  onPage?: (pageNumber: number, pageCount: number, hasText: boolean) => void;
}

/**
 * Turns a file's bytes into text with pages and offsets. The file's kind is read from its
 * content, never its name. Fails with a ParseError (an AppError): 'empty' and 'corrupt' and
 * 'password-protected' (INVALID_DOCUMENT), 'unsupported' (UNSUPPORTED_FILE_TYPE), 'too-large'
 * (FILE_TOO_LARGE), 'timeout' and 'no-text' (TEXT_EXTRACTION_FAILED).
 */
export async function parseDocument(
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<ParsedDocument> {
  const limits: ParseLimits = { ...DEFAULT_PARSE_LIMITS, ...options.limits };
  if (bytes.length === 0) throw new ParseError('empty', 'This file is empty (0 bytes).');
  const fileType = detectFileType(bytes);
  if (!fileType)
    throw new ParseError('unsupported', 'Only PDF, Word (DOCX) and plain-text files can be read.');
  // UTF-8 takes at most four bytes a character: a text file this big is too long unread.
  if (fileType === 'txt') checkTextLength(Math.floor(bytes.length / 4), limits);
  const document =
    fileType === 'pdf'
      ? await parsePdf(bytes, limits, options.onPage)
      : fileType === 'docx'
        ? await parseDocx(bytes, limits)
        : parseText(bytes);
  checkParsedDocument(document, limits, options.allowMissingText);
  return document;
}
