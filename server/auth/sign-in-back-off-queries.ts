import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A row of the limiter's table (`auth_rate_limits`) as the sign-in back-off uses it: `count`
 * attempts, the window ending a fixed time after the newest one.
 */
export interface BackOffWindow {
  key: string;
  count: number;
  windowEndsAt: string;
}

/** The rows of some keys, ended or not (an ended one is swept later by the limiter). */
export async function findBackOffWindows(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<BackOffWindow[]> {
  const rows = await db
    .selectFrom('auth_rate_limits')
    .select(['key', 'count', 'window_ends_at'])
    .where('key', 'in', keys)
    .execute();
  // A driver may hand back the count as a string and the time as a Date.
  return rows.map((row) => ({
    key: row.key,
    count: Number(row.count),
    windowEndsAt: String(row.window_ends_at),
  }));
}

/**
 * Writes a key's next count only if the row is still what the caller saw (absent, or the same
 * count and end): of parallel attempts each counts once, and one that lost re-reads and decides
 * again. False when another attempt came first.
 */
export async function claimBackOffWindow(
  db: Kysely<Database>,
  seen: BackOffWindow | undefined,
  next: BackOffWindow,
): Promise<boolean> {
  const values = { key: next.key, count: next.count, window_ends_at: next.windowEndsAt };
  const written = seen
    ? await db
        .updateTable('auth_rate_limits')
        .set({ count: next.count, window_ends_at: next.windowEndsAt })
        .where('key', '=', seen.key)
        .where('count', '=', seen.count)
        .where('window_ends_at', '=', seen.windowEndsAt)
        .returning('key')
        .executeTakeFirst()
    : await db
        .insertInto('auth_rate_limits')
        .values(values)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
  return written !== undefined;
}

/** Deletes one key's row. */
export async function deleteBackOffWindow(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_rate_limits').where('key', '=', key).execute();
}

/** Deletes every row whose key starts with `prefix` (compared exactly, no LIKE wildcards). */
export async function deleteBackOffWindowsStartingWith(
  db: Kysely<Database>,
  prefix: string,
): Promise<void> {
  await db
    .deleteFrom('auth_rate_limits')
    .where(sql<string>`substr(key, 1, ${sql.lit(prefix.length)})`, '=', prefix)
    .execute();
}
