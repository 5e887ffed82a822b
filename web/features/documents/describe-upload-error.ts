import type { ProcessingProgress } from '../../../common/api/documents.ts';
import { describeError, type DescribedError } from '../../../common/errors/catalogue.ts';
import { isErrorCode } from '../../../common/errors/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';

// For these codes the server says exactly what is wrong with the file ("password-protected",
// "empty"), which helps more than the catalogue's general sentence.
const CODES_WITH_SPECIFIC_MESSAGES = new Set(['INVALID_DOCUMENT', 'TEXT_EXTRACTION_FAILED']);

/** The title, message and next step shown beside the upload area for a failed upload. */
export function describeUploadError(error: unknown): DescribedError {
  const described = describeError(error);
  if (
    error instanceof ApiError &&
    error.code &&
    CODES_WITH_SPECIFIC_MESSAGES.has(error.code) &&
    error.message.trim() !== ''
  ) {
    return { ...described, message: error.message };
  }
  return described;
}

/** The same for a document whose text could not be read after it was uploaded. */
export function describeProcessingFailure(
  processingError: ProcessingProgress['processingError'],
): DescribedError {
  const code = processingError && isErrorCode(processingError.code) ? processingError.code : null;
  const described = describeError(code ?? 'TEXT_EXTRACTION_FAILED');
  return processingError?.message ? { ...described, message: processingError.message } : described;
}
