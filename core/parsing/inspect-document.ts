import { checkDocxZip } from './check-docx-zip.ts';
import { detectFileType } from './detect-file-type.ts';
import { ParseError } from './parse-error.ts';
import {
  checkPageCount,
  checkTextLength,
  createDeadline,
  DEFAULT_PARSE_LIMITS,
  type ParseLimits,
} from './parse-limits.ts';
import { describePdfFailure } from './parse-pdf.ts';
import type { DocumentFileType } from './parsed-document.ts';
import { openPdf } from './open-pdf.ts';

/** What a quick look at a file tells: its kind, and its page count when the file states one. */
export interface DocumentInspection {
  fileType: DocumentFileType;
  /** A PDF's own page count; 1 for DOCX and text, whose pages are known once read. */
  pageCount: number;
}

// Opening a PDF reads only its cross-reference table; a sound file opens in milliseconds.
const INSPECTION_TIME_BUDGET_MS = 20_000;

/**
 * Decides within a second or two whether a file can be taken in: an empty file, an unknown
 * kind, a PDF that will not open or is locked by a password, too many pages, or a DOCX that is
 * no zip or a zip bomb fail here with their ParseError, before anything is stored. Reading the
 * whole text (and OCR) comes after, in the background.
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
    if (!entries.some((entry) => entry.name === 'word/document.xml')) {
      throw new ParseError('corrupt', 'This Word document is damaged: it has no document body.');
    }
    return { fileType, pageCount: 1 };
  }
  if (fileType === 'txt') {
    // UTF-8 takes at most four bytes a character: a text file this big is too long unread.
    checkTextLength(Math.floor(bytes.length / 4), limits);
    return { fileType, pageCount: 1 };
  }
  const deadline = createDeadline(Math.min(limits.timeBudgetMs, INSPECTION_TIME_BUDGET_MS));
  const loadingTask = openPdf(bytes);
  try {
    const pdf = await deadline.race(loadingTask.promise).catch((error: unknown) => {
      throw describePdfFailure(error);
    });
    checkPageCount(pdf.numPages, limits);
    return { fileType, pageCount: Math.max(1, pdf.numPages) };
  } finally {
    await loadingTask.destroy().catch(() => undefined);
  }
}
