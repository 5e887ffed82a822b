import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthChallengesTable, AuthFactorsTable, Database } from '../../db/schema.ts';
import { nowIso } from '../../db/timestamps.ts';
import { changedAnyRow } from '../../db/changed-any-row.ts';

export type FactorRow = Selectable<AuthFactorsTable>;
export type ChallengeRow = Selectable<AuthChallengesTable>;

/** An unverified factor nobody challenged is dropped after this long (GoTrue's FactorExpiryDuration). */
const FACTOR_EXPIRY_SECONDS = 300;

const isoSecondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** Drops abandoned enrolments: unverified, never challenged, older than the expiry (all users). */
export async function deleteExpiredFactors(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('auth_factors')
    .where('status', '!=', 'verified')
    .where('created_at', '<', isoSecondsAgo(FACTOR_EXPIRY_SECONDS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auth_challenges')
            .select('auth_challenges.id')
            .whereRef('auth_challenges.factor_id', '=', 'auth_factors.id'),
        ),
      ),
    )
    .execute();
}

export async function listFactors(db: Kysely<Database>, userId: string): Promise<FactorRow[]> {
  return db
    .selectFrom('auth_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function insertTotpFactor(
  db: Kysely<Database>,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const now = nowIso();
  const factor: FactorRow = {
    id: randomUUID(),
    user_id: userId,
    friendly_name: friendlyName,
    factor_type: 'totp',
    status: 'unverified',
    secret,
    last_challenged_at: null,
    last_used_step: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('auth_factors').values(factor).execute();
  return factor;
}

export async function findOwnedFactor(
  db: Kysely<Database>,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  return db
    .selectFrom('auth_factors')
    .selectAll()
    .where('id', '=', factorId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Records a challenge from the caller's IP and stamps the factor's last_challenged_at. */
export async function createChallenge(
  db: Kysely<Database>,
  factorId: string,
  ipAddress: string,
): Promise<ChallengeRow> {
  const now = nowIso();
  const challenge: ChallengeRow = {
    id: randomUUID(),
    factor_id: factorId,
    ip_address: ipAddress,
    created_at: now,
    verified_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('auth_challenges').values(challenge).execute();
    await trx
      .updateTable('auth_factors')
      .set({ last_challenged_at: now, updated_at: now })
      .where('id', '=', factorId)
      .execute();
  });
  return challenge;
}

export async function findChallenge(
  db: Kysely<Database>,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .where('factor_id', '=', factorId)
    .executeTakeFirst();
}

export async function deleteChallenge(db: Kysely<Database>, challengeId: string): Promise<void> {
  await db.deleteFrom('auth_challenges').where('id', '=', challengeId).execute();
}

/** Marks the challenge used; false when a concurrent request used it first. */
export async function claimChallenge(db: Kysely<Database>, challengeId: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_challenges')
    .set({ verified_at: nowIso() })
    .where('id', '=', challengeId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return changedAnyRow(result);
}

/**
 * Records the time step of an accepted code; false when that step (or a later one) was already
 * used, which makes a code good once only, even under concurrent requests (RFC 6238 section 5.2).
 */
export async function claimTotpStep(
  db: Kysely<Database>,
  factorId: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('auth_factors')
    .set({ last_used_step: step })
    .where('id', '=', factorId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return changedAnyRow(result);
}

export async function markFactorVerified(db: Kysely<Database>, factorId: string): Promise<void> {
  await db
    .updateTable('auth_factors')
    .set({ status: 'verified', updated_at: nowIso() })
    .where('id', '=', factorId)
    .where('status', '=', 'unverified')
    .execute();
}

/** Once one factor of a type is verified, the user's other half-finished ones of it go. */
export async function deleteOtherUnverifiedFactors(
  db: Kysely<Database>,
  userId: string,
  keepFactorId: string,
): Promise<void> {
  await db
    .deleteFrom('auth_factors')
    .where('user_id', '=', userId)
    .where('factor_type', '=', 'totp')
    .where('status', '=', 'unverified')
    .where('id', '!=', keepFactorId)
    .execute();
}

export async function deleteFactor(db: Kysely<Database>, factorId: string): Promise<void> {
  await db.deleteFrom('auth_challenges').where('factor_id', '=', factorId).execute();
  await db.deleteFrom('auth_factors').where('id', '=', factorId).execute();
}
