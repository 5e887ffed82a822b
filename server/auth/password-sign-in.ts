import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { checkPasswordStrength, getDecoyHash, verifyPassword } from './passwords.ts';
import { issueSession } from './sessions.ts';
import {
  clearFailedSignIns,
  countFailedSignIn,
  findUserByEmail,
  findUserById,
} from './user-queries.ts';
import { isBanned, nowIso, type UserRow } from './users.ts';

/**
 * The password grant of POST /token: a session for the right password of a confirmed user;
 * enough wrong ones in a row lock the account for a while.
 */
export async function signInWithPassword(context: AuthContext, email: string, password: string) {
  const invalid = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  const user = await findUserByEmail(context.db, email);
  if (!user?.encrypted_password) {
    await verifyPassword(await getDecoyHash(), password);
    throw invalid();
  }
  assertNotLocked(user);
  if (!(await verifyPassword(user.encrypted_password, password))) {
    await recordFailedSignIn(context, user.id);
    throw invalid();
  }
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  await endFailedSignIns(context, user.id);
  const session = await issueSession(context, user, 'password');
  // A password that met older rules still signs in; the client is told it is weak.
  const { reasons, message } = checkPasswordStrength(password, context.config.passwordPolicy);
  return reasons.length ? { ...session, weak_password: { message, reasons } } : session;
}

function assertNotLocked(user: UserRow): void {
  if (!user.locked_until || user.locked_until <= nowIso()) return;
  const minutes = Math.max(1, Math.ceil((Date.parse(user.locked_until) - Date.now()) / 60_000));
  throw new AuthError(
    423,
    'account_locked',
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
  );
}

async function recordFailedSignIn(context: AuthContext, userId: string): Promise<void> {
  const until = new Date(Date.now() + context.config.lockMinutes * 60_000).toISOString();
  const lockedUntil = await countFailedSignIn(context.db, userId, {
    afterFailures: context.config.lockAfterFailures,
    until,
  });
  if (lockedUntil === until) context.log.warn({ userId }, 'Account locked after failed sign-ins');
}

/** The right password ends a run of failures; an account locked meanwhile refuses it too. */
async function endFailedSignIns(context: AuthContext, userId: string): Promise<void> {
  if (await clearFailedSignIns(context.db, userId)) return;
  const user = await findUserById(context.db, userId);
  if (user) assertNotLocked(user);
}
