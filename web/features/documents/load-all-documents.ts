import { loadMoreDocuments } from './document-actions.ts';
import { useDocumentStore } from './document-store.ts';

let running: Promise<void> | null = null;

/** Resolves once no later page is being fetched, e.g. by the Load more button. */
function whenNotLoadingMore(): Promise<void> {
  if (!useDocumentStore.getState().loadingMore) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useDocumentStore.subscribe((state) => {
      if (state.loadingMore) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Fetches every page still missing, so a search, filter or sort covers all the user's
 * documents and not only the pages loaded so far. Calls while it runs share it; failures are
 * thrown, and the pages fetched before stay.
 */
export function loadAllDocuments(): Promise<void> {
  running ??= (async () => {
    try {
      while (useDocumentStore.getState().nextCursor) {
        await whenNotLoadingMore();
        await loadMoreDocuments();
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
