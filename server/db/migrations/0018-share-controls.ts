import type { Kysely } from 'kysely';

/**
 * Issue 35, point 5: more control over a share link. `passcode_hash` is the scrypt hash of an
 * optional passcode (server/shares/share-passcode.ts; null for a link without one);
 * `is_view_only` (0 or 1) keeps the original file from being downloaded through the link.
 * `failed_passcode_attempts` and `passcode_locked_until` count wrong passcodes in the row
 * itself, updated atomically, so the limit holds across every server sharing the database.
 * One column per statement: SQLite adds columns one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shares').addColumn('passcode_hash', 'text').execute();
  await db.schema
    .alterTable('shares')
    .addColumn('is_view_only', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shares')
    .addColumn('failed_passcode_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('shares').addColumn('passcode_locked_until', 'text').execute();
}

/** Drops the controls: every link opens without a passcode and offers its file again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'passcode_locked_until',
    'failed_passcode_attempts',
    'is_view_only',
    'passcode_hash',
  ]) {
    await db.schema.alterTable('shares').dropColumn(column).execute();
  }
}
