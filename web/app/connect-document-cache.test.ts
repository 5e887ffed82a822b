import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { signInTestUser, TEST_USER } from '../features/auth/test-user.test-support.ts';
import type { DocumentRemovedListener } from '../features/document-cache/index.ts';
import {
  applyProcessingProgress,
  resetDocumentStore,
  selectDocument,
  useDocumentStore,
} from '../features/documents/index.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { createTestQueryClient } from '../lib/query-client-wrapper.test-support.tsx';
import { connectDocumentCache } from './connect-document-cache.ts';

function createFakeCache() {
  const listeners: DocumentRemovedListener[] = [];
  return {
    removeExpired: vi.fn(() => Promise.resolve([] as string[])),
    clearForUser: vi.fn(() => Promise.resolve()),
    updateAnalysis: vi.fn(() => Promise.resolve(true)),
    updateChatHistory: vi.fn(() => Promise.resolve(true)),
    onRemoved: (listener: DocumentRemovedListener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    remove: (documentId: string) => {
      for (const listener of listeners) listener(documentId);
    },
  };
}

describe('connectDocumentCache', () => {
  let disconnect: () => void = () => undefined;
  afterEach(() => {
    disconnect();
    resetDocumentStore();
    useAuthStore.setState({ status: 'signed-out', user: null });
  });

  it('sweeps expired documents at once', () => {
    const cache = createFakeCache();
    disconnect = connectDocumentCache(cache, createTestQueryClient());
    expect(cache.removeExpired).toHaveBeenCalledTimes(1);
  });

  it('clears the selection when the selected document leaves the cache', () => {
    const cache = createFakeCache();
    disconnect = connectDocumentCache(cache, createTestQueryClient());
    selectDocument('d1');
    cache.remove('other');
    expect(useDocumentStore.getState().selectedDocumentId).toBe('d1');
    cache.remove('d1');
    expect(useDocumentStore.getState().selectedDocumentId).toBeNull();
  });

  it('persists the conversations the queries hold to the cache', async () => {
    const cache = createFakeCache();
    const queryClient = createTestQueryClient();
    disconnect = connectDocumentCache(cache, queryClient);
    queryClient.setQueryData(queryKeys.chatHistory('d1'), { messages: [], suggestedQuestions: [] });
    await vi.waitFor(() => expect(cache.updateChatHistory).toHaveBeenCalledWith('d1', []));
  });

  it("leaves nothing of a user's behind when they sign out", () => {
    const cache = createFakeCache();
    const queryClient = createTestQueryClient();
    signInTestUser();
    disconnect = connectDocumentCache(cache, queryClient);
    queryClient.setQueryData(queryKeys.userPlan(), { credits: 7 });
    selectDocument('d1');
    applyProcessingProgress({
      documentId: 'd2',
      isProcessing: true,
      status: 'processing',
      currentPage: 1,
      totalPages: 3,
      message: 'Reading page 1 of 3',
      progress: 33,
      processingError: null,
    });

    useAuthStore.setState({ status: 'signed-out', user: null });

    expect(cache.clearForUser).toHaveBeenCalledWith(TEST_USER.id);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(useDocumentStore.getState()).toMatchObject({
      selectedDocumentId: null,
      processingProgress: {},
    });
  });
});
