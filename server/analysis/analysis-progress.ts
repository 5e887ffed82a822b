import type { AnalysisJob, AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import type { AnalysisJobRow } from './analysis-queries.ts';

/** A job row as the API shows it. */
export function presentJob(job: AnalysisJobRow): AnalysisJob {
  return {
    id: job.id,
    documentId: job.document_id,
    status: job.status,
    errorCode: job.error_code,
    errorMessage: job.error_message,
    createdAt: job.created_at,
    finishedAt: job.finished_at,
  };
}

/** The report for a job as it stands in the database: waiting, running, or ended. */
export function progressOfJob(job: AnalysisJob): AnalysisProgress {
  const { documentId } = job;
  switch (job.status) {
    case 'queued':
      return { documentId, job, message: 'Waiting to start', progress: 0 };
    case 'running':
      return { documentId, job, message: 'Analysing the document', progress: 5 };
    case 'succeeded':
      return { documentId, job, message: 'Analysis complete', progress: 100 };
    case 'failed':
      return {
        documentId,
        job,
        message: job.errorMessage ?? 'The analysis failed.',
        progress: 100,
      };
  }
}
