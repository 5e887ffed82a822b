import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import type { DocumentCache } from './document-cache.ts';
import { createFakeDocumentApi, makeDocumentResponse } from './test-api.test-support.ts';
import { createTestCache, makeCachedDocument } from './test-cache.test-support.ts';
import { useDocumentContent, useViewableDocument } from './use-viewable-document.ts';

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
  // The analysis page's pair: the document, then its content once it is ready.
  const sources = { cache, api: liveApi };
  // The user is a prop, so a test can make it known later (rerender({ userId })).
  const hook = renderHook(
    ({ userId: user }: { userId: string | null }) => {
      const viewable = useViewableDocument(documentId, user, sources);
      return { viewable, content: useDocumentContent(viewable.data, user, sources) };
    },
    { wrapper, initialProps: { userId } },
  );
  return { ...hook, calls, cache };
}

describe('useViewableDocument and useDocumentContent', () => {
  it('loads a ready document, then its pages and file, and caches them', async () => {
    const { result, calls, cache } = renderViewableDocument('doc-1', 'u1', {
      document: makeDocumentResponse(),
    });
    await waitFor(() => expect(result.current.content.isSuccess).toBe(true));
    expect(result.current.viewable.data?.document.id).toBe('doc-1');
    expect(result.current.content.data?.pages).toHaveLength(2);
    expect(calls).toContain('/api/documents/doc-1/file');
    await waitFor(async () => expect(await cache.get('doc-1', 'u1')).toBeDefined());
  });

  it('opens a cached document with its content at once, fetching nothing', async () => {
    const { cache } = createTestCache();
    caches.push(cache);
    await cache.put(makeCachedDocument());
    const { api, calls } = createFakeDocumentApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const viewable = useViewableDocument('doc-1', 'u1', { cache, api });
        return { viewable, content: useDocumentContent(viewable.data, 'u1', { cache, api }) };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.viewable.isSuccess).toBe(true));
    expect(result.current.content.data).toBe(result.current.viewable.data?.cachedContent);
    expect(calls).toEqual([]);
  });

  it('shows a processing document, then loads its file after refetch once processing ends', async () => {
    const server = { document: makeDocumentResponse({ status: 'processing' }) };
    const { result, calls } = renderViewableDocument('doc-1', 'u1', server);
    await waitFor(() => expect(result.current.viewable.isSuccess).toBe(true));
    expect(result.current.content.fetchStatus).toBe('idle');
    expect(calls).toEqual(['/api/documents/doc-1']);

    server.document = makeDocumentResponse();
    await act(() => result.current.viewable.refetch());
    await waitFor(() => expect(result.current.content.isSuccess).toBe(true));
    expect(await result.current.content.data?.file.text()).toBe('Rent.\n\nSign.');
    expect(calls).toContain('/api/documents/doc-1/file');
  });

  it('stays idle, calling nothing, until the user is known', async () => {
    const { result, calls, rerender } = renderViewableDocument('doc-1', null, {
      document: makeDocumentResponse(),
    });
    expect(result.current.viewable.fetchStatus).toBe('idle');
    expect(result.current.viewable.data).toBeUndefined();
    expect(result.current.content.fetchStatus).toBe('idle');

    // Once the user is known it loads: what it calls then is all it ever called, so nothing
    // was asked while the user was unknown (a load begun then would have called first).
    rerender({ userId: 'u1' });
    await waitFor(() => expect(result.current.content.isSuccess).toBe(true));
    expect(calls).toEqual([
      '/api/documents/doc-1',
      '/api/documents/doc-1/pages',
      '/api/documents/doc-1/file',
    ]);
  });
});
