import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isFinishedJob, type AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import { progressOfJob } from '../analysis/analysis-progress.ts';
import { getAnalysisJobProgress, getLatestAnalysisJob } from '../analysis/analysis-job-status.ts';
import type { Database } from '../db/schema.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { openEventStream } from './event-stream.ts';

// The database is asked this often as well, for steps announced while this instance missed it.
const RECHECK_EVERY_MS = 2000;

/**
 * Answers with the progress of the latest analysis of the user's document as server-sent
 * events: where it stands at once, then each step the worker reports, ending after the job
 * ends. A document with no analysis job, or another user's, is a 404.
 */
export async function streamAnalysisProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  context: {
    db: Kysely<Database>;
    progress: ProgressRelay<AnalysisProgress>;
    userId: string;
    documentId: string;
  },
): Promise<void> {
  const { db, progress, userId, documentId } = context;
  const job = await getLatestAnalysisJob(db, userId, documentId);

  const stream = openEventStream(request, reply);
  const send = (report: AnalysisProgress) => {
    stream.send('progress', report);
    // The last report ends the stream; deferred, since subscribe may call back synchronously.
    if (isFinishedJob(report.job)) queueMicrotask(stream.close);
  };
  const initial = progressOfJob(job);
  send(initial);
  if (isFinishedJob(initial.job)) return;

  const stopFollowing = progress.hub.subscribe(
    userId,
    documentId,
    // The hub may still hold an earlier job's last report: only this job's count.
    (report) => report.job.id === job.id && send(report),
    () => initial,
  );
  // A step announced by another process may be missed: the stored one is asked for too.
  const recheck = setInterval(() => {
    void progress.refresh(userId, documentId).catch(() => undefined);
    void getAnalysisJobProgress(db, job.id).then(
      (current) => {
        if (!current) stream.close();
        else if (isFinishedJob(current.job)) send(current);
      },
      () => undefined,
    );
  }, RECHECK_EVERY_MS);
  stream.onClose(() => {
    clearInterval(recheck);
    stopFollowing();
  });
}
