import type { Kysely } from 'kysely';
import type { CreditHistory, UserPlan } from '../../common/api/credits.ts';
import { getPlan, PLAN_IDS, type PlanId } from '../../common/plans/plans.ts';
import { AppError } from '../../common/errors/app-error.ts';
import {
  claimTrial,
  clearAskAiUsage,
  ensureAccount,
  listLedgerEntries,
  updatePlan,
  type AccountRow,
} from './account-queries.ts';
import type { Database } from '../db/schema.ts';
import { getAskAiUsage } from './ask-ai-allowance.ts';
import { changeCredits } from './change-credits.ts';
import { hasClaimedTrial, recordTrialClaim } from './trial-claims.ts';

/**
 * The user's plan and balances as GET /api/getUserPlan answers (SPEC section 7). With their
 * address, the first look of a new account (no credit ever moved) starts the free trial: the
 * landing page promises it at sign-up, so nobody has to find a second "Start free trial"
 * button. An address that ever had it does not get it again.
 */
export async function getUserPlan(
  db: Kysely<Database>,
  userId: string,
  email?: string,
): Promise<UserPlan> {
  const account = await ensureAccount(db, userId);
  if (email === undefined) return presentAccount(account);
  const isTrialTaken = await hasClaimedTrial(db, email);
  if (
    account.trial_granted_at === null &&
    !isTrialTaken &&
    (await listLedgerEntries(db, userId, 1)).length === 0
  ) {
    await grantTrialOnce(db, { id: userId, email });
    // Granted now, or by a racing first look: read again, which grants nothing more.
    return getUserPlan(db, userId, email);
  }
  return presentAccount(account, isTrialTaken);
}

/** Grants the free trial's credits, once per person ever (TRIAL_ALREADY_USED afterwards). */
export async function startTrial(
  db: Kysely<Database>,
  person: { id: string; email: string },
): Promise<UserPlan> {
  const trialCredits = getPlan('free').credits;
  await db.transaction().execute(async (trx) => {
    await ensureAccount(trx, person.id);
    const at = new Date().toISOString();
    // Once per account, and once per address, also after the account that had it was deleted:
    // the account's flag, the address's claim and the ledger's key all hold it, so even racing
    // requests grant it once. Throwing rolls back a half-made claim.
    if (
      !(await claimTrial(trx, person.id, at)) ||
      !(await recordTrialClaim(trx, person.email, at))
    ) {
      throw new AppError(
        'TRIAL_ALREADY_USED',
        'The free trial has already been used with this email address.',
      );
    }
    await changeCredits(trx, {
      userId: person.id,
      amount: trialCredits,
      reason: 'trial',
      idempotencyKey: 'trial',
    });
  });
  return getUserPlan(db, person.id, person.email);
}

/** Starts the trial unless it was had before (a racing first look, or the same address). */
async function grantTrialOnce(
  db: Kysely<Database>,
  person: { id: string; email: string },
): Promise<void> {
  try {
    await startTrial(db, person);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'TRIAL_ALREADY_USED')) throw error;
  }
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
      documentName: entry.document_name,
      createdAt: entry.created_at,
    })),
  };
}

/**
 * Sets the user's plan. An admin's plan has no end; a bought month (`forOneMonth`) ends a month
 * after today, or a month after the current end when the same plan is bought again early.
 */
export async function setPlan(
  db: Kysely<Database>,
  userId: string,
  plan: PlanId,
  options: { forOneMonth?: boolean; now?: Date } = {},
): Promise<UserPlan> {
  if (!(PLAN_IDS as readonly string[]).includes(plan)) {
    throw new AppError('VALIDATION_ERROR', `Unknown plan ${plan}.`);
  }
  const now = options.now ?? new Date();
  const account = await ensureAccount(db, userId);
  let expiresAt: string | null = null;
  if (options.forOneMonth) {
    const isRenewal = getEffectivePlan(account, now) === plan && account.plan_expires_at !== null;
    const start = isRenewal ? new Date(account.plan_expires_at as string) : now;
    expiresAt = addOneMonth(start).toISOString();
  }
  await updatePlan(db, userId, {
    plan,
    expiresAt,
    // The plan's monthly Ask-AI questions, as the pricing page states them.
    askAiQuestionsLimit: getPlan(plan).askAiQuestionsPerMonth,
    at: now.toISOString(),
  });
  return getUserPlan(db, userId);
}

/** The plan in force: a bought month that has ended leaves the free plan. */
export function getEffectivePlan(
  account: Pick<AccountRow, 'plan' | 'plan_expires_at'>,
  now = new Date(),
): PlanId {
  return hasPlanEnded(account, now) ? 'free' : account.plan;
}

function hasPlanEnded(account: Pick<AccountRow, 'plan_expires_at'>, now: Date): boolean {
  return account.plan_expires_at !== null && new Date(account.plan_expires_at) <= now;
}

// The same day next month, or the month's last day when it has fewer (31 January -> 28 February).
function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
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
    const at = new Date().toISOString();
    await updatePlan(trx, userId, {
      plan: 'free',
      expiresAt: null,
      askAiQuestionsLimit: getPlan('free').askAiQuestionsPerMonth,
      at,
    });
    await clearAskAiUsage(trx, userId, at);
  });
  return getUserPlan(db, userId);
}

function presentAccount(account: AccountRow, isTrialTaken = false): UserPlan {
  const now = new Date();
  return {
    plan: getEffectivePlan(account, now),
    credits: account.credits,
    // This month's count (0 in a new month) and the limit of the plan in force.
    ...getAskAiUsage(account, now),
    trialAvailable: account.trial_granted_at === null && !isTrialTaken,
    planExpiresAt: hasPlanEnded(account, now) ? null : account.plan_expires_at,
  };
}
