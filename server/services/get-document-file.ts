import { AppError } from '../../common/errors/app-error.ts';
import { findDocument } from '../db/queries/documents.ts';
import { createDocumentNotFoundError, type DocumentDependencies } from './document-dependencies.ts';

/** The original bytes of an upload, with the name and content type to serve them under. */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The user's original file, byte for byte; NOT_FOUND for anyone else's. */
export async function getDocumentFile(
  dependencies: Pick<DocumentDependencies, 'db' | 'blobStore'>,
  userId: string,
  documentId: string,
): Promise<DocumentFile> {
  const document = await findDocument(dependencies.db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  const blob = await dependencies.blobStore.find(document.storage_key);
  // The blob is written before its row and deleted after it, so this means outside damage.
  if (!blob) throw new AppError('DATA_CORRUPTION', 'The file of this document is missing.');
  return { fileName: document.file_name, contentType: document.content_type, bytes: blob.bytes };
}
