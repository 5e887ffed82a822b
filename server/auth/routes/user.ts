import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import {
  readPkceChallenge,
  requestEmailChange,
  checkReauthenticationNonce,
} from '../email/email-flows.ts';
import { limitByIp } from '../limits.ts';
import { assertPasswordAcceptable } from '../password-rules.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { readBody, readEmail, readMetadata, readQuery, readString } from '../request-fields.ts';
import { endSessions, requireAuthentication } from '../sessions.ts';
import {
  findUserByEmail,
  listFactors,
  parseJsonObject,
  presentUser,
  updateUser,
} from '../users.ts';

/** GET and PUT /user (protocol sections 4.4 and 4.5). */
export function registerUserRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/user', async (request) => {
    const { user } = await requireAuthentication(context, request);
    return presentUser(user, await listFactors(context.db, user.id));
  });

  app.put('/user', async (request) => {
    await limitByIp(context, request, 'user');
    const { user, session } = await requireAuthentication(context, request);
    const body = readBody(request);
    if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'User not allowed');
    if (readString(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Phone provider is disabled');
    const password = readString(body, 'password');
    const newEmail = readString(body, 'email') ? readEmail(body) : '';
    const factors = await listFactors(context.db, user.id);
    const hasVerifiedFactor = factors.some((factor) => factor.status === 'verified');
    if (
      (password || (newEmail && newEmail !== user.email)) &&
      hasVerifiedFactor &&
      session.aal !== 'aal2'
    )
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );

    let updated = user;
    if (body.data !== undefined) {
      // Keys merge in; a null value removes the key.
      const changes = readMetadata(body);
      const metadata = Object.fromEntries(
        Object.entries({ ...parseJsonObject(updated.user_metadata), ...changes }).filter(
          ([key]) => changes[key] !== null,
        ),
      );
      updated = await updateUser(context.db, user.id, { user_metadata: JSON.stringify(metadata) });
    }
    if (password) {
      assertPasswordAcceptable(context, password);
      if (
        updated.encrypted_password &&
        (await verifyPassword(updated.encrypted_password, password))
      )
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      const nonce = readString(body, 'nonce');
      if (nonce) await checkReauthenticationNonce(context, updated, nonce);
      updated = await updateUser(context.db, user.id, {
        encrypted_password: await hashPassword(password),
        failed_sign_ins: 0,
        locked_until: null,
        // Pending links die with the old password, an email change among them.
        new_email: null,
        email_change_sent_at: null,
      });
      // Pending links die with the old password, and so does every other session.
      await context.db.deleteFrom('auth_one_time_tokens').where('user_id', '=', user.id).execute();
      await endSessions(context, user.id, 'others', session.id);
    }
    if (newEmail && newEmail !== updated.email) {
      const taken = await findUserByEmail(context.db, newEmail);
      if (taken)
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      updated = await requestEmailChange(
        context,
        updated,
        newEmail,
        readQuery(request, 'redirect_to'),
        readPkceChallenge(body),
      );
    }
    return presentUser(updated, factors);
  });
}
