import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_LIFETIME_MS } from './cache-constants.ts';
import type { DocumentCache } from './document-cache.ts';
import {
  createFakeDocumentApi,
  makeDocumentResponse,
  TEST_PAGES,
} from './test-api.test-support.ts';
import { createTestCache, makeCachedDocument } from './test-cache.test-support.ts';
import { loadDocumentContent, loadViewableDocument } from './viewable-document.ts';

const DOCUMENT_PATHS = [
  '/api/documents/doc-1',
  '/api/documents/doc-1/pages',
  '/api/documents/doc-1/file',
];
let caches: DocumentCache[] = [];

function setUp() {
  const setup = createTestCache();
  caches.push(setup.cache);
  return setup;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(caches.map((cache) => cache.close()));
  caches = [];
});

describe('loadViewableDocument', () => {
  it('returns a fresh cached document with no network call at all', async () => {
    const { cache } = setUp();
    await cache.put(makeCachedDocument());
    const { api, calls } = createFakeDocumentApi();

    const result = await loadViewableDocument(cache, api, 'doc-1', 'u1');

    expect(calls).toEqual([]);
    expect(result.document).toEqual({
      id: 'doc-1',
      fileName: 'lease.txt',
      fileSize: 11,
      fileType: 'txt',
      status: 'ready',
      createdAt: '2025-03-01T08:00:00.000Z',
      pageCount: 1,
      analysis: { documentType: { type: 'Unknown' } },
    });
    expect(result.cachedContent?.pages).toEqual(makeCachedDocument().pages);
    expect(await result.cachedContent?.file.text()).toBe('Rent is due');

    const content = await loadDocumentContent(cache, api, result, 'u1');
    expect(content).toBe(result.cachedContent);
    expect(calls).toEqual([]);
  });

  it('hands the conversation cached with the document to restoreChat', async () => {
    const { cache } = setUp();
    const conversation = [{ role: 'user' as const, content: 'When is rent due?' }];
    await cache.put(makeCachedDocument({ chatHistory: conversation }));
    const restoreChat = vi.fn();

    await loadViewableDocument(cache, createFakeDocumentApi().api, 'doc-1', 'u1', restoreChat);

    expect(restoreChat).toHaveBeenCalledExactlyOnceWith(conversation);
  });

  it('fetches only the document when nothing is cached, so the page can open at once', async () => {
    const { cache } = setUp();
    const { api, calls } = createFakeDocumentApi();

    const result = await loadViewableDocument(cache, api, 'doc-1', 'u1');

    expect(calls).toEqual(['/api/documents/doc-1']);
    expect(result).toEqual({
      document: makeDocumentResponse(),
      cachedContent: null,
      cachedChat: [],
    });
  });

  it('then fetches its pages and file together, and caches the whole document', async () => {
    const { cache } = setUp();
    const { api, calls } = createFakeDocumentApi();

    const viewable = await loadViewableDocument(cache, api, 'doc-1', 'u1');
    const content = await loadDocumentContent(cache, api, viewable, 'u1');

    expect([...calls].sort()).toEqual([...DOCUMENT_PATHS].sort());
    expect(content.pages).toEqual(TEST_PAGES.pages);
    expect(await content.file.text()).toBe('Rent.\n\nSign.');

    // The cache is written behind the page's back, not waited for.
    const cached = await vi.waitFor(async () => {
      const stored = await cache.get('doc-1', 'u1');
      expect(stored).toBeDefined();
      return stored;
    });
    expect(cached?.userId).toBe('u1');
    expect(cached?.extractedText).toBe('Rent.\n\nSign.');
    expect(cached?.pages).toEqual(TEST_PAGES.pages);
    expect(await cached?.file.text()).toBe('Rent.\n\nSign.');

    calls.length = 0;
    expect((await loadViewableDocument(cache, api, 'doc-1', 'u1')).cachedContent).not.toBeNull();
    expect(calls).toEqual([]);
  });

  it('fetches again once the cached copy has expired', async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument());
    clock.advance(CACHE_LIFETIME_MS);
    const { api, calls } = createFakeDocumentApi();

    const result = await loadViewableDocument(cache, api, 'doc-1', 'u1');
    expect(result.cachedContent).toBeNull();
    expect(calls).toEqual(['/api/documents/doc-1']);
  });

  it("fetches rather than serve another user's cached copy", async () => {
    const { cache } = setUp();
    await cache.put(makeCachedDocument({ userId: 'u2' }));
    const { api, calls } = createFakeDocumentApi();

    expect((await loadViewableDocument(cache, api, 'doc-1', 'u1')).cachedContent).toBeNull();
    expect(calls).toEqual(['/api/documents/doc-1']);
  });

  it('fetches rather than serve a cached copy that is not ready, keeping its conversation', async () => {
    const { cache } = setUp();
    const conversation = [{ role: 'user' as const, content: 'When is rent due?' }];
    await cache.put(makeCachedDocument({ status: 'processing', chatHistory: conversation }));
    const { api, calls } = createFakeDocumentApi();

    const viewable = await loadViewableDocument(cache, api, 'doc-1', 'u1');
    expect(viewable.cachedContent).toBeNull();
    expect(calls).toEqual(['/api/documents/doc-1']);

    await loadDocumentContent(cache, api, viewable, 'u1');
    await vi.waitFor(async () => expect((await cache.get('doc-1', 'u1'))?.status).toBe('ready'));
    expect((await cache.get('doc-1', 'u1'))?.chatHistory).toEqual(conversation);
  });

  it('returns a processing document as it is, and caches nothing', async () => {
    const { cache } = setUp();
    const document = makeDocumentResponse({ status: 'processing' });
    const { api, calls } = createFakeDocumentApi(document);

    const result = await loadViewableDocument(cache, api, 'doc-1', 'u1');

    expect(result).toEqual({ document, cachedContent: null, cachedChat: [] });
    expect(calls).toEqual(['/api/documents/doc-1']);
    expect(await cache.list('u1')).toEqual([]);
  });

  it('still loads from the API when the cache cannot be used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      get: () => Promise.reject(new Error('IndexedDB unavailable')),
      put: () => Promise.reject(new Error('IndexedDB unavailable')),
    };
    const { api } = createFakeDocumentApi();

    const viewable = await loadViewableDocument(broken, api, 'doc-1', 'u1');
    expect(viewable.cachedContent).toBeNull();
    expect((await loadDocumentContent(broken, api, viewable, 'u1')).pages).toEqual(
      TEST_PAGES.pages,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });

  it('passes an API failure on to the caller', async () => {
    const { cache } = setUp();
    const { api } = createFakeDocumentApi(makeDocumentResponse({ id: 'other' }));
    await expect(loadViewableDocument(cache, api, 'doc-1', 'u1')).rejects.toThrow(
      'Unexpected GET /api/documents/doc-1',
    );
  });
});
