import type { QueryClient } from '@tanstack/react-query';
import { resetChatStores } from '../features/ask-ai/index.ts';
import { useAuthStore } from '../features/auth/index.ts';
import {
  persistQueriesToCache,
  startCacheMaintenance,
  type DocumentCache,
} from '../features/document-cache/index.ts';
import { forgetDocument, resetDocumentStore } from '../features/documents/index.ts';

/**
 * Ties the browser's document cache to the rest of the app (SPEC sections 1 and 4, decision
 * 018): it persists the queries that belong with a cached document; expired entries are swept
 * at start, every hour and when the page goes; removing the selected document clears the
 * selection; and a user who signs out leaves nothing of theirs behind for the next person at
 * this computer (cached documents and every query: documents, plan and credits, chats...).
 * Returns the function that undoes it.
 */
export function connectDocumentCache(
  cache: Pick<
    DocumentCache,
    'removeExpired' | 'onRemoved' | 'clearForUser' | 'updateAnalysis' | 'updateChatHistory'
  >,
  queryClient: QueryClient,
): () => void {
  const stopPersisting = persistQueriesToCache(queryClient, cache);
  const stopMaintenance = startCacheMaintenance(cache);
  const stopFollowingRemovals = cache.onRemoved(forgetDocument);
  const stopFollowingUser = useAuthStore.subscribe((state, previous) => {
    const previousUserId = previous.user?.id;
    if (previousUserId && state.user?.id !== previousUserId) {
      queryClient.clear();
      resetDocumentStore();
      resetChatStores();
      void cache.clearForUser(previousUserId).catch(() => undefined);
    }
  });
  return () => {
    stopPersisting();
    stopMaintenance();
    stopFollowingRemovals();
    stopFollowingUser();
  };
}
