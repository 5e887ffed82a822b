import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../common/errors/app-error.ts';
import { CREDITS_PER_ANALYSIS } from '../../common/plans/plans.ts';
import { changeCredits } from '../credits/change-credits.ts';
import {
  findAnalysisJobByKey,
  findLatestAnalysisJob,
  insertAnalysisJob,
  type AnalysisJobRow,
} from './analysis-queries.ts';
import { findDocument } from '../document-records/document-queries.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';

/** The job that answers a request, and whether it was made by an earlier one. */
export interface AnalysisRequestResult {
  job: AnalysisJobRow;
  isRepeat: boolean;
}

/**
 * Starts the analysis of one of the user's documents (one still being read waits for its text): the job and the spent credit are written
 * in one transaction, so there is never a charge without a job or a job without a charge. The
 * same Idempotency-Key gives back the same job (and is refused with 409 for another document),
 * and so does asking again while a job for the document is waiting or running (a double
 * click): nobody pays twice.
 */
export async function requestAnalysis(
  db: Kysely<Database>,
  request: { userId: string; documentId: string; idempotencyKey: string },
): Promise<AnalysisRequestResult> {
  const { userId, documentId, idempotencyKey } = request;
  const document = await findDocument(db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  try {
    return await db.transaction().execute(async (trx) => {
      const earlier = await findAnalysisJobByKey(trx, userId, idempotencyKey);
      if (earlier) return { job: assertSameDocument(earlier, documentId), isRepeat: true };
      const latest = await findLatestAnalysisJob(trx, userId, documentId);
      if (latest && (latest.status === 'queued' || latest.status === 'running')) {
        return { job: latest, isRepeat: true };
      }
      const now = new Date().toISOString();
      const job: AnalysisJobRow = {
        id: randomUUID(),
        user_id: userId,
        document_id: documentId,
        status: 'queued',
        idempotency_key: idempotencyKey,
        attempts: 0,
        lease_owner: null,
        lease_expires_at: null,
        error_code: null,
        error_message: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      };
      await insertAnalysisJob(trx, job);
      await changeCredits(trx, {
        userId,
        amount: -CREDITS_PER_ANALYSIS,
        reason: 'analysis',
        idempotencyKey: `analysis:${job.id}`,
        reference: job.id,
      });
      return { job, isRepeat: false };
    });
  } catch (error) {
    // The same key raced in twice: the other request's job stands.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findAnalysisJobByKey(db, userId, idempotencyKey);
    if (!winner) throw error;
    return { job: assertSameDocument(winner, documentId), isRepeat: true };
  }
}

/** What a request reusing a key made for another document answers (409), as Stripe does. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used to analyze another document. Send a new key for each document.';

/**
 * An Idempotency-Key stands for one request: repeated for another document it is a client's
 * mistake, refused with 409 rather than answered with the other document's job.
 */
function assertSameDocument(job: AnalysisJobRow, documentId: string): AnalysisJobRow {
  if (job.document_id !== documentId)
    throw new AppError('VALIDATION_ERROR', IDEMPOTENCY_KEY_REUSED_MESSAGE, { status: 409 });
  return job;
}
