import { AppError } from '../../common/errors/app-error.ts';
import { detectFileType } from './detect-file-type.ts';
import { parseDocx } from './parse-docx.ts';
import { parsePdf } from './parse-pdf.ts';
import { parseText } from './parse-text.ts';
import type { ParsedDocument } from './parsed-document.ts';

export { findPageNumber, type ParsedDocument, type ParsedPage } from './parsed-document.ts';

/**
 * Turns a file's bytes into text with pages and offsets. The file's kind is read from its
 * content, never its name. Fails with INVALID_DOCUMENT for an empty or damaged file,
 * UNSUPPORTED_FILE_TYPE for anything but PDF, DOCX and text, and TEXT_EXTRACTION_FAILED when a
 * readable file holds no text.
 */
export async function parseDocument(bytes: Uint8Array): Promise<ParsedDocument> {
  if (bytes.length === 0) throw new AppError('INVALID_DOCUMENT', 'This file is empty (0 bytes).');
  const fileType = detectFileType(bytes);
  if (!fileType)
    throw new AppError(
      'UNSUPPORTED_FILE_TYPE',
      'Only PDF, Word (DOCX) and plain-text files can be read.',
    );
  const document =
    fileType === 'pdf'
      ? await parsePdf(bytes)
      : fileType === 'docx'
        ? await parseDocx(bytes)
        : parseText(bytes);
  if (document.text.trim().length === 0) {
    throw new AppError('TEXT_EXTRACTION_FAILED', 'No text could be found in this document.');
  }
  return document;
}
