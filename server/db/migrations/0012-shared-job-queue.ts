import type { Kysely } from 'kysely';

/**
 * Reading as a job any worker process can take (decision 019): a document still 'processing'
 * is claimed with a lease (its owner and when the lease runs out) and counted in attempts, so a
 * worker that dies has its readings taken over by another once the lease lapses; a failure not
 * the file's own waits out a back-off in the same column before the next attempt.
 *
 * `job_progress` holds the newest progress report of each reading and analysis, written by the
 * worker doing it, so the instance streaming it to a browser can read it whichever process
 * wrote it (announced with PostgreSQL NOTIFY; polled otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('reading_owner', 'text').execute();
  await db.schema.alterTable('documents').addColumn('reading_lease_expires_at', 'text').execute();
  await db.schema
    .alterTable('documents')
    .addColumn('reading_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('documents_reading_queue')
    .on('documents')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('job_progress')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('document_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('report_json', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('job_progress_pkey', ['kind', 'document_id'])
    .execute();
  await db.schema
    .createIndex('job_progress_updated_at')
    .on('job_progress')
    .column('updated_at')
    .execute();
}

/** Drops the progress table and the reading lease columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_progress').execute();
  await db.schema.dropIndex('documents_reading_queue').execute();
  for (const column of ['reading_attempts', 'reading_lease_expires_at', 'reading_owner'])
    await db.schema.alterTable('documents').dropColumn(column).execute();
}
