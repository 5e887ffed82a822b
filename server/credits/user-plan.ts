import type { Kysely } from 'kysely';
import type { CreditHistory, UserPlan } from '../../common/api/credits.ts';
import { getPlan, PLAN_IDS, type PlanId } from '../../common/plans/plans.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { ensureAccount, listLedgerEntries, type AccountRow } from '../db/queries/accounts.ts';
import type { Database } from '../db/schema.ts';
import { changeCredits } from './change-credits.ts';

/** The user's plan and balances as GET /api/getUserPlan answers (SPEC section 7). */
export async function getUserPlan(db: Kysely<Database>, userId: string): Promise<UserPlan> {
  return presentAccount(await ensureAccount(db, userId));
}

/**
 * Grants the free trial's credits, once per account ever (TRIAL_ALREADY_USED afterwards). The
 * account's flag and the ledger's key both hold it, so even racing requests grant it once.
 */
export async function startTrial(db: Kysely<Database>, userId: string): Promise<UserPlan> {
  const trialCredits = getPlan('free').credits;
  await db.transaction().execute(async (trx) => {
    await ensureAccount(trx, userId);
    const claimed = await trx
      .updateTable('accounts')
      .set({ trial_granted_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('trial_granted_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      throw new AppError(
        'TRIAL_ALREADY_USED',
        'The free trial has already been used on this account.',
      );
    }
    await changeCredits(trx, {
      userId,
      amount: trialCredits,
      reason: 'trial',
      idempotencyKey: 'trial',
    });
  });
  return getUserPlan(db, userId);
}

/** The user's latest balance changes, newest first. */
export async function getCreditHistory(
  db: Kysely<Database>,
  userId: string,
  limit = 50,
): Promise<CreditHistory> {
  const entries = await listLedgerEntries(db, userId, limit);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      balanceAfter: entry.balance_after,
      reason: entry.reason,
      reference: entry.reference,
      createdAt: entry.created_at,
    })),
  };
}

/** Sets the user's plan (admin command, or a fulfilled purchase). */
export async function setPlan(
  db: Kysely<Database>,
  userId: string,
  plan: PlanId,
): Promise<UserPlan> {
  if (!(PLAN_IDS as readonly string[]).includes(plan)) {
    throw new AppError('VALIDATION_ERROR', `Unknown plan ${plan}.`);
  }
  await ensureAccount(db, userId);
  await db
    .updateTable('accounts')
    .set({ plan, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
  return getUserPlan(db, userId);
}

/**
 * SPEC section 4's reset: back to the free plan with 0 credits and no Ask-AI usage. The credits
 * leave through the ledger, so the history says where they went.
 */
export async function resetAccount(db: Kysely<Database>, userId: string): Promise<UserPlan> {
  await db.transaction().execute(async (trx) => {
    const account = await ensureAccount(trx, userId);
    if (account.credits > 0) {
      await changeCredits(trx, {
        userId,
        amount: -account.credits,
        reason: 'reset',
        idempotencyKey: `reset:${new Date().toISOString()}`,
      });
    }
    await trx
      .updateTable('accounts')
      .set({
        plan: 'free',
        ask_ai_questions: 0,
        ask_ai_credits: 0,
        updated_at: new Date().toISOString(),
      })
      .where('user_id', '=', userId)
      .execute();
  });
  return getUserPlan(db, userId);
}

function presentAccount(account: AccountRow): UserPlan {
  return {
    plan: account.plan,
    credits: account.credits,
    askAiQuestions: account.ask_ai_questions,
    askAiQuestionsLimit: account.ask_ai_questions_limit,
    askAiCredits: account.ask_ai_credits,
    trialAvailable: account.trial_granted_at === null,
  };
}
