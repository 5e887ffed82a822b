import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { DocumentPage } from '../../common/api/documents.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { analyzeWithLlm, type LlmModel } from '../../core/analysis/llm/index.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { AnalysisJobRow } from '../db/queries/analysis-jobs.ts';
import type { Database } from '../db/schema.ts';
import type { ReportAnalysisStep } from './analysis-progress.ts';

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
  job: AnalysisJobRow,
  settings: AnalysisEngineSettings,
  reportStep: ReportAnalysisStep,
): Promise<Analysis> {
  reportStep('Opening the document', 0);
  const row = await db
    .selectFrom('documents')
    .select(['file_type', 'extracted_text', 'pages_json'])
    .where('id', '=', job.document_id)
    .where('user_id', '=', job.user_id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'The document was deleted before it was analysed.');
  const pages = JSON.parse(row.pages_json) as DocumentPage[];
  const document: ParsedDocument = {
    fileType: row.file_type,
    text: row.extracted_text,
    pages,
    isPaginationDerived: row.file_type !== 'pdf',
    pagesWithoutText: [],
  };
  const ocrPages = pages.flatMap((page) =>
    typeof page.ocrConfidence === 'number'
      ? [{ page: page.number, confidence: page.ocrConfidence }]
      : [],
  );
  reportStep('Finding clauses, red flags and obligations', 0.1);
  const builtIn = analyzeDocument(document, { ocrPages });
  const { languageModel } = settings;
  if (!languageModel) return builtIn;
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
