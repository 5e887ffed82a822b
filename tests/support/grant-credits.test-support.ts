import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { changeCredits } from '../../server/credits/change-credits.ts';
import type { Database } from '../../server/db/schema.ts';

/** Gives a test user credits as an administrator's grant would: one ledger row, once. */
export async function grantTestCredits(
  db: Kysely<Database>,
  userId: string,
  amount: number,
): Promise<void> {
  await changeCredits(db, { userId, amount, reason: 'grant', idempotencyKey: randomUUID() });
}
