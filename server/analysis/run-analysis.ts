import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { AnalysisJobRow } from './analysis-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { Analyser, ReportStep } from '../engine/analyser.ts';
import { getStoredDocument } from '../document-records/stored-document.ts';

/** Opens the job's document and turns its stored text into an Analysis with the engine's analyser. */
export async function runAnalysis(
  db: Kysely<Database>,
  vault: DocumentVault,
  job: AnalysisJobRow,
  analyse: Analyser,
  reportStep: ReportStep,
): Promise<Analysis> {
  reportStep('Opening the document', 0);
  const { document, ocrPages } = await getStoredDocument(
    db,
    vault,
    job.user_id,
    job.document_id,
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', 'The document was deleted before it was analyzed.');
    throw error;
  });
  reportStep('Finding clauses, red flags and obligations', 0.1);
  return analyse({ userId: job.user_id, document, ocrPages }, reportStep);
}
