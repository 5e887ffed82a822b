import { CACHE_CAP, CACHE_LIFETIME_MS } from './cache-constants.ts';
import type { CacheDatabase } from './cache-database.ts';
import type { CachedDocumentInput, CachedDocumentRecord } from './cached-document.ts';

/**
 * Stores (or replaces) a document and its file's bytes, then evicts the least recently
 * accessed beyond CACHE_CAP, in one transaction. Returns the record and the evicted ids.
 */
export async function storeRecord(
  db: CacheDatabase,
  document: CachedDocumentInput,
  bytes: ArrayBuffer,
  time: number,
): Promise<{ record: CachedDocumentRecord; evicted: string[] }> {
  const record = toRecord(document, time);
  const tx = db.transaction(['documents', 'files'], 'readwrite');
  const documents = tx.objectStore('documents');
  const files = tx.objectStore('files');
  await Promise.all([
    documents.put(record),
    files.put({ id: record.id, bytes, type: document.file.type }),
  ]);

  const evicted: string[] = [];
  let count = await documents.count();
  let cursor = count > CACHE_CAP ? await documents.index('by-last-accessed').openCursor() : null;
  while (cursor && count > CACHE_CAP) {
    // The document just stored is the most recent access, whatever the clock's resolution.
    if (cursor.primaryKey !== record.id) {
      evicted.push(cursor.primaryKey);
      await Promise.all([cursor.delete(), files.delete(cursor.primaryKey)]);
      count -= 1;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  return { record, evicted };
}

// Field by field, so a CachedDocument passed back in does not store its file or viewUrl.
function toRecord(document: CachedDocumentInput, time: number): CachedDocumentRecord {
  return {
    id: document.id,
    fileName: document.fileName,
    fileSize: document.fileSize,
    fileType: document.fileType,
    status: document.status,
    createdAt: document.createdAt,
    lastAccessed: time,
    expiresAt: time + CACHE_LIFETIME_MS,
    analysis: document.analysis,
    pageCount: document.pageCount,
    extractedText: document.extractedText,
    userId: document.userId,
    chatHistory: document.chatHistory,
    syncedToFirestore: false,
    pages: document.pages,
  };
}
