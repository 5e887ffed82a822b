import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentResponse } from '../../common/api/documents.ts';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { signInTestUser, TEST_USER } from '../features/auth/testing/test-user.ts';
import type { DocumentRemovedListener } from '../features/document-cache/index.ts';
import {
  resetDocumentStore,
  selectDocument,
  upsertDocument,
  useDocumentStore,
} from '../features/documents/index.ts';
import { useAccountStore } from '../features/account/index.ts';
import { connectDocumentCache } from './connect-document-cache.ts';

const lease: DocumentResponse = {
  id: 'd1',
  fileName: 'lease.pdf',
  fileSize: 1000,
  fileType: 'pdf',
  status: 'ready',
  createdAt: '2026-11-22T08:00:00.000Z',
  pageCount: 3,
  analysis: { documentType: { type: 'Unknown' } },
};

function createFakeCache() {
  const listeners: DocumentRemovedListener[] = [];
  return {
    removeExpired: vi.fn(() => Promise.resolve([] as string[])),
    clearForUser: vi.fn(() => Promise.resolve()),
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
    disconnect = connectDocumentCache(cache);
    expect(cache.removeExpired).toHaveBeenCalledTimes(1);
  });

  it('clears the selection when the selected document leaves the cache', () => {
    const cache = createFakeCache();
    disconnect = connectDocumentCache(cache);
    upsertDocument(lease);
    selectDocument('d1');
    cache.remove('other');
    expect(useDocumentStore.getState().selectedDocument?.id).toBe('d1');
    cache.remove('d1');
    expect(useDocumentStore.getState().selectedDocument).toBeNull();
  });

  it("clears a user's cached documents and list when they sign out", () => {
    const cache = createFakeCache();
    signInTestUser();
    disconnect = connectDocumentCache(cache);
    upsertDocument(lease);
    useAccountStore.setState({ userCredits: 7 });
    useAuthStore.setState({ status: 'signed-out', user: null });
    expect(cache.clearForUser).toHaveBeenCalledWith(TEST_USER.id);
    expect(useDocumentStore.getState().documents).toEqual([]);
    expect(useAccountStore.getState()).toMatchObject({ userCredits: 0, askAiQuestionsLimit: 0 });
  });
});
