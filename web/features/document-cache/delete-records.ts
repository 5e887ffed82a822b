import type { CacheDatabase } from './cache-database.ts';
import { isExpired } from './expiry.ts';

/** Deletes a document and its file; true when it was there. */
export async function deleteRecord(db: CacheDatabase, documentId: string): Promise<boolean> {
  const tx = db.transaction(['documents', 'files'], 'readwrite');
  const documents = tx.objectStore('documents');
  const existed = (await documents.getKey(documentId)) !== undefined;
  await Promise.all([documents.delete(documentId), tx.objectStore('files').delete(documentId)]);
  await tx.done;
  return existed;
}

/** Deletes every expired document with its file; returns their ids. */
export async function deleteExpiredRecords(db: CacheDatabase, time: number): Promise<string[]> {
  const tx = db.transaction(['documents', 'files'], 'readwrite');
  const files = tx.objectStore('files');
  const removed: string[] = [];
  // Soonest expiry first, stopping at the first live one. (No IDBKeyRange: it is a global of
  // the real browser, not of an injected factory.)
  let cursor = await tx.objectStore('documents').index('by-expiry').openCursor();
  while (cursor && isExpired(cursor.value, time)) {
    removed.push(cursor.primaryKey);
    await Promise.all([cursor.delete(), files.delete(cursor.primaryKey)]);
    cursor = await cursor.continue();
  }
  await tx.done;
  return removed;
}

/** Deletes all of a user's documents with their files; returns their ids. */
export async function deleteUserRecords(db: CacheDatabase, userId: string): Promise<string[]> {
  const tx = db.transaction(['documents', 'files'], 'readwrite');
  const documents = tx.objectStore('documents');
  const files = tx.objectStore('files');
  const ids = await documents.index('by-user').getAllKeys(userId);
  await Promise.all(ids.flatMap((id) => [documents.delete(id), files.delete(id)]));
  await tx.done;
  return ids;
}
