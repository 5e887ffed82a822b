import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, OAuthError, validationFailed } from '../auth-errors.ts';
import { exchangeAuthCode } from '../email/email-flows.ts';
import { limitByEmail, limitByIp } from '../limits.ts';
import { checkPasswordStrength, getDecoyHash, verifyPassword } from '../passwords.ts';
import { readBody, readEmail, readQuery, readString } from '../request-fields.ts';
import { issueSession, refreshSession } from '../sessions.ts';
import { findUserByEmail, findUserById, nowIso, type UserRow } from '../users.ts';

/** POST /token?grant_type=... (protocol section 4.2). */
export function registerTokenRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/token', async (request) => {
    const grantType = readQuery(request, 'grant_type');
    const body = readBody(request);
    if (!['password', 'refresh_token', 'pkce', 'id_token', 'web3'].includes(grantType))
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    if (grantType === 'web3')
      throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    await limitByIp(context, request, 'token');
    switch (grantType) {
      case 'password':
        return signInWithPassword(context, body);
      case 'refresh_token': {
        const token = readString(body, 'refresh_token');
        if (!token) throw new OAuthError('invalid_request', 'refresh_token required');
        return refreshSession(context, token);
      }
      case 'pkce': {
        const code = readString(body, 'auth_code');
        const verifier = readString(body, 'code_verifier');
        if (!code || !verifier)
          throw validationFailed(
            'invalid request: both auth code and code verifier should be non-empty',
          );
        return exchangeAuthCode(context, code, verifier);
      }
      default: {
        const provider = readString(body, 'provider');
        if (!readString(body, 'id_token') || !provider)
          throw new OAuthError('invalid request', 'id_token and provider are required');
        throw new AuthError(
          400,
          'provider_disabled',
          `Provider (issuer "${provider}") is not enabled`,
        );
      }
    }
  });
}

async function signInWithPassword(context: AuthContext, body: Record<string, unknown>) {
  if (readString(body, 'phone') && readString(body, 'email'))
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (readString(body, 'phone'))
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!readString(body, 'email')) throw validationFailed('missing email or phone');
  const email = readEmail(body);
  const password = readString(body, 'password');
  await limitByEmail(context, 'token', email);
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
  if (user.banned_until && user.banned_until > nowIso())
    throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  await clearFailedSignIns(context, user.id);
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

/**
 * Counts a wrong password; enough of them in a row lock the account for a while. One atomic
 * UPDATE reads and writes the count, so parallel wrong passwords are each counted (a read,
 * then a write, let them all write back the same small number and never lock).
 */
async function recordFailedSignIn(context: AuthContext, userId: string): Promise<void> {
  const now = nowIso();
  const lockUntil = new Date(Date.now() + context.config.lockMinutes * 60_000).toISOString();
  const row = await context.db
    .updateTable('auth_users')
    .set((eb) => {
      // A lock that has run out starts the count again.
      const lockRanOut = eb.and([
        eb('locked_until', 'is not', null),
        eb('locked_until', '<=', now),
      ]);
      const failures = eb
        .case()
        .when(lockRanOut)
        .then(1)
        .else(eb('failed_sign_ins', '+', 1))
        .end();
      return {
        failed_sign_ins: failures,
        locked_until: eb
          .case()
          // Locked meanwhile by a parallel attempt: the lock stands as it is.
          .when(eb.and([eb('locked_until', 'is not', null), eb('locked_until', '>', now)]))
          .then(eb.ref('locked_until'))
          .when(failures, '>=', context.config.lockAfterFailures)
          .then(lockUntil)
          .else(null)
          .end(),
        updated_at: now,
      };
    })
    .where('id', '=', userId)
    .returning(['locked_until'])
    .executeTakeFirst();
  if (row?.locked_until === lockUntil)
    context.log.warn({ userId }, 'Account locked after failed sign-ins');
}

/**
 * The right password ends a run of failures. Only an account not locked meanwhile (by wrong
 * passwords racing this one) is cleared; a locked one refuses this sign-in too.
 */
async function clearFailedSignIns(context: AuthContext, userId: string): Promise<void> {
  const now = nowIso();
  const cleared = await context.db
    .updateTable('auth_users')
    .set({ failed_sign_ins: 0, locked_until: null })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(cleared.numUpdatedRows) > 0) return;
  const user = await findUserById(context.db, userId);
  if (user) assertNotLocked(user);
}
