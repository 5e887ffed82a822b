import { deleteUserRows } from './user-data-queries.ts';
import { eraseDeletedRows } from '../db/erase-deleted-rows.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import type { DocumentDependencies } from '../documents/document-dependencies.ts';

// Files removed at once: quick with S3 without opening a connection per document.
const BLOB_DELETIONS_AT_ONCE = 8;

/**
 * Deletes a user's account and everything in it: documents and their files, analyses and their
 * jobs, credits and plan, the sign-in with its sessions, refresh tokens and authenticator
 * apps (so their tokens stop working at once), and last its activity log. The rows go in one
 * transaction; the files after the commit, quietly (see BlobStore): a file that will not delete
 * is logged and left orphaned, never a reason to keep the account. Readings still under way are stopped. The deleted rows are
 * erased from the database's files at once (decision 022).
 *
 * With an external sign-in provider (AUTH_URL) its user is not ours to delete: everything here
 * is, and signing in there again starts an empty account.
 */
export async function deleteAccount(
  dependencies: DocumentDependencies,
  userId: string,
): Promise<void> {
  const documents = await dependencies.db
    .transaction()
    .execute((trx) => deleteUserRows(trx, userId));
  await eraseDeletedRows(dependencies.db);
  // After the commit: a rolled-back deletion must leave its documents being read.
  for (const document of documents) await dependencies.readings.cancel(document.id);
  for (let start = 0; start < documents.length; start += BLOB_DELETIONS_AT_ONCE) {
    await Promise.all(
      documents
        .slice(start, start + BLOB_DELETIONS_AT_ONCE)
        .map((document) => deleteBlobQuietly(dependencies, document.storage_key)),
    );
  }
}
