import { createCacheConnection } from './cache-connection.ts';
import { DEFAULT_CACHE_DATABASE_NAME } from './cache-database.ts';
import type {
  CachedAnalysis,
  CachedChatMessage,
  CachedDocument,
  CachedDocumentInput,
  CachedDocumentRecord,
} from './cached-document.ts';
import { deleteExpiredRecords, deleteRecord, deleteUserRecords } from './delete-records.ts';
import { browserObjectUrls, type ObjectUrlFactory } from './object-urls.ts';
import { listRecords, readRecord, updateRecord } from './read-record.ts';
import { createRemovalListeners, type DocumentRemovedListener } from './removal-listeners.ts';
import { storeRecord } from './store-record.ts';
import { createViewUrls } from './view-urls.ts';

/** What createDocumentCache needs; each part is injectable so tests are deterministic. */
export interface DocumentCacheOptions {
  /** The clock, in milliseconds since the epoch. */
  now?: () => number;
  /** Where the database lives; the browser's indexedDB, looked up on first use, by default. */
  indexedDB?: IDBFactory;
  databaseName?: string;
  objectUrls?: ObjectUrlFactory;
}

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
  /** Replaces the chat history alone; false if nothing live to update. */
  updateChatHistory(documentId: string, chatHistory: CachedChatMessage[]): Promise<boolean>;
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
 * viewUrl: `get` makes an object URL for the file and reuses it on later reads; it is revoked
 * when the file is replaced or the document leaves.
 */
export function createDocumentCache(options: DocumentCacheOptions = {}): DocumentCache {
  const now = options.now ?? Date.now;
  const connection = createCacheConnection(
    options.indexedDB ?? globalThis.indexedDB,
    options.databaseName ?? DEFAULT_CACHE_DATABASE_NAME,
  );
  const viewUrls = createViewUrls(options.objectUrls ?? browserObjectUrls);
  const listeners = createRemovalListeners();

  // Called after the transaction has committed, so listeners never hear of a rolled-back delete.
  function announceRemoved(documentIds: readonly string[]): void {
    for (const documentId of documentIds) viewUrls.release(documentId);
    listeners.announce(documentIds);
  }

  return {
    async put(document) {
      // Read before the transaction opens: awaiting anything but IndexedDB inside one ends it.
      const bytes = await document.file.arrayBuffer();
      const { record, evicted } = await storeRecord(
        await connection.database(),
        document,
        bytes,
        now(),
      );
      viewUrls.release(record.id);
      announceRemoved(evicted);
      return record;
    },

    async get(documentId, userId) {
      const outcome = await readRecord(await connection.database(), documentId, userId, now());
      if (outcome.kind === 'dropped') announceRemoved([documentId]);
      if (outcome.kind !== 'found') return undefined;
      const file = new Blob([outcome.file.bytes], { type: outcome.file.type });
      return { ...outcome.record, file, viewUrl: viewUrls.urlFor(documentId, file) };
    },

    async updateAnalysis(documentId, analysis, chatHistory) {
      return updateRecord(await connection.database(), documentId, now(), (record) => ({
        ...record,
        analysis,
        chatHistory: chatHistory ?? record.chatHistory,
      }));
    },

    async updateChatHistory(documentId, chatHistory) {
      return updateRecord(await connection.database(), documentId, now(), (record) => ({
        ...record,
        chatHistory,
      }));
    },

    async remove(documentId) {
      const existed = await deleteRecord(await connection.database(), documentId);
      viewUrls.release(documentId);
      if (existed) announceRemoved([documentId]);
    },

    async removeExpired() {
      const removed = await deleteExpiredRecords(await connection.database(), now());
      announceRemoved(removed);
      return removed;
    },

    async clearForUser(userId) {
      announceRemoved(await deleteUserRecords(await connection.database(), userId));
    },

    async list(userId) {
      return listRecords(await connection.database(), userId, now());
    },

    onRemoved: (listener) => listeners.add(listener),

    async close() {
      viewUrls.releaseAll();
      await connection.close();
    },
  };
}
