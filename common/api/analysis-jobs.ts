import * as z from 'zod/mini';
import { analysisSchema } from '../analysis/analysis-schema.ts';

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

/**
 * What GET /api/documents/:id/analysis-job/events sends while a job runs: the job, a sentence
 * about the step it is on, and how far it is (0-100). The stream ends after the finished job.
 */
export const analysisProgressSchema = z.object({
  documentId: z.string(),
  job: analysisJobSchema,
  message: z.string(),
  progress: z.number().check(z.minimum(0), z.maximum(100)),
});

export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/** Whether the job has ended, one way or the other. */
export function isFinishedJob(job: Pick<AnalysisJob, 'status'>): boolean {
  return job.status === 'succeeded' || job.status === 'failed';
}

/** POST /api/documents/:id/perspective: read the analysed document as this party (role or name). */
export const switchReaderRequestSchema = z.object({
  role: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** ... and the analysis written for that party, now the document's analysis. */
export const switchReaderResponseSchema = z.object({ analysis: analysisSchema });
