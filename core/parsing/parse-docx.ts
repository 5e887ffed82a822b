import mammoth from 'mammoth';
import { AppError } from '../../common/errors/app-error.ts';
import {
  createParsedDocument,
  normalizeExtractedText,
  type ParsedDocument,
} from './parsed-document.ts';
import { paginateText } from './paginate-text.ts';

/** Reads a Word document's text, paragraph by paragraph. The only module that imports mammoth. */
export async function parseDocx(bytes: Uint8Array): Promise<ParsedDocument> {
  let raw: string;
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    raw = result.value;
  } catch (error) {
    throw new AppError('INVALID_DOCUMENT', 'This Word document is damaged and cannot be opened.', {
      cause: error,
    });
  }
  return createParsedDocument('docx', paginateText(normalizeExtractedText(raw)), true);
}
