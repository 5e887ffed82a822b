import {
  creditHistorySchema,
  userPlanSchema,
  type CreditHistory,
  type UserPlan,
} from '../../../common/api/credits.ts';
import { apiClient } from '../../lib/api-client.ts';

/** GET /api/getUserPlan (SPEC section 7): plan, credits and Ask-AI usage of the signed-in user. */
export async function fetchUserPlan(): Promise<UserPlan> {
  return userPlanSchema.parse(await apiClient.get<unknown>('/api/getUserPlan'));
}

/** POST /api/credits/trial: takes the free trial's credits; 409 TRIAL_ALREADY_USED when taken. */
export async function startTrialRequest(): Promise<UserPlan> {
  return userPlanSchema.parse(await apiClient.post<unknown>('/api/credits/trial'));
}

/** GET /api/credits/history: the changes of the balance, newest first. */
export async function fetchCreditHistory(): Promise<CreditHistory> {
  return creditHistorySchema.parse(await apiClient.get<unknown>('/api/credits/history'));
}
