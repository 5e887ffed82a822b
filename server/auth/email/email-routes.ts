import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { limitByEmail, limitByIp } from '../limits.ts';
import { readBody, readEmail, readMetadata, readQuery, readString } from '../request-fields.ts';
import { readSessionClient } from '../session-client.ts';
import { issueSession, requireAuthentication } from '../sessions.ts';
import { assertEmailEnabled } from './email-disabled.ts';
import { requestOtpEmail, requestPasswordRecovery, resendEmail } from './email-requests.ts';
import { issueAuthCode, PKCE_PREFIX, readPkceChallenge } from './pkce.ts';
import { sendReauthenticationEmail } from './reauthentication.ts';
import { resolveRedirect } from './redirect-target.ts';
import { isEmailVerifyType, verifyEmailToken } from './verify-email-token.ts';
import { errorRedirect, withFragment, withQuery } from './verify-redirects.ts';

/** The secure email change's answer once the first of its two links was followed. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

const seeOther = (reply: FastifyReply, url: string) => reply.redirect(url, 303);

/**
 * The email flows of the protocol: POST /recover, POST /otp, GET and POST /verify, POST /resend
 * and GET /reauthenticate (sections 4.6 to 4.10).
 */
export function registerEmailFlowRoutes(app: FastifyInstance, context: AuthContext): void {
  app.post('/recover', async (request) => {
    await limitByIp(context, request, 'recover');
    assertEmailEnabled(context, 'recovery');
    const body = readBody(request);
    if (!readString(body, 'email').trim())
      throw validationFailed('Password recovery requires an email');
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'recover', email);
    await requestPasswordRecovery(context, {
      email,
      redirectTo: readQuery(request, 'redirect_to'),
      challenge,
    });
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
    // Before an account is made for a new address: without email it could never sign in.
    assertEmailEnabled(context, 'sign-in', 422);
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'otp', email);
    await requestOtpEmail(context, {
      email,
      redirectTo: readQuery(request, 'redirect_to'),
      challenge,
      userMetadata: readMetadata(body),
      createUser: body.create_user !== false,
    });
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

    const outcome = await verifyEmailToken(
      context,
      type,
      token ? { email, otp: token.trim() } : { tokenHash },
    );
    if (outcome.kind === 'first_half') return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' };
    return issueSession(context, outcome.user, 'otp', readSessionClient(request));
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
      const session = await issueSession(context, outcome.user, 'otp', readSessionClient(request));
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
    assertEmailEnabled(context, 'email');
    const challenge = readPkceChallenge(body);
    const email = readEmail(body);
    await limitByEmail(context, 'resend', email);
    await resendEmail(context, type === 'signup' ? 'signup' : 'email_change', {
      email,
      redirectTo: readQuery(request, 'redirect_to'),
      challenge,
    });
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
    assertEmailEnabled(context, 'reauthentication');
    await sendReauthenticationEmail(context, user);
    return {};
  });
}
