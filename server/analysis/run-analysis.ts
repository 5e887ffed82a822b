import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { DocumentPage } from '../../common/api/documents.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { AnalysisJobRow } from '../db/queries/analysis-jobs.ts';
import type { Database } from '../db/schema.ts';

/** Turns a document's stored text into an Analysis with the built-in engine. */
export async function runAnalysis(db: Kysely<Database>, job: AnalysisJobRow): Promise<Analysis> {
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
  return analyzeDocument(document, { ocrPages });
}
