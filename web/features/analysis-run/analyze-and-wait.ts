import type { QueryClient } from '@tanstack/react-query';
import type { AnalysisJob, AnalysisProgress } from '../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchAnalysedDocument, requestAnalysis } from './analysis-run-api.ts';
import { followAnalysisJob } from './follow-analysis-job.ts';
import { refreshAfterAnalysis } from './refresh-after-analysis.ts';

/** How an analysis asked for outside the analysis screen ended. */
export type AnalysisOutcome =
  | { status: 'succeeded'; job: AnalysisJob; document: DocumentResponse }
  | { status: 'failed'; job: AnalysisJob };

/**
 * One analysis from request to result, for a screen other than the document's own (comparing
 * with a version just uploaded): spends a credit under the Idempotency-Key, follows the job,
 * marks stale what it changed (plan, credit history, statistics, documents list), and answers
 * the analysed document, or the failed job (whose credit came back). Throws when it cannot be
 * asked for (no credits) or followed.
 */
export async function analyzeAndWait(
  queryClient: QueryClient,
  documentId: string,
  idempotencyKey: string,
  options: { signal?: AbortSignal; onProgress?: (progress: AnalysisProgress) => void } = {},
): Promise<AnalysisOutcome> {
  const job = await requestAnalysis(documentId, idempotencyKey);
  // The credit is spent as the job is queued: the balance shown follows at once.
  void queryClient.invalidateQueries({ queryKey: queryKeys.userPlan() });
  const finished = await followAnalysisJob(job, options);
  void refreshAfterAnalysis(queryClient);
  if (finished.status === 'failed') return { status: 'failed', job: finished };
  return { status: 'succeeded', job: finished, document: await fetchAnalysedDocument(documentId) };
}
