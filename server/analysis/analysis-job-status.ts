import type { Kysely } from 'kysely';
import type { AnalysisJob, AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import type { Database } from '../db/schema.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { presentJob, progressOfJob } from './analysis-progress.ts';
import { findAnalysisJob, findLatestAnalysisJob } from './analysis-queries.ts';

/**
 * The latest analysis job of the user's document as the API shows it; NOT_FOUND for a document
 * never analysed, and for another user's.
 */
export async function getLatestAnalysisJob(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<AnalysisJob> {
  const job = await findLatestAnalysisJob(db, userId, documentId);
  if (!job) throw createDocumentNotFoundError();
  return presentJob(job);
}

/** Where a job stands as stored, as a progress report; undefined once it went with its document. */
export async function getAnalysisJobProgress(
  db: Kysely<Database>,
  jobId: string,
): Promise<AnalysisProgress | undefined> {
  const job = await findAnalysisJob(db, jobId);
  return job && progressOfJob(presentJob(job));
}
