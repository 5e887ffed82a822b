import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { limitByEmail, limitByIp } from '../limits.ts';
import { readBody, readEmail, readMetadata, readQuery, readString } from '../request-fields.ts';
import { issueSession, requireAuthentication } from '../sessions.ts';
import { findUserByEmail, insertUser } from '../users.ts';
import {
  EMAIL_VERIFY_TYPES,
  PKCE_PREFIX,
  issueAuthCode,
  readPkceChallenge,
  resendEmailChange,
  resolveRedirect,
  sendConfirmationEmail,
  sendMagicLinkEmail,
  sendReauthenticationEmail,
  sendRecoveryEmail,
  verifyEmailToken,
  type EmailVerifyType,
} from './email-flows.ts';

/** The secure email change's answer once the first of its two links was followed. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

// The `error` word of an error redirect, by HTTP status (absent for other statuses).
const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

const isEmailVerifyType = (type: string): type is EmailVerifyType =>
  (EMAIL_VERIFY_TYPES as readonly string[]).includes(type);

/** Go's url.QueryEscape: spaces as `+`, only `-_.~` and alphanumerics left as they are. */
function queryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Go's url.Values.Encode: keys sorted, `key=value` joined by `&`. */
function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${queryEscape(key)}=${queryEscape(values[key] ?? '')}`)
    .join('&');
}

/** `url` without its fragment, with `params` appended to its query (existing ones kept). */
function withQuery(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0] ?? url;
  return `${base}${base.includes('?') ? '&' : '?'}${encodeSorted(params)}`;
}

function withFragment(url: string, params: Record<string, string>): string {
  return `${url.split('#')[0] ?? url}#${encodeSorted(params)}`;
}

function errorRedirect(redirectTo: string, error: AuthError, isPkce: boolean): string {
  const word = OAUTH_ERROR_BY_STATUS[error.status];
  const params: Record<string, string> = {
    ...(word ? { error: word } : {}),
    error_code: error.code,
    error_description: error.message,
  };
  const target = isPkce ? withQuery(redirectTo, params) : redirectTo;
  return withFragment(target, { ...params, sb: '' });
}

const seeOther = (reply: FastifyReply, url: string) => reply.redirect(url, 303);

/**
 * The email flows of the protocol: POST /recover, POST /otp, GET and POST /verify, POST /resend
 * and GET /reauthenticate (sections 4.6 to 4.10).
 */
