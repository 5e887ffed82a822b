import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, OAuthError, validationFailed } from '../auth-errors.ts';
import { exchangeAuthCode } from '../email/pkce.ts';
import { limitByIp } from '../limits.ts';
import { signInWithPassword } from '../password-sign-in.ts';
import { refreshSession } from '../refresh-session.ts';
import { readBody, readEmail, readQuery, readString } from '../request-fields.ts';
import { readSessionClient } from '../session-client.ts';

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
      case 'password': {
        const { email, password } = readPasswordCredentials(body);
        const client = readSessionClient(request);
        return signInWithPassword(context, { email, password, client });
      }
      case 'refresh_token': {
        const token = readString(body, 'refresh_token');
        if (!token) throw new OAuthError('invalid_request', 'refresh_token required');
        return refreshSession(context, token, readSessionClient(request));
      }
      case 'pkce': {
        const code = readString(body, 'auth_code');
        const verifier = readString(body, 'code_verifier');
        if (!code || !verifier)
          throw validationFailed(
            'invalid request: both auth code and code verifier should be non-empty',
          );
        return exchangeAuthCode(context, code, verifier, readSessionClient(request));
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

/**
 * The email and password of the password grant. No per-email limit here: anyone could spend it
 * to lock the owner out (issue 29); the back-off of signInWithPassword counts per client.
 */
function readPasswordCredentials(body: Record<string, unknown>): {
  email: string;
  password: string;
} {
  if (readString(body, 'phone') && readString(body, 'email'))
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (readString(body, 'phone'))
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!readString(body, 'email')) throw validationFailed('missing email or phone');
  const email = readEmail(body);
  return { email, password: readString(body, 'password') };
}
