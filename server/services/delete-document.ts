import { deleteDocument as deleteDocumentRow } from '../db/queries/documents.ts';
import {
  createDocumentNotFoundError,
  deleteBlobQuietly,
  type DocumentDependencies,
} from './document-dependencies.ts';

/** Deletes one of the user's documents: the row first, then its file (see BlobStore). */
export async function deleteDocument(
  dependencies: DocumentDependencies,
  userId: string,
  documentId: string,
): Promise<void> {
  const storageKey = await deleteDocumentRow(dependencies.db, userId, documentId);
  if (storageKey === undefined) throw createDocumentNotFoundError();
  await deleteBlobQuietly(dependencies, storageKey);
}
