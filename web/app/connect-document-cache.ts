import { useAuthStore } from '../features/auth/index.ts';
import { startCacheMaintenance, type DocumentCache } from '../features/document-cache/index.ts';
import { resetAccountState } from '../features/account/index.ts';
import { resetChatStores } from '../features/ask-ai/index.ts';
import {
  resetDocumentStore,
  selectDocument,
  useDocumentStore,
} from '../features/documents/index.ts';

/**
 * Ties the browser's document cache to the rest of the app (SPEC sections 1 and 4): expired
 * entries are swept at start, every hour and when the page goes; removing the selected
 * document clears the selection; and a user who signs out leaves nothing of theirs behind for
 * the next person at this computer (cached documents, the documents list, plan and credits). Returns the function that undoes it.
 */
export function connectDocumentCache(
  cache: Pick<DocumentCache, 'removeExpired' | 'onRemoved' | 'clearForUser'>,
): () => void {
  const stopMaintenance = startCacheMaintenance(cache);
  const stopFollowingRemovals = cache.onRemoved((documentId) => {
    if (useDocumentStore.getState().selectedDocument?.id === documentId) selectDocument(null);
  });
  const stopFollowingUser = useAuthStore.subscribe((state, previous) => {
    const previousUserId = previous.user?.id;
    if (previousUserId && state.user?.id !== previousUserId) {
      resetDocumentStore();
      resetAccountState();
      resetChatStores();
      void cache.clearForUser(previousUserId).catch(() => undefined);
    }
  });
  return () => {
    stopMaintenance();
    stopFollowingRemovals();
    stopFollowingUser();
  };
}
