import { sql, type Kysely } from 'kysely';

/**
 * Issue 29: an email link's token was the hash of the address and its 6-digit code, a million
 * possible links. A link now carries a random token of its own (`token_hash` keeps only its
 * hash) and the code is kept apart in `otp_hash`, with the wrong tries counted in
 * `verify_attempts` so a few of them burn it. Pending tokens of the old kind are deleted: their
 * links could be guessed, and they would have run out within the hour anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from auth_one_time_tokens`.execute(db);
  await db.schema
    .alterTable('auth_one_time_tokens')
    .addColumn('otp_hash', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('auth_one_time_tokens')
    .addColumn('verify_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

/** Drops the code's columns (links made since then stop working). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from auth_one_time_tokens`.execute(db);
  await db.schema.alterTable('auth_one_time_tokens').dropColumn('verify_attempts').execute();
  await db.schema.alterTable('auth_one_time_tokens').dropColumn('otp_hash').execute();
}
