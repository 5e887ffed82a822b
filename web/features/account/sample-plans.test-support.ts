import type { UserPlan } from '../../../common/api/credits.ts';

/** A user plan as GET /api/getUserPlan returns it, with the given fields changed. */
export function makeUserPlan(overrides: Partial<UserPlan> = {}): UserPlan {
  return {
    plan: 'free',
    credits: 3,
    askAiQuestions: 0,
    askAiQuestionsLimit: 5,
    askAiCredits: 0,
    trialAvailable: false,
    planExpiresAt: null,
    ...overrides,
  };
}

/** The server's 409 for a trial taken before, shaped like the api client's ApiError. */
export function makeTrialAlreadyUsedError(): Error {
  return Object.assign(new Error('The free trial has already been used.'), {
    name: 'ApiError',
    status: 409,
    code: 'TRIAL_ALREADY_USED',
  });
}
