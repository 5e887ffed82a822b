import type { AuthContext } from '../auth-context.ts';
import { deliverEmail } from './email-delivery.ts';

/**
 * Tells an account's address that its password or its address changed, so a change the owner
 * did not make does not go unnoticed. Nothing without a mailer. A failure to send is logged (by
 * deliverEmail) and not the change's undoing: the change has been made.
 */
export async function sendAccountNotice(
  context: AuthContext,
  kind: 'password_changed' | 'email_changed',
  to: string,
  values: { currentEmail: string; newEmail?: string },
): Promise<void> {
  if (!context.mailer.isConfigured) return;
  try {
    await deliverEmail(context, kind, to, values);
  } catch {
    // Logged where it failed; the answer to the change stays a success.
  }
}
