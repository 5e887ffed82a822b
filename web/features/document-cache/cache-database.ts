import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { CachedDocumentRecord } from './cached-document.ts';

/** The browser database that holds the cache, unless a caller names another. */
export const DEFAULT_CACHE_DATABASE_NAME = 'legal-explainer-document-cache';

const DATABASE_VERSION = 1;

/**
 * A document's original file as stored: its bytes and media type. Bytes, not a Blob, because
 * structured cloning of Blobs is not dependable everywhere (older Safari, jsdom in tests), while
 * an ArrayBuffer always is; `get` turns them back into a Blob.
 */
export interface StoredFile {
  id: string;
  bytes: ArrayBuffer;
  type: string;
}

/** The two object stores: document records with their indexes, and the files beside them. */
export interface CacheSchema extends DBSchema {
  documents: {
    key: string;
    value: CachedDocumentRecord;
    indexes: { 'by-user': string; 'by-last-accessed': number; 'by-expiry': number };
  };
  files: { key: string; value: StoredFile };
}

/** An open cache database. */
export type CacheDatabase = IDBPDatabase<CacheSchema>;

/**
 * Opens (and on first use creates) the cache database through `factory`. idb's openDB always
 * uses the global indexedDB, so the request is made here and wrapped, letting tests give each
 * cache its own in-memory factory. idb still recognises requests by the global IndexedDB
 * classes, so those must exist (browsers have them; tests load fake-indexeddb/auto).
 */
export function openCacheDatabase(factory: IDBFactory, name: string): Promise<CacheDatabase> {
  const request = factory.open(name, DATABASE_VERSION);
  request.addEventListener('upgradeneeded', () => {
    const database = request.result;
    if (!database.objectStoreNames.contains('documents')) {
      const documents = database.createObjectStore('documents', { keyPath: 'id' });
      documents.createIndex('by-user', 'userId');
      documents.createIndex('by-last-accessed', 'lastAccessed');
      documents.createIndex('by-expiry', 'expiresAt');
    }
    if (!database.objectStoreNames.contains('files')) {
      database.createObjectStore('files', { keyPath: 'id' });
    }
  });
  return wrap(request) as unknown as Promise<CacheDatabase>;
}
