import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { LlmModel } from '../../core/analysis/llm/index.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { AnalysisJobRow } from './analysis-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { ReportAnalysisStep } from './analysis-progress.ts';
import { builtInEngine } from './engine-thread.ts';
import { getStoredDocument } from '../documents/stored-document.ts';

/** The engine settings of a server: the built-in engine alone, or guiding a language model. */
export interface AnalysisEngineSettings {
  languageModel: LlmModel | null;
}

/**
 * Turns a document's stored text into an Analysis. The built-in engine always runs first: it
 * decides whether the document is legal at all (a recipe costs nothing and no model call), and
 * with a language model configured its findings guide the model's reading.
 */
export async function runAnalysis(
  db: Kysely<Database>,
  vault: DocumentVault,
  job: AnalysisJobRow,
  settings: AnalysisEngineSettings,
  reportStep: ReportAnalysisStep,
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
  const builtIn = await builtInEngine.analyze(job.user_id, document, {
    reading: { ocrPages },
  });
  const { languageModel } = settings;
  if (!languageModel) return builtIn;
  // Loaded only by a server with a model configured: the AI SDK slows every start otherwise.
  const { analyzeWithLlm } = await import('../../core/analysis/llm/index.ts');
  return analyzeWithLlm(document, {
    model: languageModel,
    guidance: builtIn,
    onProgress: (done, total) =>
      reportStep(
        done < total
          ? `Reading with the language model: part ${done + 1} of ${total}`
          : 'Checking every quote against the document',
        0.3 + (0.7 * done) / total,
      ),
  });
}
