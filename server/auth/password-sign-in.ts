import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { checkPasswordStrength, getDecoyHash, verifyPassword } from './passwords.ts';
import type { SessionClient } from './session-client.ts';
import { issueSession } from './sessions.ts';
import { startPasswordAttempt } from './sign-in-back-off.ts';
import { findUserByEmail } from './user-queries.ts';
import { isBanned } from './users.ts';

/**
 * The password grant of POST /token: a session for the right password of a confirmed user.
 * Wrong passwords make the address they come from wait, never the account (decision 021).
 */
export async function signInWithPassword(
  context: AuthContext,
  credentials: { email: string; password: string; client: SessionClient },
) {
  const { email, password } = credentials;
  const invalid = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  const attempt = await startPasswordAttempt(context, email, credentials.client.address);
  const user = await findUserByEmail(context.db, email);
  if (!user?.encrypted_password) {
    await verifyPassword(await getDecoyHash(), password);
    await attempt.failed();
    throw invalid();
  }
  if (!(await verifyPassword(user.encrypted_password, password))) {
    await attempt.failed();
    throw invalid();
  }
  await attempt.succeeded();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await issueSession(context, user, 'password', credentials.client);
  // A password that met older rules still signs in; the client is told it is weak.
  const { reasons, message } = checkPasswordStrength(password, context.config.passwordPolicy);
  return reasons.length ? { ...session, weak_password: { message, reasons } } : session;
}
