import type { Kysely } from 'kysely';

/**
 * Issue 35: a person may have their documents deleted automatically some days after upload.
 * `accounts.delete_documents_after_days` holds the period (7, 30, 90 or 365), null for never,
 * the default; it goes with the account's row when the account is deleted. The sweeper finds
 * the old documents through documents_user_id_created_at (0003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('delete_documents_after_days', 'integer')
    .execute();
}

/** Drops the setting (every document is kept again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('delete_documents_after_days').execute();
}
