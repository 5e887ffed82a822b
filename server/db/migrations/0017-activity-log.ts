import type { Kysely } from 'kysely';

/**
 * Issue 35: the append-only activity log. One row per thing done to an account or a document:
 * `kind` is one of common/api/activity.ts ACTIVITY_KINDS. `document_id` and `share_id` are kept
 * without foreign keys, so an entry outlives the document it names ("deleted" is itself an
 * entry); the entries carry no words of the document. `address_hash` is a one-way hash of the
 * client's address, never the address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('document_id', 'text')
    .addColumn('share_id', 'text')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('detail_json', 'text', (column) => column.notNull())
    .addColumn('address_hash', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('activity_events_user_id_created_at')
    .on('activity_events')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('activity_events_document_id_created_at')
    .on('activity_events')
    .columns(['document_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('activity_events_share_id_created_at')
    .on('activity_events')
    .columns(['share_id', 'created_at'])
    .execute();
}

/** Drops the log. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_events').execute();
}
