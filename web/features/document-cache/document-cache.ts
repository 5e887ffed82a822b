import { logger } from '../../lib/logger.ts';
import { CACHE_CAP, CACHE_LIFETIME_MS } from './cache-constants.ts';
import {
  DEFAULT_CACHE_DATABASE_NAME,
  openCacheDatabase,
  type CacheDatabase,
} from './cache-database.ts';
import type {
  CachedAnalysis,
  CachedChatMessage,
  CachedDocument,
  CachedDocumentInput,
  CachedDocumentRecord,
} from './cached-document.ts';
import { browserObjectUrls, type ObjectUrlFactory } from './object-urls.ts';

/** The failure of every operation in a browser without IndexedDB. */
export const NO_INDEXED_DB_MESSAGE = 'This browser cannot store documents locally (no IndexedDB).';

/** What createDocumentCache needs; each part is injectable so tests are deterministic. */
export interface DocumentCacheOptions {
  /** The clock, in milliseconds since the epoch. */
  now?: () => number;
  /** Where the database lives; the browser's indexedDB, looked up on first use, by default. */
  indexedDB?: IDBFactory;
  databaseName?: string;
  objectUrls?: ObjectUrlFactory;
}

/** Told the id of each document that left the cache, for whatever reason. */
export type DocumentRemovedListener = (documentId: string) => void;

/**
 * The browser's cache of documents (SPEC sections 3 and 4). Entries expire 24 hours after they
 * were stored; at most CACHE_CAP are kept. Every operation rejects where IndexedDB is missing.
 */
export interface DocumentCache {
  /** Stores (or replaces) a document and its file, then evicts beyond the cap. */
  put(document: CachedDocumentInput): Promise<CachedDocumentRecord>;
  /** The user's live document with its file, refreshing lastAccessed; undefined otherwise. */
  get(documentId: string, userId: string): Promise<CachedDocument | undefined>;
  /** Replaces the analysis, and the chat history when given; false if nothing live to update. */
  updateAnalysis(
    documentId: string,
    analysis: CachedAnalysis,
    chatHistory?: CachedChatMessage[],
  ): Promise<boolean>;
  /** Deletes a document permanently. */
  remove(documentId: string): Promise<void>;
  /** Deletes every expired document and returns their ids. */
  removeExpired(): Promise<string[]>;
  /** Deletes all of a user's documents, for sign-out and account deletion. */
  clearForUser(userId: string): Promise<void>;
  /** The user's live documents, most recently accessed first, without their files. */
  list(userId: string): Promise<CachedDocumentRecord[]>;
  /** Calls `listener` with each removed document's id; returns a function that unsubscribes. */
  onRemoved(listener: DocumentRemovedListener): () => void;
  /** Closes the database and frees the object URLs; a later call opens it again. */
  close(): Promise<void>;
}

/**
 * Creates a document cache over IndexedDB. Nothing is opened until the first operation, so
 * creating one is safe anywhere, even where IndexedDB does not exist.
 *
 * Expiry: SPEC section 4 says documents are 'stored with a 24-hour expiry; reading refreshes
 * lastAccessed'. So expiresAt is set only by `put`; a read moves lastAccessed (which decides
 * eviction at the cap) but never extends the 24 hours, and a stale copy is fetched afresh.
 *
 * viewUrl: object URLs die with the page, so none is stored. `get` makes one for the file and
 * reuses it on later reads; it is revoked when the file is replaced or the document leaves.
 */
