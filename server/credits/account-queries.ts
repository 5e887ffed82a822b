import { sql, type Kysely, type Selectable } from 'kysely';
import { DEFAULT_ASK_AI_LIMIT, type PlanId } from '../../common/plans/plans.ts';
import type { Database, AccountsTable, CreditLedgerTable } from '../db/schema.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

export type AccountRow = Selectable<AccountsTable>;
export type CreditLedgerRow = Selectable<CreditLedgerTable>;

/** The user's account, made on first use with the free plan and no credits. */
export async function ensureAccount(db: Kysely<Database>, userId: string): Promise<AccountRow> {
  const now = new Date().toISOString();
  await db
    .insertInto('accounts')
    .values({
      user_id: userId,
      plan: 'free',
      credits: 0,
      ask_ai_questions: 0,
      ask_ai_questions_limit: DEFAULT_ASK_AI_LIMIT,
      ask_ai_credits: 0,
      trial_granted_at: null,
      plan_expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The ledger entry the user's key already made, if any. */
export async function findLedgerEntry(
  db: Kysely<Database>,
  userId: string,
  idempotencyKey: string,
): Promise<CreditLedgerRow | undefined> {
  return db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Adds `amount` (negative to spend) to the balance in one statement, only if it stays at 0 or
 * more; returns whether it did. One conditional UPDATE is atomic on both databases, so
 * concurrent spenders can never take the balance below 0.
 */
export async function addToBalance(
  db: Kysely<Database>,
  userId: string,
  amount: number,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set((eb) => ({
      credits: eb('credits', '+', amount),
      updated_at: new Date().toISOString(),
    }))
    .where('user_id', '=', userId)
    .where((eb) => eb(eb('credits', '+', amount), '>=', 0))
    .executeTakeFirst();
  return changedAnyRow(result);
}

/** Records one change of a balance. */
export async function insertLedgerEntry(
  db: Kysely<Database>,
  entry: CreditLedgerRow,
): Promise<void> {
  await db.insertInto('credit_ledger').values(entry).execute();
}

/** A ledger entry with the file name of the document it was for, when there is one. */
export type CreditHistoryRow = CreditLedgerRow & { document_name: string | null };

/** The user's credit history, newest first. */
export async function listLedgerEntries(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<CreditHistoryRow[]> {
  return (
    db
      .selectFrom('credit_ledger')
      // An analysis and its refund name their job, and the job its document. Deleting the
      // document deletes its jobs, so the name is then null and the entry keeps its reason only.
      .leftJoin('analysis_jobs', (join) =>
        join
          .onRef('analysis_jobs.id', '=', 'credit_ledger.reference')
          .onRef('analysis_jobs.user_id', '=', 'credit_ledger.user_id')
          .on('credit_ledger.reason', 'in', ['analysis', 'refund']),
      )
      .leftJoin('documents', 'documents.id', 'analysis_jobs.document_id')
      .selectAll('credit_ledger')
      .select('documents.file_name as document_name')
      .where('credit_ledger.user_id', '=', userId)
      .orderBy('credit_ledger.created_at', 'desc')
      .orderBy('credit_ledger.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** Marks the free trial taken, unless it already was; returns whether this call did it. */
export async function claimTrial(
  db: Kysely<Database>,
  userId: string,
  at: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('accounts')
    .set({ trial_granted_at: at })
    .where('user_id', '=', userId)
    .where('trial_granted_at', 'is', null)
    .executeTakeFirst();
  return changedAnyRow(claimed);
}

/** Sets the user's plan, when it ends (null: never) and its monthly Ask-AI questions. */
export async function updatePlan(
  db: Kysely<Database>,
  userId: string,
  plan: { plan: PlanId; expiresAt: string | null; askAiQuestionsLimit: number; at: string },
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      plan: plan.plan,
      plan_expires_at: plan.expiresAt,
      ask_ai_questions_limit: plan.askAiQuestionsLimit,
      updated_at: plan.at,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Clears the user's Ask-AI usage: no questions counted, no extra question credits. */
export async function clearAskAiUsage(
  db: Kysely<Database>,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ ask_ai_questions: 0, ask_ai_credits: 0, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** Adds extra Ask-AI questions in one statement. */
export async function addAskAiCredits(
  db: Kysely<Database>,
  userId: string,
  questions: number,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({
      ask_ai_credits: eb('ask_ai_credits', '+', questions),
      updated_at: new Date().toISOString(),
    }))
    .where('user_id', '=', userId)
    .execute();
}

// The questions counted in `period`: a count stored for an earlier month is 0.
function askAiQuestionsIn(period: string) {
  return sql<number>`(case when ask_ai_period = ${period} then ask_ai_questions else 0 end)`;
}

/**
 * Counts one question against the month's allowance, in one conditional UPDATE, when fewer
 * than `limit` were counted in `period`; a count from an earlier month starts again at 0 in the
 * same statement. Returns whether it counted.
 */
export async function countMonthlyAskAiQuestion(
  db: Kysely<Database>,
  userId: string,
  usage: { period: string; limit: number; at: string },
): Promise<boolean> {
  const used = askAiQuestionsIn(usage.period);
  const result = await db
    .updateTable('accounts')
    .set({
      ask_ai_questions: sql<number>`${used} + 1`,
      ask_ai_period: usage.period,
      updated_at: usage.at,
    })
    .where('user_id', '=', userId)
    .where(used, '<', usage.limit)
    .executeTakeFirst();
  return changedAnyRow(result);
}

/**
 * Spends one extra question credit, in one conditional UPDATE, when there is one left; the
 * month's count is carried into `period` (0 when it was an earlier month's). Returns whether
 * it spent one.
 */
export async function spendAskAiCredit(
  db: Kysely<Database>,
  userId: string,
  usage: { period: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set((eb) => ({
      ask_ai_credits: eb('ask_ai_credits', '-', 1),
      ask_ai_questions: askAiQuestionsIn(usage.period),
      ask_ai_period: usage.period,
      updated_at: usage.at,
    }))
    .where('user_id', '=', userId)
    .where('ask_ai_credits', '>', 0)
    .executeTakeFirst();
  return changedAnyRow(result);
}
