import type { Kysely } from 'kysely';

/**
 * Ask-AI: a chat per document kept on the server. `chat_messages` holds each question and each
 * answer with its verified citations (JSON); `is_answered` is 0 or 1 for answers (integers, as
 * elsewhere, so both databases read the same) and null for questions. `accounts.ask_ai_period`
 * is the UTC month ('YYYY-MM') the `ask_ai_questions` count belongs to: a count from an earlier
 * month is read as 0, so the monthly reset needs no scheduler.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'text', (column) =>
      column.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('citations_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('is_answered', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_document_id_created_at')
    .on('chat_messages')
    .columns(['document_id', 'created_at'])
    .execute();
  await db.schema.alterTable('accounts').addColumn('ask_ai_period', 'text').execute();
}

/** Drops the chats and the count's month. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('ask_ai_period').execute();
  await db.schema.dropTable('chat_messages').execute();
}
