import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';

/** What the statistics need of one analysed document: its analysis and its text's length. */
export interface AnalysedDocumentRow {
  analysis_json: string;
  text_length: number;
}

/**
 * Every one of the user's documents that has an analysis, with the length of its text in
 * characters, kept beside the sealed text; documents without an analysis are not analysed and
 * are not read at all. The join starts from the user's documents
 * (indexed by user) and finds each analysis by its document id, the analyses' primary key.
 */
export async function listAnalysedDocuments(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
): Promise<AnalysedDocumentRow[]> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('analyses', 'analyses.document_id', 'documents.id')
    .select(['documents.id', 'analyses.analysis_json', 'documents.text_length'])
    .where('documents.user_id', '=', userId)
    .where('analyses.user_id', '=', userId)
    .execute();
  // A driver may hand back a numeric as a string; the statistics need numbers.
  return Promise.all(
    rows.map(async (row) => ({
      analysis_json: await vault.openText(db, row.id, 'analysis', row.analysis_json),
      text_length: Number(row.text_length),
    })),
  );
}
