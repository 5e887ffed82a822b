import { describe, expect, it, vi } from 'vitest';
import type { ProcessingProgress } from '../../../common/api/documents.ts';
import { ApiError } from '../../lib/api-client.ts';
import { makeDocument, makeProgress } from './sample-documents.test-support.ts';
import { watchProcessing } from './watch-processing.ts';
import { eventStreamResponse } from '../../lib/event-stream-response.test-support.ts';

function frame(progress: ProcessingProgress): string {
  return `event: progress\ndata: ${JSON.stringify(progress)}\n\n`;
}

describe('watchProcessing', () => {
  it('follows the progress stream with the bearer token until the final event', async () => {
    const steps = [
      makeProgress({ message: 'Reading page 1 of 2', currentPage: 1, totalPages: 2, progress: 50 }),
      makeProgress({ isProcessing: false, status: 'ready', message: 'Ready', progress: 100 }),
    ];
    const fetchMock = vi.fn(() =>
      Promise.resolve(eventStreamResponse([': hi\n\n', ...steps.map(frame)])),
    );
    const onProgress = vi.fn();
    const getDocument = vi.fn();

    const final = await watchProcessing('doc-1', {
      fetch: fetchMock,
      getAccessToken: () => 'token-9',
      getDocument,
      onProgress,
    });

    expect(final.status).toBe('ready');
    expect(
      onProgress.mock.calls.map(([progress]) => (progress as ProcessingProgress).message),
    ).toEqual(['Reading page 1 of 2', 'Ready']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents/doc-1/progress');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-9');
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('polls the document every interval when the stream drops before the end', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(eventStreamResponse([frame(makeProgress())], 'error')),
    );
    const getDocument = vi
      .fn()
      .mockResolvedValueOnce(makeDocument({ status: 'processing' }))
      .mockResolvedValueOnce(makeDocument({ status: 'ready', pageCount: 12 }));
    const onProgress = vi.fn();

    const final = await watchProcessing('doc-1', {
      fetch: fetchMock,
      getAccessToken: () => 't',
      getDocument,
      onProgress,
      pollIntervalMs: 1,
    });

    expect(getDocument).toHaveBeenCalledTimes(2);
    expect(final).toMatchObject({ isProcessing: false, status: 'ready', totalPages: 12 });
    expect(onProgress).toHaveBeenLastCalledWith(final);
  });

  it('reports a document removed while polling as failed', async () => {
    const final = await watchProcessing('doc-1', {
      fetch: () => Promise.resolve(new Response('nope', { status: 503 })),
      getAccessToken: () => 't',
      getDocument: () => Promise.reject(new ApiError('Not found', { status: 404 })),
      pollIntervalMs: 1,
    });
    expect(final).toMatchObject({ isProcessing: false, status: 'failed' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const promise = watchProcessing('doc-1', {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      getAccessToken: () => 't',
      getDocument: () => Promise.resolve(makeDocument({ status: 'processing' })),
      pollIntervalMs: 10_000,
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
