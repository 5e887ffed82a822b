import type { Kysely } from 'kysely';

/**
 * Uploaded documents, one row per file a user keeps. The bytes live in the blob store under
 * `storage_key`; the row holds what parsing found, so pages and text are served without reading
 * the file again. One user cannot keep the same bytes twice: (user_id, sha256) is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('file_type', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('file_size', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull())
    .addColumn('page_count', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('extracted_text', 'text', (column) => column.notNull())
    .addColumn('pages_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('documents_user_id_sha256', ['user_id', 'sha256'])
    .execute();
  // The list is the user's documents newest first.
  await db.schema
    .createIndex('documents_user_id_created_at')
    .on('documents')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}

/** Drops the documents table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
