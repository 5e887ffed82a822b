import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What the statistics need of one analysed document: its analysis and its text's length. */
export interface AnalysedDocumentRow {
  analysis_json: string;
  text_length: number;
}

/**
 * Every one of the user's documents that has an analysis, with the length of its text in
 * characters. The database measures the text, so none of it is sent; documents without an
 * analysis are not analysed and are not read at all. The join starts from the user's documents
 * (indexed by user) and finds each analysis by its document id, the analyses' primary key.
 */
export async function listAnalysedDocuments(
  db: Kysely<Database>,
  userId: string,
): Promise<AnalysedDocumentRow[]> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('analyses', 'analyses.document_id', 'documents.id')
    .select([
      'analyses.analysis_json',
      // LENGTH counts characters, not bytes, in both SQLite and PostgreSQL.
      sql<number | string>`length(${sql.ref('documents.extracted_text')})`.as('text_length'),
    ])
    .where('documents.user_id', '=', userId)
    .where('analyses.user_id', '=', userId)
    .execute();
  // A driver may hand back a numeric as a string; the statistics need numbers.
  return rows.map((row) => ({
    analysis_json: row.analysis_json,
    text_length: Number(row.text_length),
  }));
}
