import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fetchSharedDocument, fetchSharedPages, getSharedFileUrl } from './shared-view-api.ts';
import { isShareUnavailable, shouldRetryShareRequest } from './share-unavailable.ts';

const SHARED = {
  documentName: 'lease.txt',
  fileType: 'txt',
  pageCount: 1,
  include: ['summary'],
  expiresAt: '2026-03-14T12:00:00.000Z',
  analysis: {
    documentType: { type: 'Residential Lease', confidence: 0.9 },
    overallConfidence: 80,
    confidenceReasons: [],
    perspective: null,
    coverage: {
      pages: 1,
      pagesAnalysed: 1,
      ocrPages: [],
      skipped: [],
      unverifiedFindingsDropped: 0,
    },
    summary: { short: 'A lease.', keyPoints: [] },
  },
};

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

describe('the public share API', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a shared analysis with no Authorization header and keeps only known fields', async () => {
    const fetchMock = answer(200, { ...SHARED, ownerEmail: 'owner@example.com' });
    const shared = await fetchSharedDocument('a/b token', fetchMock);

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/public/shares/a%2Fb%20token');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(shared.documentName).toBe('lease.txt');
    expect(shared.analysis.summary?.short).toBe('A lease.');
    expect(JSON.stringify(shared)).not.toContain('owner@example.com');
  });

  it('asks for the pages, and names the file, under the same token', async () => {
    const fetchMock = answer(200, {
      pageCount: 1,
      pages: [{ number: 1, start: 0, end: 8, text: 'A lease.' }],
    });
    const pages = await fetchSharedPages('tok', fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/shares/tok/pages');
    expect(pages.pages[0]?.text).toBe('A lease.');
    expect(getSharedFileUrl('tok')).toBe('/api/public/shares/tok/file');
  });

  it('fails with a 404 ApiError for a link that is gone, and does not ask again', async () => {
    const fetchMock = answer(404, { error: 'Not found.', code: 'NOT_FOUND' });
    const error: unknown = await fetchSharedDocument('gone', fetchMock).catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(isShareUnavailable(error)).toBe(true);
    expect(shouldRetryShareRequest(0, error as Error)).toBe(false);
  });

  it('lets a network failure through as it is, to be tried again once', async () => {
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await fetchSharedDocument('tok', offline).catch((caught) => caught);

    expect(error).toBeInstanceOf(TypeError);
    expect(isShareUnavailable(error)).toBe(false);
    expect(shouldRetryShareRequest(0, error as Error)).toBe(true);
    expect(shouldRetryShareRequest(1, error as Error)).toBe(false);
  });

  it('uses the browser fetch when none is given', async () => {
    const fetchMock = answer(200, SHARED);
    vi.stubGlobal('fetch', fetchMock);
    await fetchSharedDocument('tok');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
