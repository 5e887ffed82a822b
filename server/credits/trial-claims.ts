import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toTrialClaimKey } from '../db/trial-claim-key.ts';

// The free trial comes once per person, not once per account: an address that had it keeps
// that record after its account is deleted, as a one-way hash (the address itself is not kept).

/** Whether an address already had the free trial, under any account, deleted or not. */
export async function hasClaimedTrial(db: Kysely<Database>, email: string): Promise<boolean> {
  const claim = await db
    .selectFrom('trial_claims')
    .select('email_hash')
    .where('email_hash', '=', toTrialClaimKey(email))
    .executeTakeFirst();
  return claim !== undefined;
}

/** Records that an address took the free trial; false when it already had. */
export async function recordTrialClaim(
  db: Kysely<Database>,
  email: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('trial_claims')
    .values({ email_hash: toTrialClaimKey(email), claimed_at: at })
    .onConflict((conflict) => conflict.column('email_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
