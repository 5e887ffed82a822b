import type { CacheDatabase, StoredFile } from './cache-database.ts';
import type { CachedDocumentRecord } from './cached-document.ts';
import { isExpired } from './expiry.ts';

/** What reading a document found: nothing of this user's, a copy it had to drop, or the copy. */
export type ReadOutcome =
  | { kind: 'absent' }
  | { kind: 'dropped' }
  | { kind: 'found'; record: CachedDocumentRecord; file: StoredFile };

/**
 * Reads the user's document and its file, refreshing lastAccessed. An expired copy, or one
 * whose file is gone (it could not be viewed offline), is deleted and reported as dropped.
 */
export async function readRecord(
  db: CacheDatabase,
  documentId: string,
  userId: string,
  time: number,
): Promise<ReadOutcome> {
  const tx = db.transaction(['documents', 'files'], 'readwrite');
  const documents = tx.objectStore('documents');
  const files = tx.objectStore('files');
  const record = await documents.get(documentId);
  if (!record || record.userId !== userId) {
    await tx.done;
    return { kind: 'absent' };
  }
  const file = await files.get(documentId);
  if (isExpired(record, time) || !file) {
    await Promise.all([documents.delete(documentId), files.delete(documentId)]);
    await tx.done;
    return { kind: 'dropped' };
  }
  const refreshed: CachedDocumentRecord = { ...record, lastAccessed: time };
  await documents.put(refreshed);
  await tx.done;
  return { kind: 'found', record: refreshed, file };
}

/**
 * Changes a live record in place, leaving its access and expiry times alone; false when there
 * is no live record to change.
 */
export async function updateRecord(
  db: CacheDatabase,
  documentId: string,
  time: number,
  change: (record: CachedDocumentRecord) => CachedDocumentRecord,
): Promise<boolean> {
  const tx = db.transaction('documents', 'readwrite');
  const record = await tx.store.get(documentId);
  if (!record || isExpired(record, time)) {
    await tx.done;
    return false;
  }
  await tx.store.put(change(record));
  await tx.done;
  return true;
}

/** The user's live records, most recently accessed first. Listing is not a read. */
export async function listRecords(
  db: CacheDatabase,
  userId: string,
  time: number,
): Promise<CachedDocumentRecord[]> {
  const records = await db.getAllFromIndex('documents', 'by-user', userId);
  // Expired entries are hidden here and deleted by removeExpired.
  return records
    .filter((record) => !isExpired(record, time))
    .sort((a, b) => b.lastAccessed - a.lastAccessed);
}
