import type { Kysely } from 'kysely';
import { CREDITS_PER_ANALYSIS } from '../../common/plans/plans.ts';
import { changeCredits } from '../credits/change-credits.ts';
import type { Database } from '../db/schema.ts';
import { findUnfinishedAnalysisJobIds } from './analysis-queries.ts';

/**
 * Gives back the credit of every job of the document that has not ended. Called in the
 * transaction that removes the document, whose jobs go with it: an analysis asked for while the
 * document was being read, or deleted before it ran, must not be paid for. The refund's key is
 * the worker's own, so a job that fails at the same moment is refunded once.
 */
export async function refundUnfinishedJobs(
  trx: Kysely<Database>,
  document: { userId: string; documentId: string },
): Promise<void> {
  const jobIds = await findUnfinishedAnalysisJobIds(trx, document.userId, document.documentId);
  for (const jobId of jobIds) {
    await changeCredits(trx, {
      userId: document.userId,
      amount: CREDITS_PER_ANALYSIS,
      reason: 'refund',
      idempotencyKey: refundKey(jobId),
      reference: jobId,
    });
  }
}

/** The ledger key of a job's refund: one refund per job, whoever gives it. */
export function refundKey(jobId: string): string {
  return `refund:${jobId}`;
}
