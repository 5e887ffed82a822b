import type { Kysely } from 'kysely';
import {
  AUTO_DELETE_PERIODS,
  getAutoDeleteCutoff,
  type AutoDeletePeriod,
} from '../../common/retention/auto-delete.ts';
import { ensureAccount } from '../credits/account-queries.ts';
import type { Database } from '../db/schema.ts';

/** A document past its owner's period, to delete as its owner would. */
export interface ExpiredDocument {
  id: string;
  user_id: string;
}

/** The account's period, or null when its documents are kept until deleted by hand. */
export async function findAutoDeletePeriod(
  db: Kysely<Database>,
  userId: string,
): Promise<AutoDeletePeriod | null> {
  const row = await db
    .selectFrom('accounts')
    .select('delete_documents_after_days')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return toPeriod(row?.delete_documents_after_days ?? null);
}

/** Saves the account's period (null: never), making the account row on first use. */
export async function saveAutoDeletePeriod(
  db: Kysely<Database>,
  userId: string,
  days: AutoDeletePeriod | null,
): Promise<void> {
  await ensureAccount(db, userId);
  await db
    .updateTable('accounts')
    .set({ delete_documents_after_days: days, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** How many of the user's documents were uploaded before `cutoff`. */
export async function countDocumentsUploadedBefore(
  db: Kysely<Database>,
  userId: string,
  cutoff: Date,
): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Up to `limit` documents, of anyone, uploaded longer ago than their owner's period at `now`,
 * oldest first. Upload times are ISO strings in UTC, so they compare as text on both databases.
 */
export async function findExpiredDocuments(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<ExpiredDocument[]> {
  return db
    .selectFrom('documents')
    .innerJoin('accounts', 'accounts.user_id', 'documents.user_id')
    .select(['documents.id', 'documents.user_id'])
    .where((eb) =>
      eb.or(
        AUTO_DELETE_PERIODS.map((days) =>
          eb.and([
            eb('accounts.delete_documents_after_days', '=', days),
            eb('documents.created_at', '<', getAutoDeleteCutoff(now, days).toISOString()),
          ]),
        ),
      ),
    )
    .orderBy('documents.created_at')
    .orderBy('documents.id')
    .limit(limit)
    .execute();
}

/** A stored period, or null for one this version does not offer (kept as "never"). */
function toPeriod(days: number | null): AutoDeletePeriod | null {
  return AUTO_DELETE_PERIODS.find((period) => period === days) ?? null;
}
