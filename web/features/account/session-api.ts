import {
  accountSessionsSchema,
  signOutOthersResultSchema,
  type AccountSession,
  type SignOutOthersResult,
} from '../../../common/api/sessions.ts';
import { apiClient } from '../../lib/api-client.ts';

/** GET /api/account/sessions: the account's signed-in devices, this one first. */
export async function fetchAccountSessions(): Promise<AccountSession[]> {
  return accountSessionsSchema.parse(await apiClient.get<unknown>('/api/account/sessions'))
    .sessions;
}

/** DELETE /api/account/sessions/{id}: signs that device out at once. */
export function signOutDeviceRequest(sessionId: string): Promise<void> {
  return apiClient.delete(`/api/account/sessions/${encodeURIComponent(sessionId)}`);
}

/** POST /api/account/sessions/sign-out-others: every device but this one. */
export async function signOutOtherDevicesRequest(): Promise<SignOutOthersResult> {
  return signOutOthersResultSchema.parse(
    await apiClient.post<unknown>('/api/account/sessions/sign-out-others'),
  );
}
