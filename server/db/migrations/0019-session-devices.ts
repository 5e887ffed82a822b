import type { Kysely } from 'kysely';

/**
 * Issue 35, point 6: which device each session is, for "Signed-in devices" in settings.
 * `user_agent` is the browser's User-Agent, cut to 512 characters on write (a header of any
 * length must not grow the row); `network` is the client's address coarsened on write (IPv4 to
 * its /24, IPv6 to its /48: server/auth/coarse-address.ts), so the full address is never kept;
 * `last_seen_at` moves on each refresh and, at most every few minutes, on API use. Rows from
 * before this migration keep nulls: the list says "Unknown browser" for them. One column per
 * statement: SQLite adds columns one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('auth_sessions').addColumn('network', 'text').execute();
  await db.schema.alterTable('auth_sessions').addColumn('last_seen_at', 'text').execute();
}

/** Drops the columns: the sessions themselves stay signed in. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['last_seen_at', 'network', 'user_agent']) {
    await db.schema.alterTable('auth_sessions').dropColumn(column).execute();
  }
}
