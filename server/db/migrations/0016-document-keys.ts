import { sql, type Kysely } from 'kysely';

/**
 * Issue 35: encryption at rest. Each document has its own random AES-256 key, kept here only
 * wrapped (encrypted) by the installation's master key, whose id says which master key wrapped
 * it (rotation re-wraps them all). The row goes with its document (ON DELETE CASCADE): once it
 * is gone, no copy of the document's file, text, analysis or chat can be read again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_keys')
    .addColumn('document_id', 'text', (column) =>
      column.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('master_key_id', 'text', (column) => column.notNull())
    .addColumn('wrapped_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // Rotation finds the keys still wrapped by an older master key.
  await db.schema
    .createIndex('document_keys_master_key_id')
    .on('document_keys')
    .column('master_key_id')
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('text_length', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update documents set text_length = length(extracted_text)`.execute(db);
}

/** Drops the keys: every encrypted document becomes unreadable, so never run it on real data. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('text_length').execute();
  await db.schema.dropTable('document_keys').execute();
}
