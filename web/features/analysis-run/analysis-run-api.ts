import type { AnalysisJob } from '../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { ApiError, apiClient } from '../../lib/api-client.ts';

function documentPath(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}`;
}

/**
 * POST /api/documents/{id}/analyze: spends a credit and queues the analysis. The Idempotency-Key
 * makes a retried or doubled request charged once.
 */
export async function requestAnalysis(
  documentId: string,
  idempotencyKey: string,
): Promise<AnalysisJob> {
  const { job } = await apiClient.post<{ job: AnalysisJob }>(
    `${documentPath(documentId)}/analyze`,
    undefined,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return job;
}

/**
 * GET /api/documents/{id}/analysis-job: the latest analysis asked for, or null when none ever
 * was (the server's 404). Any other failure is thrown, for the page to show.
 */
export async function fetchLatestAnalysisJob(documentId: string): Promise<AnalysisJob | null> {
  try {
    return (await apiClient.get<{ job: AnalysisJob }>(`${documentPath(documentId)}/analysis-job`))
      .job;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/documents/{id}: the document with the analysis a finished job stored. */
export function fetchAnalysedDocument(documentId: string): Promise<DocumentResponse> {
  return apiClient.get<DocumentResponse>(documentPath(documentId));
}
