import {
  analysisProgressSchema,
  isFinishedJob,
  type AnalysisJob,
  type AnalysisProgress,
} from '../../../common/api/analysis-jobs.ts';
import { apiClient } from '../../lib/api-client.ts';
import { followEventStream, parseEventData } from '../../lib/event-stream.ts';

/** How often the fallback asks where the job is, when the event stream is not available. */
export const JOB_POLL_INTERVAL_MS = 1000;

/** The collaborators of followAnalysisJob; tests pass fakes, the app uses the defaults. */
export interface FollowAnalysisJobOptions {
  /** Each step of the job as the server reports it. */
  onProgress?: (progress: AnalysisProgress) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null> | string | null;
  getJob?: (documentId: string) => Promise<AnalysisJob>;
  pollIntervalMs?: number;
}

/**
 * Follows an analysis job until it ends, resolving with the ended job. It listens to the job's
 * server-sent events (each step with its message and percentage); if the stream cannot be
 * opened or drops, it asks GET /api/documents/{id}/analysis-job every second instead.
 */
export async function followAnalysisJob(
  job: AnalysisJob,
  options: FollowAnalysisJobOptions = {},
): Promise<AnalysisJob> {
  if (isFinishedJob(job)) return job;
  const url = `/api/documents/${encodeURIComponent(job.documentId)}/analysis-job/events`;
  const final = await followEventStream(url, {
    event: 'progress',
    parse: (data) => {
      const progress = parseEventData(data, analysisProgressSchema);
      return progress?.job.id === job.id ? progress : null;
    },
    isFinal: (progress) => isFinishedJob(progress.job),
    ...(options.onProgress && { onReport: options.onProgress }),
    ...(options.signal && { signal: options.signal }),
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.getAccessToken && { getAccessToken: options.getAccessToken }),
  });
  return final?.job ?? pollUntilFinished(job, options);
}

async function pollUntilFinished(
  job: AnalysisJob,
  options: FollowAnalysisJobOptions,
): Promise<AnalysisJob> {
  const getJob =
    options.getJob ??
    (async (documentId: string) =>
      (
        await apiClient.get<{ job: AnalysisJob }>(
          `/api/documents/${encodeURIComponent(documentId)}/analysis-job`,
        )
      ).job);
  let current = job;
  while (!isFinishedJob(current)) {
    await wait(options.pollIntervalMs ?? JOB_POLL_INTERVAL_MS, options.signal);
    current = await getJob(job.documentId);
  }
  return current;
}

function wait(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
