import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisJob } from '../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { logger } from '../../lib/logger.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../lib/query-client-wrapper.test-support.tsx';
import { followAnalysisJob } from './follow-analysis-job.ts';
import { useAnalysisRun } from './use-analysis-run.ts';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiClient: { get: vi.fn(), post: vi.fn() },
}));
vi.mock('./follow-analysis-job.ts', () => ({ followAnalysisJob: vi.fn() }));
vi.mock('../../lib/logger.ts', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const postMock = vi.mocked(apiClient.post);
const followMock = vi.mocked(followAnalysisJob);

const UNANALYSED: DocumentResponse = {
  id: 'doc-1',
  fileName: 'lease.pdf',
  fileSize: 1000,
  fileType: 'pdf',
  status: 'ready',
  createdAt: '2026-11-22T09:00:00.000Z',
  pageCount: 3,
  analysis: { documentType: { type: 'Unknown' } },
};
// Only the type matters to the run; the rest of an analysis is the results' business.
const ANALYSED = {
  ...UNANALYSED,
  analysis: { documentType: { type: 'Residential Lease', confidence: 0.9 } },
} as DocumentResponse;

function makeJob(status: AnalysisJob['status']): AnalysisJob {
  return {
    id: 'job-1',
    documentId: 'doc-1',
    status,
    errorCode: null,
    errorMessage: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    finishedAt: status === 'succeeded' || status === 'failed' ? '2026-11-22T10:01:00.000Z' : null,
  };
}

function renderRun(document: DocumentResponse) {
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.document('doc-1', 'u1'), { document, pages: [] });
  for (const queryKey of [queryKeys.userPlan(), queryKeys.stats(), queryKeys.documents()]) {
    client.setQueryData(queryKey, {});
  }
  const hook = renderHook(() => useAnalysisRun(document, 'u1'), withQueryClient(client));
  return { client, ...hook };
}

/** Answers GET /api/documents/doc-1/analysis-job with `job`, or fails with `failure`. */
function latestJob(answer: { job: AnalysisJob } | { failure: Error }) {
  getMock.mockImplementation((path: string) => {
    if (path.endsWith('/analysis-job')) {
      return 'job' in answer
        ? Promise.resolve({ job: answer.job })
        : Promise.reject(answer.failure);
    }
    return Promise.resolve(ANALYSED);
  });
}

beforeEach(() => vi.clearAllMocks());

describe('useAnalysisRun', () => {
  it('takes a 404 for the latest job as "no analysis yet", quietly', async () => {
    latestJob({ failure: new ApiError('Not found', { status: 404 }) });
    const { result } = renderRun({ ...UNANALYSED, isAnalysing: true });
    await waitFor(() => expect(getMock).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current.state).toEqual({ phase: 'idle' });
    expect(followMock).not.toHaveBeenCalled();
  });

  it('shows any other failure to read the latest job', async () => {
    const failure = new ApiError('Server error', { status: 500 });
    latestJob({ failure });
    const { result } = renderRun({ ...UNANALYSED, isAnalysing: true });
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'error', error: failure }));
  });

  it('follows a job already under way, then shows the analysis and refreshes what it changed', async () => {
    latestJob({ job: makeJob('running') });
    followMock.mockResolvedValueOnce(makeJob('succeeded'));
    const { client, result } = renderRun({ ...UNANALYSED, isAnalysing: true });

    await waitFor(() =>
      expect(client.getQueryData(queryKeys.analysisJob('doc-1'))).toMatchObject({
        status: 'succeeded',
      }),
    );
    expect(followMock).toHaveBeenCalledOnce();
    expect(client.getQueryData(queryKeys.document('doc-1', 'u1'))).toMatchObject({
      document: { analysis: ANALYSED.analysis },
    });
    for (const queryKey of [queryKeys.userPlan(), queryKeys.stats(), queryKeys.documents()]) {
      expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('asks nothing about jobs for a document that is not being analysed', async () => {
    renderRun(UNANALYSED);
    await act(async () => {});
    expect(getMock).not.toHaveBeenCalled();
  });

  it('runs an analysis with its Idempotency-Key and shows a failed job', async () => {
    postMock.mockResolvedValueOnce({ job: makeJob('queued') });
    const failed = { ...makeJob('failed'), errorCode: 'NOT_LEGAL_DOCUMENT' };
    followMock.mockResolvedValueOnce(failed);
    const { result } = renderRun(UNANALYSED);

    await act(() => result.current.run('key-1'));
    expect(postMock).toHaveBeenCalledWith('/api/documents/doc-1/analyze', undefined, {
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(result.current.state).toEqual({ phase: 'failed', job: failed });
  });

  it('shows and logs a request for an analysis that failed', async () => {
    const failure = new ApiError('No credits', { status: 402 });
    postMock.mockRejectedValueOnce(failure);
    const { result } = renderRun(UNANALYSED);
    await act(() => result.current.run('key-1'));
    expect(result.current.state).toEqual({ phase: 'error', error: failure });
    expect(logger.error).toHaveBeenCalledWith('The analysis could not be run', failure);
  });
});
