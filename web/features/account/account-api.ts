import {
  creditHistorySchema,
  userPlanSchema,
  type CreditHistory,
  type UserPlan,
} from '../../../common/api/credits.ts';
import {
  accountSettingsSchema,
  autoDeletePreviewSchema,
  type AccountSettings,
  type AutoDeletePreview,
} from '../../../common/api/account-settings.ts';
import type { AutoDeletePeriod } from '../../../common/retention/auto-delete.ts';
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

/** GET /api/account/settings: the account's settings as the server keeps them. */
export async function fetchAccountSettings(): Promise<AccountSettings> {
  return accountSettingsSchema.parse(await apiClient.get<unknown>('/api/account/settings'));
}

/** PUT /api/account/settings: saves them; answers with what is now stored. */
export async function saveAccountSettings(settings: AccountSettings): Promise<AccountSettings> {
  return accountSettingsSchema.parse(
    await apiClient.put<unknown>('/api/account/settings', settings),
  );
}

/** How many documents a period would delete at the next sweep, before it is saved. */
export async function fetchAutoDeletePreview(days: AutoDeletePeriod): Promise<AutoDeletePreview> {
  return autoDeletePreviewSchema.parse(
    await apiClient.get<unknown>(`/api/account/settings/auto-delete-preview?days=${days}`),
  );
}

/** GET /api/account/export: "Download all my data", a zip. */
export function fetchAccountExport(): Promise<Blob> {
  return apiClient.getBlob('/api/account/export');
}
