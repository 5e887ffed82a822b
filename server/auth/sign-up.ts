import { randomUUID } from 'node:crypto';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { sendAccountEmail } from './email/account-emails.ts';
import type { PkceChallenge } from './email/pkce.ts';
import { listFactors } from './mfa/factor-queries.ts';
import { hashPassword } from './passwords.ts';
import type { SessionClient } from './session-client.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail, insertUser } from './user-queries.ts';
import { presentUser } from './users.ts';
import { nowIso } from '../db/timestamps.ts';

/**
 * POST /signup with email and password: a new user, confirmed at once without SMTP (and then
 * signed in), otherwise sent the confirmation email.
 */
export async function signUp(
  context: AuthContext,
  request: {
    email: string;
    password: string;
    userMetadata: Record<string, unknown>;
    redirectTo: string;
    challenge: PkceChallenge | null;
    /** Where the session is used from, when the sign-up signs in at once. */
    client: SessionClient;
  },
) {
  const { email, userMetadata, redirectTo, challenge } = request;
  const existing = await findUserByEmail(context.db, email);
  if (existing?.email_confirmed_at) {
    if (context.config.autoconfirm)
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    // Anti-enumeration: a confirmed address looks exactly like a new sign-up.
    return presentObfuscatedUser(email, userMetadata);
  }
  if (existing) {
    const resent = await sendAccountEmail(context, 'confirmation', existing, redirectTo, challenge);
    return presentUser(resent, await listFactors(context.db, existing.id));
  }
  const user = await insertUser(context.db, {
    email,
    passwordHash: await hashPassword(request.password),
    userMetadata,
    confirmed: context.config.autoconfirm,
  });
  if (context.config.autoconfirm) return issueSession(context, user, 'password', request.client);
  const sent = await sendAccountEmail(context, 'confirmation', user, redirectTo, challenge);
  return presentUser(sent);
}

function presentObfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = nowIso();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
