import type { Kysely } from 'kysely';
import type { Database, DocumentsTable } from '../db/schema.ts';

/** One of the user's documents as the export lists it, with what there is of it to export. */
export interface ExportedDocumentRow {
  id: string;
  file_name: string;
  file_type: DocumentsTable['file_type'];
  storage_key: string;
  created_at: string;
  has_analysis: number | string | boolean;
  has_chat: number | string | boolean;
}

/**
 * Every document of this user, oldest first, with whether it has an analysis and a chat: the
 * export names their files before it reads any of them. Only this user's rows: each column
 * and both subqueries are held to `user_id`.
 */
export async function listExportedDocuments(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedDocumentRow[]> {
  return db
    .selectFrom('documents')
    .select((eb) => [
      'documents.id',
      'documents.file_name',
      'documents.file_type',
      'documents.storage_key',
      'documents.created_at',
      eb
        .exists(
          eb
            .selectFrom('analyses')
            .select('analyses.document_id')
            .whereRef('analyses.document_id', '=', 'documents.id')
            .where('analyses.user_id', '=', userId),
        )
        .as('has_analysis'),
      eb
        .exists(
          eb
            .selectFrom('chat_messages')
            .select('chat_messages.id')
            .whereRef('chat_messages.document_id', '=', 'documents.id')
            .where('chat_messages.user_id', '=', userId),
        )
        .as('has_chat'),
    ])
    .where('documents.user_id', '=', userId)
    .orderBy('documents.created_at')
    .orderBy('documents.id')
    .execute();
}
