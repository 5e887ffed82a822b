import type { Kysely } from 'kysely';

/**
 * Analysis as durable jobs. A job is created together with the credit it spends, in one
 * transaction; a worker claims it with a lease it renews while it runs, so a job whose server
 * died is claimed again once the lease runs out. `analyses` keeps each document's latest result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'text', (column) =>
      column.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('analysis_jobs_user_id_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('analysis_jobs_status_created_at')
    .on('analysis_jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('analysis_jobs_document_id')
    .on('analysis_jobs')
    .column('document_id')
    .execute();

  await db.schema
    .createTable('analyses')
    .addColumn('document_id', 'text', (column) =>
      column.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('job_id', 'text', (column) => column.notNull())
    .addColumn('analysis_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

/** Drops the analysis tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analyses').execute();
  await db.schema.dropTable('analysis_jobs').execute();
}
