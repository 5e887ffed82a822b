/**
 * The browser's 24-hour document cache (SPEC sections 3, 4, 9): the analysis page's loader,
 * which restores from it, and the persister that keeps it in step with the queries.
 */
export { CACHE_CAP, CACHE_LIFETIME_MS, CLEANUP_INTERVAL_MS } from './cache-constants.ts';
export type {
  CachedAnalysis,
  CachedChatMessage,
  CachedDocument,
  CachedDocumentInput,
  CachedDocumentRecord,
  DocumentPage,
} from './cached-document.ts';
export {
  createDocumentCache,
  type DocumentCache,
  type DocumentCacheOptions,
} from './document-cache.ts';
export { NO_INDEXED_DB_MESSAGE } from './cache-connection.ts';
export type { DocumentRemovedListener } from './removal-listeners.ts';
export { persistQueriesToCache, type QueryPersistenceCache } from './persist-queries.ts';
export type { ObjectUrlFactory } from './object-urls.ts';
export { startCacheMaintenance } from './cache-maintenance.ts';
export { documentCache } from './default-document-cache.ts';
export {
  loadDocumentContent,
  loadViewableDocument,
  type DocumentApi,
  type DocumentContent,
  type ViewableDocument,
} from './viewable-document.ts';
export {
  useDocumentContent,
  useViewableDocument,
  type ViewableDocumentSources,
} from './use-viewable-document.ts';
export { useRemoteDocumentFile, type RemoteDocumentFile } from './use-remote-document-file.ts';
