import type { DeleteAccountRequest } from '../../../common/api/account.ts';
import { apiClient } from '../../lib/api-client.ts';
import { signOut } from './auth-actions.ts';

/**
 * Deletes the signed-in user's account (DELETE /api/account, confirmed with the email address
 * they typed, which the server checks again), then signs out here. Signing out also clears the
 * user's cached documents, list and credits from this browser: web/app/connect-document-cache.ts
 * follows the user changing.
 */
export async function deleteAccount(typedEmail: string): Promise<void> {
  const body: DeleteAccountRequest = { confirm: typedEmail };
  await apiClient.delete('/api/account', body);
  // The server has already ended every session, so the service may refuse the sign-out; the
  // user is signed out here before it answers either way.
  await signOut().catch(() => undefined);
}
