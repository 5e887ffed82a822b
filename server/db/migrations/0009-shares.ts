import type { Kysely } from 'kysely';

/**
 * Read-only share links. A link's token is never stored: `token_hash` is its SHA-256 (hex), so
 * a leaked database opens no shared document. `include_json` is the JSON array of the sections
 * the owner chose. A link ends at `expires_at` or when `revoked_at` is set, and goes with its
 * document or its owner (ON DELETE CASCADE; account deletion also deletes them by hand).
 * Timestamps are ISO text and `view_count` an integer, as elsewhere, so both databases agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'text', (column) =>
      column.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('include_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('view_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'text')
    .execute();
  // A document's links are listed by it, and deleting it finds them through it.
  await db.schema.createIndex('shares_document_id').on('shares').column('document_id').execute();
}

/** Drops the share links. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shares').execute();
}
