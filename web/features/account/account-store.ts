import { create } from 'zustand';
import type { UserPlan } from '../../../common/api/credits.ts';
import {
  DEFAULT_ASK_AI_LIMIT,
  getPlanDisplayName,
  getRemainingAskAiQuestions,
  hasCredits,
  isLowOnCredits,
  isPremiumPlan,
  type PlanId,
} from '../../../common/plans/plans.ts';
import { logger } from '../../lib/logger.ts';
import { fetchUserPlan, startTrialRequest } from './account-api.ts';

/**
 * SPEC section 3's user-data state (the user itself lives in the auth feature): the credit
 * balance, the plan and the Ask-AI usage, plus whether the free trial is still available and
 * whether the plan is being loaded or has arrived.
 */
export interface AccountState {
  /** Never below 0. */
  userCredits: number;
  userPlan: PlanId;
  /** Ask-AI questions used this month. */
  askAiQuestions: number;
  /** 5 by default; 0 after sign-out. */
  askAiQuestionsLimit: number;
  /** Extra Ask-AI questions bought on top of the limit. */
  askAiCredits: number;
  trialAvailable: boolean;
  /** When a bought month of the plan ends; null when the plan has no end. */
  planExpiresAt: string | null;
  /** GET /api/getUserPlan is under way. */
  loading: boolean;
  /** The server's answer has arrived at least once, so a balance of 0 really is 0. */
  loaded: boolean;
}

const INITIAL_STATE: AccountState = {
  userCredits: 0,
  userPlan: 'free',
  askAiQuestions: 0,
  askAiQuestionsLimit: DEFAULT_ASK_AI_LIMIT,
  askAiCredits: 0,
  trialAvailable: false,
  planExpiresAt: null,
  loading: false,
  loaded: false,
};

/** The account store; read it with a selector, change it with the functions below. */
export const useAccountStore = create<AccountState>(() => ({ ...INITIAL_STATE }));

// Bumped by every reset, so an answer that was asked for before a sign-out is dropped.
let generation = 0;

/** A whole, non-negative number of credits; anything else counts as 0. */
function toCredits(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** Applies what the server says about the plan (GET /api/getUserPlan or the trial). */
export function applyUserPlan(plan: UserPlan): void {
  useAccountStore.setState({
    userPlan: plan.plan,
    userCredits: toCredits(plan.credits),
    askAiQuestions: plan.askAiQuestions,
    askAiQuestionsLimit: plan.askAiQuestionsLimit,
    askAiCredits: plan.askAiCredits,
    trialAvailable: plan.trialAvailable,
    // An older server leaves it out: then the plan has no end that we know of.
    planExpiresAt: plan.planExpiresAt ?? null,
    loaded: true,
  });
}

/** Loads the plan from the server. A failure is only logged (SPEC section 7); it never rejects. */
export async function loadUserPlan(): Promise<void> {
  const started = generation;
  useAccountStore.setState({ loading: true });
  try {
    const plan = await fetchUserPlan();
    if (started === generation) applyUserPlan(plan);
  } catch (error) {
    logger.warn('Could not load the user plan', error);
  } finally {
    if (started === generation) useAccountStore.setState({ loading: false });
  }
}

/** Sets the balance; below 0 becomes 0. */
export function setCredits(credits: number): void {
  useAccountStore.setState({ userCredits: toCredits(credits) });
}

/** Takes credits away, stopping at 0 (SPEC section 4). */
export function decreaseCredits(amount = 1): void {
  useAccountStore.setState((state) => ({
    userCredits: toCredits(state.userCredits - toCredits(amount)),
  }));
}

/** Adds credits. */
export function increaseCredits(amount = 1): void {
  useAccountStore.setState((state) => ({
    userCredits: toCredits(state.userCredits + toCredits(amount)),
  }));
}

/** Sets the plan. */
export function setPlan(plan: PlanId): void {
  useAccountStore.setState({ userPlan: plan });
}

/**
 * SPEC section 4's reset, e.g. on sign-out: the free plan, 0 credits, no Ask-AI questions
 * (limit 0 after sign-out) and no trial until the server says otherwise. Dashboard statistics
 * are reset by their own owner.
 */
export function resetAccountState(): void {
  generation += 1;
  useAccountStore.setState({ ...INITIAL_STATE, askAiQuestionsLimit: 0 });
}

/** True when the error is the server's 409 TRIAL_ALREADY_USED. */
export function isTrialAlreadyUsed(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'TRIAL_ALREADY_USED'
  );
}

/**
 * Takes the free trial and applies the plan the server returns. When the trial was already
 * used, the trial is marked unavailable and the error is thrown on for the caller to show.
 */
export async function startTrial(): Promise<UserPlan> {
  const started = generation;
  try {
    const plan = await startTrialRequest();
    if (started === generation) applyUserPlan(plan);
    return plan;
  } catch (error) {
    if (isTrialAlreadyUsed(error) && started === generation) {
      useAccountStore.setState({ trialAvailable: false });
    }
    throw error;
  }
}

/** Premium means the premium or the pro plan (SPEC section 5). */
export const selectIsPremium = (state: AccountState): boolean => isPremiumPlan(state.userPlan);
/** At least one credit is left. */
export const selectHasCredits = (state: AccountState): boolean => hasCredits(state.userCredits);
/** 5 credits or fewer, unless premium (SPEC section 5). */
export const selectIsLowOnCredits = (state: AccountState): boolean =>
  isLowOnCredits(state.userCredits, state.userPlan);
/** 'Free Plan', 'Professional Plan', ... (SPEC section 3). */
export const selectPlanDisplayName = (state: AccountState): string =>
  getPlanDisplayName(state.userPlan);
/** max(0, limit - used + extra) (SPEC section 5). */
export const selectRemainingAskAiQuestions = (state: AccountState): number =>
  getRemainingAskAiQuestions(state);

/** Premium (premium or pro) for the current plan. */
export const useIsPremium = (): boolean => useAccountStore(selectIsPremium);
/** Whether any credit is left. */
export const useHasCredits = (): boolean => useAccountStore(selectHasCredits);
/** Whether the low-credit warning applies. */
export const useIsLowOnCredits = (): boolean => useAccountStore(selectIsLowOnCredits);
/** The plan's display name. */
export const usePlanDisplayName = (): string => useAccountStore(selectPlanDisplayName);
