import * as z from 'zod/mini';

/** An analysis job as the API shows it. */
export const analysisJobSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** NOT_LEGAL_DOCUMENT or ANALYSIS_FAILED when it failed; either way the credit came back. */
  errorCode: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});

export type AnalysisJob = z.infer<typeof analysisJobSchema>;

/** POST /api/documents/:id/analyze answers 202 with the job. */
export const analyzeResponseSchema = z.object({ job: analysisJobSchema });

/** The header that makes a retried analyze request safe: the same key never charges twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
