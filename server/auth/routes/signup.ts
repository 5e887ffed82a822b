import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { readPkceChallenge } from '../email/pkce.ts';
import { limitByEmail, limitByIp } from '../limits.ts';
import { assertPasswordAcceptable } from '../password-rules.ts';
import { readBody, readEmail, readMetadata, readQuery, readString } from '../request-fields.ts';
import { readSessionClient } from '../session-client.ts';
import { signUp } from '../sign-up.ts';

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
    return signUp(context, {
      email,
      password,
      userMetadata: readMetadata(body),
      redirectTo: readQuery(request, 'redirect_to'),
      challenge,
      client: readSessionClient(request),
    });
  });
}
