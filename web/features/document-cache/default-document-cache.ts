import { createDocumentCache } from './document-cache.ts';

/**
 * The app's document cache. Creating it opens nothing: IndexedDB is first touched by the first
 * operation, so importing this module is safe where IndexedDB does not exist (jsdom, old
 * browsers), and there every operation rejects instead.
 */
export const documentCache = createDocumentCache();
