import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../../activity/record-activity.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { readPkceChallenge } from '../email/pkce.ts';
import { limitByIp } from '../limits.ts';
import { readBody, readEmail, readMetadata, readQuery, readString } from '../request-fields.ts';
import { requireAuthentication } from '../sessions.ts';
import { getAccount, updateAccount } from '../user-account.ts';

/** GET and PUT /user (protocol sections 4.4 and 4.5). */
export function registerUserRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/user', async (request) => {
    const { user } = await requireAuthentication(context, request);
    return getAccount(context, user);
  });

  app.put('/user', async (request) => {
    await limitByIp(context, request, 'user');
    const authenticated = await requireAuthentication(context, request);
    const body = readBody(request);
    if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'User not allowed');
    if (readString(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Phone provider is disabled');
    const newEmail = readString(body, 'email') ? readEmail(body) : '';
    const password = readString(body, 'password');
    const updated = await updateAccount(context, authenticated, {
      password,
      newEmail,
      userMetadata: body.data === undefined ? undefined : readMetadata(body),
      currentPassword: readString(body, 'current_password'),
      nonce: readString(body, 'nonce'),
      clientIp: request.ip,
      redirectTo: readQuery(request, 'redirect_to'),
      // Only an email change sends a link a PKCE flow could follow.
      challenge: newEmail ? readPkceChallenge(body) : null,
    });
    // Also the new password of a reset link, which signs in with a recovery session first.
    if (password)
      await recordActivity(context.db, {
        userId: authenticated.user.id,
        kind: 'password_changed',
        address: request.ip,
      });
    return updated;
  });
}
