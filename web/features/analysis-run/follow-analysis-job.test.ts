import { describe, expect, it, vi } from 'vitest';
import type { AnalysisJob, AnalysisProgress } from '../../../common/api/analysis-jobs.ts';
import { followAnalysisJob } from './follow-analysis-job.ts';
import { eventStreamResponse } from '../../lib/event-stream-response.test-support.ts';

function makeJob(overrides: Partial<AnalysisJob> = {}): AnalysisJob {
  return {
    id: 'job-1',
    documentId: 'doc-1',
    status: 'queued',
    errorCode: null,
    errorMessage: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

function frame(job: AnalysisJob, message: string, progress: number): string {
  const report: AnalysisProgress = { documentId: job.documentId, job, message, progress };
  return `event: progress\ndata: ${JSON.stringify(report)}\n\n`;
}

describe('followAnalysisJob', () => {
  it("reports each step of the job's event stream and resolves with the ended job", async () => {
    const running = makeJob({ status: 'running' });
    const done = makeJob({ status: 'succeeded', finishedAt: '2026-11-22T10:00:02.000Z' });
    const earlier = makeJob({ id: 'job-0', status: 'succeeded' });
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        eventStreamResponse([
          frame(earlier, 'An earlier analysis', 100),
          frame(running, 'Finding clauses, red flags and obligations', 14),
          frame(done, 'Analysis complete', 100),
        ]),
      ),
    );
    const onProgress = vi.fn();
    const getJob = vi.fn();

    const final = await followAnalysisJob(makeJob(), {
      fetch: fetchMock,
      getAccessToken: () => 'token-7',
      getJob,
      onProgress,
    });

    expect(final).toEqual(done);
    expect(onProgress.mock.calls.map(([report]) => (report as AnalysisProgress).message)).toEqual([
      'Finding clauses, red flags and obligations',
      'Analysis complete',
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents/doc-1/analysis-job/events');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-7');
    expect(getJob).not.toHaveBeenCalled();
  });

  it('asks for the job every interval when the stream drops before the end', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        eventStreamResponse([frame(makeJob({ status: 'running' }), 'Opening', 5)], 'error'),
      ),
    );
    const getJob = vi
      .fn()
      .mockResolvedValueOnce(makeJob({ status: 'running' }))
      .mockResolvedValueOnce(makeJob({ status: 'failed', errorCode: 'ANALYSIS_FAILED' }));

    const final = await followAnalysisJob(makeJob(), {
      fetch: fetchMock,
      getAccessToken: () => 'token-7',
      getJob,
      pollIntervalMs: 1,
    });

    expect(final.errorCode).toBe('ANALYSIS_FAILED');
    expect(getJob).toHaveBeenCalledTimes(2);
    expect(getJob).toHaveBeenCalledWith('doc-1');
  });

  it('stops polling when told to', async () => {
    const controller = new AbortController();
    const getJob = vi.fn(() => {
      controller.abort(new Error('left the page'));
      return Promise.resolve(makeJob({ status: 'running' }));
    });
    await expect(
      followAnalysisJob(makeJob(), {
        fetch: () => Promise.resolve(new Response(null, { status: 503 })),
        getAccessToken: () => 'token-7',
        getJob,
        pollIntervalMs: 1,
        signal: controller.signal,
      }),
    ).rejects.toThrow('left the page');
    expect(getJob).toHaveBeenCalledTimes(1);
  });

  it('does not follow a job that has already ended', async () => {
    const fetchMock = vi.fn();
    const done = makeJob({ status: 'succeeded' });
    expect(await followAnalysisJob(done, { fetch: fetchMock })).toBe(done);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
