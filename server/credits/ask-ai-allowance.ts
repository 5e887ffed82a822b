import type { Kysely } from 'kysely';
import type { AskAiUsage } from '../../common/api/chat.ts';
import { getPlan } from '../../common/plans/plans.ts';
import { countMonthlyAskAiQuestion, spendAskAiCredit, type AccountRow } from './account-queries.ts';
import type { Database } from '../db/schema.ts';

/**
 * The month a question counts in: 'YYYY-MM' in UTC. The pricing page says the count resets on
 * the 1st of each month (common/plans/plans.ts), so a count stored for an earlier month is 0.
 */
export function getAskAiPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * The Ask-AI allowance as the user sees it now: questions used this month (0 when the stored
 * count is from another month), the monthly limit, and the extra question credits. A bought
 * month of a plan that has ended leaves the free plan's limit, as getEffectivePlan leaves the
 * free plan.
 */
export function getAskAiUsage(
  account: Pick<
    AccountRow,
    | 'ask_ai_questions'
    | 'ask_ai_questions_limit'
    | 'ask_ai_credits'
    | 'ask_ai_period'
    | 'plan_expires_at'
  >,
  now = new Date(),
): AskAiUsage {
  const hasPlanEnded = account.plan_expires_at !== null && new Date(account.plan_expires_at) <= now;
  return {
    askAiQuestions: account.ask_ai_period === getAskAiPeriod(now) ? account.ask_ai_questions : 0,
    askAiQuestionsLimit: hasPlanEnded
      ? getPlan('free').askAiQuestionsPerMonth
      : account.ask_ai_questions_limit,
    askAiCredits: account.ask_ai_credits,
  };
}

/**
 * Counts one answered question, inside the caller's transaction: from this month's allowance
 * while it lasts, then from the extra credits. Each step is one conditional UPDATE, so of two
 * racing questions at 1 remaining only one counts (PostgreSQL re-reads the row it waited for;
 * SQLite runs one transaction at a time). A count from an earlier month starts again at 0 here,
 * in the same statement. Returns false, changing nothing, when no question is left.
 */
export async function countAskAiQuestion(
  trx: Kysely<Database>,
  account: AccountRow,
  now: Date,
): Promise<boolean> {
  const period = getAskAiPeriod(now);
  const at = now.toISOString();
  const { askAiQuestionsLimit: limit } = getAskAiUsage(account, now);
  if (await countMonthlyAskAiQuestion(trx, account.user_id, { period, limit, at })) return true;
  return spendAskAiCredit(trx, account.user_id, { period, at });
}
