import type { Kysely, Selectable } from 'kysely';
import type { AuthRefreshTokensTable, Database } from '../db/schema.ts';
import { nowIso } from '../db/timestamps.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

export type RefreshTokenRow = Selectable<AuthRefreshTokensTable>;

export async function insertRefreshToken(
  db: Kysely<Database>,
  values: { tokenHash: string; sessionId: string; counter: number; parentHash: string | null },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('auth_refresh_tokens')
    .values({
      token_hash: values.tokenHash,
      session_id: values.sessionId,
      parent_hash: values.parentHash,
      counter: values.counter,
      revoked: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function findRefreshToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('auth_refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * The last token of a session's chain: revoked or not, or with `onlyLive` the one the session
 * currently hands out (its newest not revoked).
 */
export async function findNewestRefreshToken(
  db: Kysely<Database>,
  sessionId: string,
  options: { onlyLive?: boolean } = {},
): Promise<RefreshTokenRow | undefined> {
  let query = db.selectFrom('auth_refresh_tokens').selectAll().where('session_id', '=', sessionId);
  if (options.onlyLive) query = query.where('revoked', '=', 0);
  return query.orderBy('counter', 'desc').executeTakeFirst();
}

export async function revokeLiveRefreshTokens(
  db: Kysely<Database>,
  sessionId: string,
): Promise<void> {
  await db
    .updateTable('auth_refresh_tokens')
    .set({ revoked: 1, updated_at: nowIso() })
    .where('session_id', '=', sessionId)
    .where('revoked', '=', 0)
    .execute();
}

/**
 * Revokes one token atomically: of two concurrent claims one wins (true) and the other finds
 * it already revoked (false).
 */
export async function claimRefreshToken(
  db: Kysely<Database>,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('auth_refresh_tokens')
    .set({ revoked: 1, updated_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked', '=', 0)
    .executeTakeFirst();
  return changedAnyRow(claimed);
}