export function createDocumentCache(options: DocumentCacheOptions = {}): DocumentCache {
  const now = options.now ?? Date.now;
  const objectUrls = options.objectUrls ?? browserObjectUrls;
  const databaseName = options.databaseName ?? DEFAULT_CACHE_DATABASE_NAME;
  const viewUrls = new Map<string, string>();
  const listeners = new Set<DocumentRemovedListener>();
  let opening: Promise<CacheDatabase> | undefined;

  function database(): Promise<CacheDatabase> {
    if (opening) return opening;
    const factory: IDBFactory | undefined = options.indexedDB ?? globalThis.indexedDB;
    if (!factory) return Promise.reject(new Error(NO_INDEXED_DB_MESSAGE));
    const attempt = openCacheDatabase(factory, databaseName).then(
      (db) => {
        // Another tab upgrading the database waits for this connection: let go, reopen later.
        db.addEventListener('versionchange', () => {
          db.close();
          if (opening === attempt) opening = undefined;
        });
        return db;
      },
      (error: unknown) => {
        if (opening === attempt) opening = undefined;
        throw error;
      },
    );
    opening = attempt;
    return attempt;
  }

  function releaseViewUrl(documentId: string): void {
    const url = viewUrls.get(documentId);
    if (url === undefined) return;
    viewUrls.delete(documentId);
    objectUrls.revoke(url);
  }

  function viewUrlFor(documentId: string, file: Blob): string | null {
    const existing = viewUrls.get(documentId);
    if (existing !== undefined) return existing;
    const url = objectUrls.create(file);
    if (url !== null) viewUrls.set(documentId, url);
    return url;
  }

  // Called after the transaction has committed, so listeners never hear of a rolled-back delete.
  function announceRemoved(documentIds: readonly string[]): void {
    for (const documentId of documentIds) {
      releaseViewUrl(documentId);
      for (const listener of [...listeners]) {
        try {
          listener(documentId);
        } catch (error) {
          logger.error('A document-cache removal listener failed', error);
        }
      }
    }
  }

  const isExpired = (record: CachedDocumentRecord, time: number) => record.expiresAt <= time;

  return {
    async put(document) {
      // Read before the transaction opens: awaiting anything but IndexedDB inside one ends it.
      const bytes = await document.file.arrayBuffer();
      const db = await database();
      const record = toRecord(document, now());
      const tx = db.transaction(['documents', 'files'], 'readwrite');
      const documents = tx.objectStore('documents');
      const files = tx.objectStore('files');
      await Promise.all([
        documents.put(record),
        files.put({ id: record.id, bytes, type: document.file.type }),
      ]);

      const evicted: string[] = [];
      let count = await documents.count();
      let cursor =
        count > CACHE_CAP ? await documents.index('by-last-accessed').openCursor() : null;
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

      releaseViewUrl(record.id);
      announceRemoved(evicted);
      return record;
    },

    async get(documentId, userId) {
      const db = await database();
      const time = now();
      const tx = db.transaction(['documents', 'files'], 'readwrite');
      const documents = tx.objectStore('documents');
      const files = tx.objectStore('files');
      const record = await documents.get(documentId);
      if (!record || record.userId !== userId) {
        await tx.done;
        return undefined;
      }
      const stored = await files.get(documentId);
      if (isExpired(record, time) || !stored) {
        // A document without its file cannot be viewed offline, so it goes like an expired one.
        await Promise.all([documents.delete(documentId), files.delete(documentId)]);
        await tx.done;
        announceRemoved([documentId]);
        return undefined;
      }
      const refreshed: CachedDocumentRecord = { ...record, lastAccessed: time };
      await documents.put(refreshed);
      await tx.done;

      const file = new Blob([stored.bytes], { type: stored.type });
      return { ...refreshed, file, viewUrl: viewUrlFor(documentId, file) };
    },

    async updateAnalysis(documentId, analysis, chatHistory) {
      const db = await database();
      const tx = db.transaction('documents', 'readwrite');
      const record = await tx.store.get(documentId);
      if (!record || isExpired(record, now())) {
        await tx.done;
        return false;
      }
      await tx.store.put({ ...record, analysis, chatHistory: chatHistory ?? record.chatHistory });
      await tx.done;
      return true;
    },

    async remove(documentId) {
      const db = await database();
      const tx = db.transaction(['documents', 'files'], 'readwrite');
      const documents = tx.objectStore('documents');
      const existed = (await documents.getKey(documentId)) !== undefined;
      await Promise.all([documents.delete(documentId), tx.objectStore('files').delete(documentId)]);
      await tx.done;
      releaseViewUrl(documentId);
      if (existed) announceRemoved([documentId]);
    },

    async removeExpired() {
      const db = await database();
      const tx = db.transaction(['documents', 'files'], 'readwrite');
      const files = tx.objectStore('files');
      const removed: string[] = [];
      const time = now();
      // Soonest expiry first, stopping at the first live one. (No IDBKeyRange: it is a global
      // of the real browser, not of an injected factory.)
      let cursor = await tx.objectStore('documents').index('by-expiry').openCursor();
      while (cursor && isExpired(cursor.value, time)) {
        removed.push(cursor.primaryKey);
        await Promise.all([cursor.delete(), files.delete(cursor.primaryKey)]);
        cursor = await cursor.continue();
      }
      await tx.done;
      announceRemoved(removed);
      return removed;
    },

    async clearForUser(userId) {
      const db = await database();
      const tx = db.transaction(['documents', 'files'], 'readwrite');
      const documents = tx.objectStore('documents');
      const files = tx.objectStore('files');
      const ids = await documents.index('by-user').getAllKeys(userId);
      await Promise.all(ids.flatMap((id) => [documents.delete(id), files.delete(id)]));
      await tx.done;
      announceRemoved(ids);
    },

    async list(userId) {
      const db = await database();
      const time = now();
      const records = await db.getAllFromIndex('documents', 'by-user', userId);
      // Expired entries are hidden here and deleted by removeExpired; listing is not a read.
      return records
        .filter((record) => !isExpired(record, time))
        .sort((a, b) => b.lastAccessed - a.lastAccessed);
    },

    onRemoved(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async close() {
      const attempt = opening;
      opening = undefined;
      for (const documentId of [...viewUrls.keys()]) releaseViewUrl(documentId);
      if (attempt) (await attempt.catch(() => undefined))?.close();
    },
  };
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
