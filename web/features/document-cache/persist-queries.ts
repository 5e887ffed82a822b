import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { chatHistorySchema } from '../../../common/api/chat.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { logger } from '../../lib/logger.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { DocumentCache } from './document-cache.ts';

/** What the persister writes to; the app's document cache, or a fake in tests. */
export type QueryPersistenceCache = Pick<DocumentCache, 'updateAnalysis' | 'updateChatHistory'>;

/**
 * Makes the document cache the persister of the queries that belong with a cached document
 * (decision 018): an analysis put into a document's query (a finished analysis, a switched
 * reader) and every conversation the server returned or changed are written to IndexedDB, one
 * write after another so an older copy never lands after a newer one. The document's own load
 * writes it whole, and a copy restored from the cache is not written back. Returns the
 * function that stops it.
 */
export function persistQueriesToCache(
  queryClient: QueryClient,
  cache: QueryPersistenceCache,
): () => void {
  let writing = Promise.resolve();
  const write = (save: () => Promise<unknown>) => {
    writing = writing.then(save).then(
      () => undefined,
      (error: unknown) => logger.warn('Could not update the document in the local cache', error),
    );
  };

  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    const [, first, second] = queryKey;
    if (typeof first !== 'string') return;

    if (
      event.action.manual === true &&
      typeof second === 'string' &&
      sameKey(queryKey, queryKeys.document(second, first)) &&
      holdsDocument(state.data)
    ) {
      const { analysis } = state.data.document;
      write(() => cache.updateAnalysis(second, analysis));
    } else if (sameKey(queryKey, queryKeys.chatHistory(first)) && state.dataUpdatedAt > 0) {
      const history = chatHistorySchema.safeParse(state.data);
      if (history.success) write(() => cache.updateChatHistory(first, history.data.messages));
    }
  });
}

function sameKey(key: QueryKey, expected: QueryKey): boolean {
  return hashKey(key) === hashKey(expected);
}

function holdsDocument(data: unknown): data is { document: DocumentResponse } {
  return typeof data === 'object' && data !== null && 'document' in data;
}
