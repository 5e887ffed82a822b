import { sql, type Kysely } from 'kysely';

/**
 * Documents are now read in the background: a new row is 'processing' until its text is in,
 * then 'ready'. Rows from before were read during the upload, so they are ready. The index
 * lets a restarting server find the documents it was still reading.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE documents SET status = 'ready' WHERE status = 'uploaded'`.execute(db);
  await db.schema.createIndex('documents_status').on('documents').column('status').execute();
}

/** Back to read-at-upload: ready rows were 'uploaded'. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('documents_status').execute();
  await sql`UPDATE documents SET status = 'uploaded' WHERE status = 'ready'`.execute(db);
}
