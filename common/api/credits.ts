import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans/plans.ts';

/** GET /api/getUserPlan (SPEC section 7): the fields the web app reads, and whether a trial is left. */
export const userPlanSchema = z.object({
  plan: z.enum(PLAN_IDS),
  credits: z.number().check(z.int(), z.nonnegative()),
  askAiQuestions: z.number().check(z.int(), z.nonnegative()),
  askAiQuestionsLimit: z.number().check(z.int(), z.nonnegative()),
  askAiCredits: z.number().check(z.int(), z.nonnegative()),
  /** The free trial's credits have not been taken yet (POST /api/credits/trial). */
  trialAvailable: z.boolean(),
  /** When a bought month of the plan ends; null for a plan without an end (free, or set by an admin). */
  planExpiresAt: z.nullable(z.string()),
});

export type UserPlan = z.infer<typeof userPlanSchema>;

/** Why a balance changed. */
export const creditReasonSchema = z.enum([
  'trial',
  'analysis',
  'refund',
  'purchase',
  'grant',
  'reset',
]);

/** One change of the balance, as the credit history shows it. */
export const creditHistoryEntrySchema = z.object({
  id: z.string(),
  amount: z.number().check(z.int()),
  balanceAfter: z.number().check(z.int(), z.nonnegative()),
  reason: creditReasonSchema,
  reference: z.nullable(z.string()),
  /**
   * The file name of the document an analysis or its refund was for; null for other changes,
   * and once the document has been deleted.
   */
  documentName: z.nullable(z.string()),
  createdAt: z.string(),
});

/** GET /api/credits/history: the newest changes first. */
export const creditHistorySchema = z.object({ entries: z.array(creditHistoryEntrySchema) });

export type CreditHistory = z.infer<typeof creditHistorySchema>;
