import { refundUnfinishedJobs } from '../analysis/refund-unfinished-jobs.ts';
import { deleteDocument as deleteDocumentRow } from '../document-records/document-queries.ts';
import { eraseDeletedRows } from '../db/erase-deleted-rows.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import type { DocumentDependencies } from './document-dependencies.ts';

/**
 * Deletes one of the user's documents: the row first, with its key (so no copy of its file or
 * text can be opened again), then its file (see BlobStore); a reading still under way is
 * stopped, and an analysis not yet done is refunded.
 */
export async function deleteDocument(
  dependencies: DocumentDependencies,
  userId: string,
  documentId: string,
): Promise<void> {
  const storageKey = await dependencies.db.transaction().execute(async (trx) => {
    await refundUnfinishedJobs(trx, { userId, documentId });
    return deleteDocumentRow(trx, userId, documentId);
  });
  if (storageKey === undefined) throw createDocumentNotFoundError();
  dependencies.vault.forget(documentId);
  await eraseDeletedRows(dependencies.db);
  await dependencies.readings.cancel(documentId);
  await deleteBlobQuietly(dependencies, storageKey);
}
