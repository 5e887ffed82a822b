import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../common/errors/app-error.ts';
import {
  addToBalance,
  ensureAccount,
  findLedgerEntry,
  insertLedgerEntry,
  type CreditLedgerRow,
} from './account-queries.ts';
import type { CreditLedgerTable, Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** One change to make: how much (negative to spend), why, and the key that makes it once. */
export interface CreditChange {
  userId: string;
  amount: number;
  reason: CreditLedgerTable['reason'];
  idempotencyKey: string;
  reference?: string | null;
}

/** The ledger entry of a change, and whether an earlier request with the same key made it. */
export interface CreditChangeResult {
  entry: CreditLedgerRow;
  isRepeat: boolean;
}

/** The exact text of SPEC section 8 for INSUFFICIENT_CREDITS. */
export const INSUFFICIENT_CREDITS_MESSAGE =
  "You don't have enough credits to analyze this document.";

/**
 * Changes a balance once per idempotency key, never below 0, with a ledger row for it. Runs in
 * its own transaction unless given one (the analysis job adds its row in the same one).
 * Two racing requests with one key: the ledger's unique key lets one commit; the other's
 * transaction rolls back, balance change included, and it answers with the winner's entry.
 */
export async function changeCredits(
  db: Kysely<Database>,
  change: CreditChange,
): Promise<CreditChangeResult> {
  try {
    return await (db.isTransaction
      ? applyChange(db, change)
      : db.transaction().execute((trx) => applyChange(trx, change)));
  } catch (error) {
    if (!isUniqueViolation(error) || db.isTransaction) throw error;
    const entry = await findLedgerEntry(db, change.userId, change.idempotencyKey);
    if (!entry) throw error;
    return { entry, isRepeat: true };
  }
}

async function applyChange(
  trx: Kysely<Database>,
  change: CreditChange,
): Promise<CreditChangeResult> {
  await ensureAccount(trx, change.userId);
  const earlier = await findLedgerEntry(trx, change.userId, change.idempotencyKey);
  if (earlier) return { entry: earlier, isRepeat: true };
  if (!(await addToBalance(trx, change.userId, change.amount))) {
    throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS_MESSAGE);
  }
  const account = await ensureAccount(trx, change.userId);
  const entry: CreditLedgerRow = {
    id: randomUUID(),
    user_id: change.userId,
    amount: change.amount,
    balance_after: account.credits,
    reason: change.reason,
    idempotency_key: change.idempotencyKey,
    reference: change.reference ?? null,
    created_at: new Date().toISOString(),
  };
  await insertLedgerEntry(trx, entry);
  return { entry, isRepeat: false };
}
