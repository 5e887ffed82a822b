import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { findUserByEmail, insertUser } from '../user-queries.ts';
import { sendAccountEmail } from './account-emails.ts';
import { resendEmailChange } from './email-change.ts';
import type { PkceChallenge } from './pkce.ts';

/** Where an email's link should lead and whether it belongs to a PKCE flow. */
export interface EmailRequest {
  email: string;
  redirectTo: string;
  challenge: PkceChallenge | null;
}

/** POST /recover: the password-reset email. */
export async function requestPasswordRecovery(
  context: AuthContext,
  request: EmailRequest,
): Promise<void> {
  const user = await findUserByEmail(context.db, request.email);
  // Unknown addresses get the same answer: nobody learns who has an account.
  if (user)
    await sendAccountEmail(context, 'recovery', user, request.redirectTo, request.challenge);
}

/**
 * POST /otp: a magic link to a confirmed user, the confirmation email otherwise; an unknown
 * address becomes a passwordless account unless the client said not to create one.
 */
export async function requestOtpEmail(
  context: AuthContext,
  request: EmailRequest & { userMetadata: Record<string, unknown>; createUser: boolean },
): Promise<void> {
  let user = await findUserByEmail(context.db, request.email);
  if (!user) {
    if (!request.createUser)
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    // A passwordless account: it signs in with links and codes until a password is set.
    user = await insertUser(context.db, {
      email: request.email,
      passwordHash: null,
      userMetadata: request.userMetadata,
      confirmed: context.config.autoconfirm,
    });
  }
  const which = user.email_confirmed_at ? 'magiclink' : 'confirmation';
  await sendAccountEmail(context, which, user, request.redirectTo, request.challenge);
}

/** POST /resend: the confirmation email, or both email-change emails, again. */
export async function resendEmail(
  context: AuthContext,
  type: 'signup' | 'email_change',
  request: EmailRequest,
): Promise<void> {
  const user = await findUserByEmail(context.db, request.email);
  // Nothing to send looks like success: unknown, already confirmed, no change pending.
  if (!user) return;
  if (type === 'signup') {
    if (!user.email_confirmed_at)
      await sendAccountEmail(context, 'confirmation', user, request.redirectTo, request.challenge);
  } else if (user.new_email) {
    await resendEmailChange(context, user, request.redirectTo, request.challenge);
  }
}
