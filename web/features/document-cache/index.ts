/** The browser's 24-hour document cache and the analysis page's loader (SPEC sections 3, 4, 9). */
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
  NO_INDEXED_DB_MESSAGE,
  type DocumentCache,
  type DocumentCacheOptions,
  type DocumentRemovedListener,
} from './document-cache.ts';
export type { ObjectUrlFactory } from './object-urls.ts';
export { startCacheMaintenance } from './cache-maintenance.ts';
export { documentCache } from './default-document-cache.ts';
export {
  loadViewableDocument,
  type DocumentApi,
  type PendingViewableDocument,
  type ReadyViewableDocument,
  type ViewableDocument,
} from './viewable-document.ts';
export {
  useViewableDocument,
  viewableDocumentQueryKey,
  type ViewableDocumentSources,
} from './use-viewable-document.ts';
