import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import type { DocumentCache } from './document-cache.ts';
import { createFakeDocumentApi, makeDocumentResponse } from './test-api.ts';
import { createTestCache } from './test-cache.ts';
import { useViewableDocument } from './use-viewable-document.ts';

let caches: DocumentCache[] = [];

afterEach(async () => {
  await Promise.all(caches.map((cache) => cache.close()));
  caches = [];
});

function renderViewableDocument(
  documentId: string | undefined,
  userId: string | null,
  server: { document: DocumentResponse },
) {
  const { cache } = createTestCache();
  caches.push(cache);
  // The fake API reads the document at each call, so a test can finish its processing.
  const { api, calls } = createFakeDocumentApi();
  const liveApi = {
    ...api,
    get: <T,>(path: string) =>
      path === '/api/documents/doc-1'
        ? (calls.push(path), Promise.resolve(server.document as T))
        : api.get<T>(path),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useViewableDocument(documentId, userId, { cache, api: liveApi }), {
    wrapper,
  });
  return { ...hook, calls, cache };
}

describe('useViewableDocument', () => {
  it('loads a ready document with its pages and file', async () => {
    const { result } = renderViewableDocument('doc-1', 'u1', { document: makeDocumentResponse() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.document.id).toBe('doc-1');
    expect(result.current.data?.pages).toHaveLength(2);
    expect(result.current.data?.fromCache).toBe(false);
  });

  it('shows a processing document, then its file after refetch once processing ends', async () => {
    const server = { document: makeDocumentResponse({ status: 'processing' }) };
    const { result, calls } = renderViewableDocument('doc-1', 'u1', server);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.file).toBeNull();

    server.document = makeDocumentResponse();
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.document.status).toBe('ready'));
    expect(await result.current.data?.file?.text()).toBe('Rent.\n\nSign.');
    expect(calls).toContain('/api/documents/doc-1/file');
  });

  it('stays idle, calling nothing, until the user is known', async () => {
    const { result, calls } = renderViewableDocument('doc-1', null, {
      document: makeDocumentResponse(),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
