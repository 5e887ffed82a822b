import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  fetchShareLinkDocument,
  fetchShareLinkFile,
  fetchShareLinkPages,
  getShareLinkFileUrl,
  getShareLinkViewerHeaders,
  unlockShareLinkDocument,
} from './share-link-view-api.ts';
import {
  isSharePasscodeRequired,
  isShareUnavailable,
  shouldRetryShareRequest,
} from './share-unavailable.ts';

const SHARED = {
  documentName: 'lease.txt',
  fileType: 'txt',
  pageCount: 1,
  include: ['summary'],
  expiresAt: '2026-03-14T12:00:00.000Z',
  isViewOnly: false,
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
    const shared = await fetchShareLinkDocument('a/b token', undefined, fetchMock);

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
    const pages = await fetchShareLinkPages('tok', undefined, fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/shares/tok/pages');
    expect(pages.pages[0]?.text).toBe('A lease.');
    expect(getShareLinkFileUrl('tok')).toBe('/api/public/shares/tok/file');
  });

  it('fails with a 404 ApiError for a link that is gone, and does not ask again', async () => {
    const fetchMock = answer(404, { error: 'Not found.', code: 'NOT_FOUND' });
    const error: unknown = await fetchShareLinkDocument('gone', undefined, fetchMock).catch(
      (caught) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(isShareUnavailable(error)).toBe(true);
    expect(shouldRetryShareRequest(0, error as Error)).toBe(false);
  });

  it('lets a network failure through as it is, to be tried again once', async () => {
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await fetchShareLinkDocument('tok', undefined, offline).catch(
      (caught) => caught,
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(isShareUnavailable(error)).toBe(false);
    expect(shouldRetryShareRequest(0, error as Error)).toBe(true);
    expect(shouldRetryShareRequest(1, error as Error)).toBe(false);
  });

  it('uses the browser fetch when none is given', async () => {
    const fetchMock = answer(200, SHARED);
    vi.stubGlobal('fetch', fetchMock);
    await fetchShareLinkDocument('tok', undefined);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends the access a passcode gave with every request of the link, and the viewer says why', async () => {
    const fetchMock = answer(200, SHARED);
    await fetchShareLinkDocument('tok', 'access-1', fetchMock);
    const fileMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('bytes')));
    const blob = await fetchShareLinkFile('tok', 'access-1', fileMock);

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-share-access')).toBe(
      'access-1',
    );
    const fileHeaders = new Headers(fileMock.mock.calls[0]?.[1]?.headers);
    expect(fileMock.mock.calls[0]?.[0]).toBe('/api/public/shares/tok/file');
    expect(fileHeaders.get('x-share-access')).toBe('access-1');
    expect(fileHeaders.get('x-share-purpose')).toBe('download');
    expect(await blob.text()).toBe('bytes');
    expect(getShareLinkViewerHeaders(undefined)).toEqual({ 'x-share-purpose': 'view' });
    expect(getShareLinkViewerHeaders('a')).toEqual({
      'x-share-access': 'a',
      'x-share-purpose': 'view',
    });
  });

  it('posts the passcode in the body, never the URL, and tells a locked link’s time', async () => {
    const unlocked = answer(200, { accessToken: 'access-2', expiresAt: '2026-03-14T13:00:00Z' });
    expect(await unlockShareLinkDocument('tok', 'secret-code', unlocked)).toEqual({
      accessToken: 'access-2',
      expiresAt: '2026-03-14T13:00:00Z',
    });
    const [path, init] = unlocked.mock.calls[0] ?? [];
    expect(path).toBe('/api/public/shares/tok/unlock');
    expect(String(path)).not.toContain('secret-code');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ passcode: 'secret-code' });

    const wrong = answer(400, {
      error: 'That passcode is not right. 4 tries left.',
      code: 'INVALID_CREDENTIALS',
    });
    await expect(unlockShareLinkDocument('tok', 'nope', wrong)).rejects.toThrow('4 tries left');

    const locked = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'locked', code: 'ACCOUNT_LOCKED' }), {
          status: 423,
          headers: { 'content-type': 'application/json', 'retry-after': '900' },
        }),
      ),
    );
    const error: unknown = await unlockShareLinkDocument('tok', 'nope', locked).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(
      /^Too many wrong passcodes: this link is locked until .+\. Try again then\.$/,
    );
  });

  it('takes a 403 to mean the link asks for its passcode, and does not ask again without it', async () => {
    const fetchMock = answer(403, { error: 'This link asks for a passcode.', code: 'FORBIDDEN' });
    const error: unknown = await fetchShareLinkDocument('tok', undefined, fetchMock).catch(
      (caught) => caught,
    );
    expect(isSharePasscodeRequired(error)).toBe(true);
    expect(isShareUnavailable(error)).toBe(false);
    expect(shouldRetryShareRequest(0, error as Error)).toBe(false);
  });
});
