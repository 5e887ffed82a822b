import { AppError } from '../../common/errors/app-error.ts';

/** The answer for a document that does not exist or belongs to someone else: the same 404. */
export function createDocumentNotFoundError(): AppError {
  return new AppError('NOT_FOUND', 'Document not found.');
}
