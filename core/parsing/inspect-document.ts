import { checkDocxZip, readZipEntry } from './check-docx-zip.ts';
import { checkParsedDocument } from './check-parsed-document.ts';
import { countDocxBodyCharacters } from './count-docx-characters.ts';
import { detectFileType } from './detect-file-type.ts';
import { ParseError } from './parse-error.ts';
import { DERIVED_PAGE_CHARACTERS } from './paginate-text.ts';
import {
  checkMinimumPageCount,
  checkTextLength,
  createDeadline,
  DEFAULT_PARSE_LIMITS,
  type ParseLimits,
} from './parse-limits.ts';
import { parseText } from './parse-text.ts';
import type { DocumentFileType } from './parsed-document.ts';
import { withOpenPdf } from './with-open-pdf.ts';

/** What a quick look at a file tells: its kind, and its page count when known already. */
export interface DocumentInspection {
  fileType: DocumentFileType;
  /** A PDF's own page count, a text file's pages; 1 for DOCX, whose pages are known once read. */
  pageCount: number;
}

// Opening a PDF reads only its cross-reference table; a sound file opens in milliseconds.
const INSPECTION_TIME_BUDGET_MS = 20_000;

/**
 * Decides within a second or two whether a file can be taken in: an empty file, an unknown
 * kind, a PDF that will not open or is locked by a password, a DOCX that is no zip or a zip
 * bomb, and any file with more pages or text than can be analysed, as far as that is known
 * without reading it (a PDF's page count, a DOCX's text runs, all of a text file), fail here
 * with their ParseError, before anything is stored. Reading the whole text (and OCR) comes
 * after, in the background.
 */
export async function inspectDocument(
  bytes: Uint8Array,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<DocumentInspection> {
  if (bytes.length === 0) throw new ParseError('empty', 'This file is empty (0 bytes).');
  const fileType = detectFileType(bytes);
  if (!fileType)
    throw new ParseError('unsupported', 'Only PDF, Word (DOCX) and plain-text files can be read.');
  if (fileType === 'docx') {
    const entries = checkDocxZip(bytes);
    const body = entries.find((entry) => entry.name === 'word/document.xml');
    if (!body) {
      throw new ParseError('corrupt', 'This Word document is damaged: it has no document body.');
    }
    // Its pages are derived from its text once read; the text of its runs gives a floor.
    const characters = countDocxBodyCharacters(new TextDecoder().decode(readZipEntry(bytes, body)));
    checkTextLength(characters, limits);
    checkMinimumPageCount(Math.ceil(characters / DERIVED_PAGE_CHARACTERS), limits);
    return { fileType, pageCount: 1 };
  }
  if (fileType === 'txt') {
    // UTF-8 takes at most four bytes a character: a text file this big is too long unread.
    checkTextLength(Math.floor(bytes.length / 4), limits);
    // Reading text is a few passes over a string (about 50 ms for 10 MB), so it is read here
    // and refused for exactly what reading it after the upload would refuse.
    const document = parseText(bytes);
    checkParsedDocument(document, limits);
    return { fileType, pageCount: document.pages.length };
  }
  const deadline = createDeadline(Math.min(limits.timeBudgetMs, INSPECTION_TIME_BUDGET_MS));
  return withOpenPdf(bytes, deadline, limits, async (pdf) => ({
    fileType,
    pageCount: Math.max(1, pdf.numPages),
  }));
}