export function registerEmailFlowRoutes(app: FastifyInstance, context: AuthContext): void {
  app.post('/recover', async (request) => {
    await limitByIp(context, request, 'recover');
    const body = readBody(request);
    if (!readString(body, 'email').trim())
      throw validationFailed('Password recovery requires an email');
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'recover', email);
    const user = await findUserByEmail(context.db, email);
    // Unknown addresses get the same answer: nobody learns who has an account.
    if (user) await sendRecoveryEmail(context, user, readQuery(request, 'redirect_to'), challenge);
    return {};
  });

  app.post('/otp', async (request) => {
    await limitByIp(context, request, 'otp');
    const body = readBody(request);
    const hasEmail = Boolean(readString(body, 'email'));
    if (readString(body, 'phone')) {
      if (hasEmail)
        throw validationFailed('Only an email address or phone number should be provided');
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    if (!hasEmail) throw validationFailed('One of email or phone must be set');
    if (readString(body, 'channel'))
      throw validationFailed('Channel should only be specified with Phone OTP');
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'otp', email);
    const data = readMetadata(body);
    const createUser = body.create_user !== false;
    const redirectTo = readQuery(request, 'redirect_to');

    let user = await findUserByEmail(context.db, email);
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      // A passwordless account: it signs in with links and codes until a password is set.
      user = await insertUser(context.db, {
        email,
        passwordHash: null,
        userMetadata: data,
        confirmed: context.config.autoconfirm,
      });
    }
    if (user.email_confirmed_at) await sendMagicLinkEmail(context, user, redirectTo, challenge);
    else await sendConfirmationEmail(context, user, redirectTo, challenge);
    return {};
  });

  app.post('/verify', async (request) => {
    await limitByIp(context, request, 'verify');
    const body = readBody(request);
    const type = readString(body, 'type');
    const token = readString(body, 'token');
    const tokenHash = readString(body, 'token_hash');
    const rawEmail = readString(body, 'email');
    const phone = readString(body, 'phone');
    if (!type) throw validationFailed('Verify requires a verification type');
    if ((!token && !tokenHash) || (token && tokenHash))
      throw validationFailed('Verify requires either a token or a token hash');
    let email = '';
    if (token) {
      if (phone && !rawEmail)
        throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      if (!rawEmail || phone)
        throw validationFailed(
          'Only an email address or phone number should be provided on verify',
        );
      try {
        email = readEmail(body);
      } catch {
        throw new AuthError(422, 'validation_failed', 'Invalid email format');
      }
    } else if (rawEmail || phone || readString(body, 'redirect_to')) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    if (!isEmailVerifyType(type)) throw validationFailed('Unsupported verification type');
    if (email) await limitByEmail(context, 'verify', email);

    const outcome = await verifyEmailToken(
      context,
      type,
      token ? { email, otp: token.trim() } : { tokenHash },
    );
    if (outcome.kind === 'first_half') return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' };
    return issueSession(context, outcome.user, 'otp');
  });

  // The link inside every email (an open route: browsers follow it without an apikey).
  app.get('/verify', async (request, reply) => {
    await limitByIp(context, request, 'verify');
    const token = readQuery(request, 'token');
    const type = readQuery(request, 'type');
    if (!type) throw validationFailed('Verify requires a verification type');
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const redirectTo = resolveRedirect(context, readQuery(request, 'redirect_to'));
    const isPkce = token.startsWith(PKCE_PREFIX);
    try {
      if (!isEmailVerifyType(type)) throw validationFailed('Unsupported verification type');
      const outcome = await verifyEmailToken(context, type, { tokenHash: token });
      if (outcome.kind === 'first_half') {
        const message = { message: SINGLE_CONFIRMATION_ACCEPTED };
        const target = isPkce ? withQuery(redirectTo, message) : redirectTo;
        return seeOther(reply, withFragment(target, { ...message, sb: '' }));
      }
      if (isPkce) {
        const code = await issueAuthCode(context, outcome.user, outcome.type);
        return seeOther(reply, withQuery(redirectTo, { code }));
      }
      const session = await issueSession(context, outcome.user, 'otp');
      return seeOther(
        reply,
        withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
          type: outcome.type,
        }),
      );
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return seeOther(reply, errorRedirect(redirectTo, error, isPkce));
    }
  });

  app.post('/resend', async (request) => {
    await limitByIp(context, request, 'resend');
    const body = readBody(request);
    const type = readString(body, 'type');
    if (!RESEND_TYPES.includes(type))
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    if (type === 'sms' || type === 'phone_change') {
      if (!readString(body, 'phone'))
        throw validationFailed('Type provided requires a phone number');
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    if (!readString(body, 'email'))
      throw validationFailed('Type provided requires an email address');
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'resend', email);
    const redirectTo = readQuery(request, 'redirect_to');
    const user = await findUserByEmail(context.db, email);
    // Nothing to send looks like success: unknown, already confirmed, no change pending.
    if (!user) return {};
    if (type === 'signup') {
      if (!user.email_confirmed_at)
        await sendConfirmationEmail(context, user, redirectTo, challenge);
    } else if (user.new_email) {
      await resendEmailChange(context, user, redirectTo, challenge);
    }
    return {};
  });

  app.get('/reauthenticate', async (request) => {
    const { user } = await requireAuthentication(context, request);
    if (!user.email)
      throw validationFailed(
        'Reauthentication requires the user to have an email or a phone number',
      );
    if (!user.email_confirmed_at)
      throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await sendReauthenticationEmail(context, user);
    return {};
  });
}
