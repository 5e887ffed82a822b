import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { readPkceChallenge, sendConfirmationEmail } from '../email/email-flows.ts';
import { assertPasswordAcceptable } from '../password-rules.ts';
import { hashPassword } from '../passwords.ts';
import { limitByEmail, limitByIp } from '../limits.ts';
import { readBody, readEmail, readMetadata, readQuery, readString } from '../request-fields.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail, insertUser, listFactors, nowIso, presentUser } from '../users.ts';

/** POST /signup (protocol section 4.1), email and password only. */
export function registerSignupRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/signup', async (request) => {
    const body = readBody(request);
    if (!readString(body, 'email') && !readString(body, 'phone'))
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    await limitByIp(context, request, 'signup');
    if (readString(body, 'phone'))
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const password = readString(body, 'password');
    if (!password) throw validationFailed('Signup requires a valid password');
    assertPasswordAcceptable(context, password);
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'signup', email);
    const data = readMetadata(body);
    const redirectTo = readQuery(request, 'redirect_to');

    const existing = await findUserByEmail(context.db, email);
    if (existing?.email_confirmed_at) {
      if (context.config.autoconfirm)
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      // Anti-enumeration: a confirmed address looks exactly like a new sign-up.
      return presentObfuscatedUser(email, data);
    }
    if (existing) {
      const resent = await sendConfirmationEmail(context, existing, redirectTo, challenge);
      return presentUser(resent, await listFactors(context.db, existing.id));
    }
    const user = await insertUser(context.db, {
      email,
      passwordHash: await hashPassword(password),
      userMetadata: data,
      confirmed: context.config.autoconfirm,
    });
    if (context.config.autoconfirm) return issueSession(context, user, 'password');
    const sent = await sendConfirmationEmail(context, user, redirectTo, challenge);
    return presentUser(sent);
  });
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
