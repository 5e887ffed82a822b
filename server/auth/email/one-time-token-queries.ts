import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthOneTimeTokensTable, Database } from '../../db/schema.ts';
import { nowIso } from '../../db/timestamps.ts';
import { changedAnyRow } from '../../db/changed-any-row.ts';

export type OneTimeTokenRow = Selectable<AuthOneTimeTokensTable>;
export type TokenKind = OneTimeTokenRow['kind'];

/** Stores a one-time token in its slot, replacing any earlier token of the same kind. */
export async function replaceOneTimeToken(
  db: Kysely<Database>,
  values: {
    userId: string;
    kind: TokenKind;
    tokenHash: string;
    otpHash: string;
    relatesTo: string;
  },
): Promise<void> {
  await deleteOneTimeTokens(db, values.userId, [values.kind]);
  await db
    .insertInto('auth_one_time_tokens')
    .values({
      id: randomUUID(),
      user_id: values.userId,
      kind: values.kind,
      token_hash: values.tokenHash,
      otp_hash: values.otpHash,
      relates_to: values.relatesTo,
      created_at: nowIso(),
    })
    .execute();
}

/** Deletes a user's pending tokens of the given kinds, or all of them. */
export async function deleteOneTimeTokens(
  db: Kysely<Database>,
  userId: string,
  kinds?: readonly TokenKind[],
): Promise<void> {
  let query = db.deleteFrom('auth_one_time_tokens').where('user_id', '=', userId);
  if (kinds) query = query.where('kind', 'in', kinds);
  await query.execute();
}

export async function findOneTimeToken(
  db: Kysely<Database>,
  userId: string,
  kind: TokenKind,
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom('auth_one_time_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Tokens of some kinds stored under any of the given hashes. */
export async function findOneTimeTokensByHash(
  db: Kysely<Database>,
  tokenHashes: readonly string[],
  kinds: readonly TokenKind[],
): Promise<OneTimeTokenRow[]> {
  return db
    .selectFrom('auth_one_time_tokens')
    .selectAll()
    .where('token_hash', 'in', tokenHashes)
    .where('kind', 'in', kinds)
    .execute();
}

/** Tokens of some kinds sent to an address (the code path of POST /verify). */
export async function findOneTimeTokensSentTo(
  db: Kysely<Database>,
  address: string,
  kinds: readonly TokenKind[],
): Promise<OneTimeTokenRow[]> {
  return db
    .selectFrom('auth_one_time_tokens')
    .selectAll()
    .where('relates_to', '=', address)
    .where('kind', 'in', kinds)
    .execute();
}

/**
 * Counts one try of a token's code and returns how many there have been, this one included
 * (0 when the token is gone). One atomic UPDATE, so parallel guesses each take a try of their
 * own and can never all be compared against the same count.
 */
export async function countCodeAttempt(db: Kysely<Database>, tokenId: string): Promise<number> {
  const row = await db
    .updateTable('auth_one_time_tokens')
    .set((eb) => ({ verify_attempts: eb('verify_attempts', '+', 1) }))
    .where('id', '=', tokenId)
    .returning('verify_attempts')
    .executeTakeFirst();
  return row ? Number(row.verify_attempts) : 0;
}

/** Deletes one token; false when a concurrent request used it first (single use). */
export async function useUpOneTimeToken(db: Kysely<Database>, tokenId: string): Promise<boolean> {
  const used = await db
    .deleteFrom('auth_one_time_tokens')
    .where('id', '=', tokenId)
    .executeTakeFirst();
  return changedAnyRow(used);
}
