import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isFinishedJob, type AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import { progressOfJob } from '../analysis/analysis-progress.ts';
import { getAnalysisJobProgress, getLatestAnalysisJob } from '../analysis/analysis-job-status.ts';
import type { Database } from '../db/schema.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { streamProgress } from './stream-progress.ts';

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

  const initial = progressOfJob(job);
  streamProgress(request, reply, {
    initial,
    progress,
    userId,
    documentId,
    isLast: (report) => isFinishedJob(report.job),
    whenUnknown: () => initial,
    // The hub may still hold an earlier job's last report: only this job's count.
    accepts: (report) => report.job.id === job.id,
    // A job's end is stored even when its announcement is missed.
    recheck: (deliver, close) =>
      void getAnalysisJobProgress(db, job.id).then(
        (current) => {
          if (!current) close();
          else if (isFinishedJob(current.job)) deliver(current);
        },
        () => undefined,
      ),
  });
}
