import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { checkReauthenticationNonce } from './email/reauthentication.ts';
import { verifyPassword } from './passwords.ts';
import type { Authenticated } from './sessions.ts';
import { startPasswordAttempt } from './sign-in-back-off.ts';

/** How a session proves it is the owner's a little longer than its own existence. */
export interface OwnerProof {
  currentPassword: string;
  /** The code GET /reauthenticate emailed. */
  nonce: string;
  clientIp: string;
}

/** Sign-in methods that proved control of the account's inbox (email links and codes). */
const EMAIL_METHODS = new Set(['otp', 'recovery', 'magiclink', 'email/signup', 'invite']);

/**
 * How long after following an email link (a password reset above all) its session may change
 * the password or address without more: long enough to choose a password, short enough that a
 * session stolen later cannot.
 */
export const FRESH_EMAIL_SIGN_IN_SECONDS = 10 * 60;

/**
 * Issue 29: a stolen session could change the address and the password at once, and the owner
 * was out. Changing either now needs the current password, or the emailed nonce, or a session
 * that has just come from an email link (a password reset). Wrong current passwords count in
 * the sign-in back-off, so a session cannot be used to guess the password either. An account
 * without a password and without email (no SMTP_URL) cannot prove itself here: the operator
 * sets its password (`admin set-password`), since a session alone is exactly what was stolen.
 */
export async function assertOwnerProven(
  context: AuthContext,
  { user, session }: Authenticated,
  proof: OwnerProof,
): Promise<void> {
  if (proof.nonce) return checkReauthenticationNonce(context, user, proof.nonce);
  if (proof.currentPassword && user.encrypted_password) {
    const attempt = await startPasswordAttempt(context, user.email, proof.clientIp);
    if (await verifyPassword(user.encrypted_password, proof.currentPassword))
      return attempt.succeeded();
    await attempt.failed();
    throw new AuthError(400, 'current_password_invalid', 'Current password is incorrect.');
  }
  const fromEmail = session.amr.filter((entry) => EMAIL_METHODS.has(entry.method));
  const now = Date.now() / 1000;
  if (fromEmail.some((entry) => now - entry.timestamp <= FRESH_EMAIL_SIGN_IN_SECONDS)) return;
  // A reset link's session that waited too long is sent for a fresh link, not asked for the
  // password its owner has likely forgotten.
  if (user.encrypted_password && fromEmail.length === 0)
    throw new AuthError(
      400,
      'current_password_required',
      'Current password required to change the email address or password.',
    );
  throw new AuthError(
    400,
    'reauthentication_needed',
    'Reauthentication required: follow a new email link, or send the code GET /reauthenticate emails as the nonce.',
  );
}
