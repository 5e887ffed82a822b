import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../../activity/record-activity.ts';
import { recordSignIn } from '../../activity/record-sign-in.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { limitByIp } from '../limits.ts';
import { readBody, readString } from '../request-fields.ts';
import { requireAuthentication } from '../sessions.ts';
import { challengeFactor } from './challenge-factor.ts';
import { enrollTotpFactor } from './enroll-totp-factor.ts';
import { loadFactor, UUID_PATTERN } from './load-factor.ts';
import { unenrollFactor } from './unenroll-factor.ts';
import { verifyTotpFactor } from './verify-totp-factor.ts';

type FactorParams = { Params: { factorId: string } };

/** The MFA routes (protocol section 4.13): TOTP only; phone and WebAuthn answer as disabled. */
export function registerFactorRoutes(app: FastifyInstance, context: AuthContext): void {
  app.post('/factors', async (request) => {
    const authenticated = await requireAuthentication(context, request);
    const body = readBody(request);
    const factorType = readString(body, 'factor_type');
    switch (factorType) {
      case 'totp': {
        const enrolled = await enrollTotpFactor(context, authenticated, {
          friendlyName: readString(body, 'friendly_name'),
          issuer: readString(body, 'issuer') || new URL(context.config.siteUrl).host,
        });
        await recordActivity(context.db, {
          userId: authenticated.user.id,
          kind: 'two_step_changed',
          address: request.ip,
          detail: { change: 'enrolled' },
        });
        return enrolled;
      }
      case 'phone':
        throw new AuthError(
          422,
          'mfa_phone_enroll_not_enabled',
          'MFA enroll is disabled for Phone',
        );
      case 'webauthn':
        throw new AuthError(
          422,
          'mfa_webauthn_enroll_not_enabled',
          'MFA enroll is disabled for WebAuthn',
        );
      default:
        throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    }
  });

  app.post<FactorParams>('/factors/:factorId/challenge', async (request) => {
    await limitByIp(context, request, 'factor_challenge');
    const { user } = await requireAuthentication(context, request);
    return challengeFactor(context, user.id, request.params.factorId, request.ip);
  });

  app.post<FactorParams>('/factors/:factorId/verify', async (request) => {
    await limitByIp(context, request, 'factor_verify');
    const authenticated = await requireAuthentication(context, request);
    const factor = await loadFactor(context, authenticated.user.id, request.params.factorId);
    const { challengeId, code } = readVerifyBody(readBody(request));
    const session = await verifyTotpFactor(context, authenticated, factor, {
      challengeId,
      code,
      ipAddress: request.ip,
    });
    // The first code of a new authenticator turns two-step sign-in on; later ones sign in.
    if (factor.status === 'verified')
      await recordSignIn(context.db, {
        userId: authenticated.user.id,
        address: request.ip,
        userAgent: request.headers['user-agent'],
        method: 'two-step',
      });
    else
      await recordActivity(context.db, {
        userId: authenticated.user.id,
        kind: 'two_step_changed',
        address: request.ip,
        detail: { change: 'verified' },
      });
    return session;
  });

  app.delete<FactorParams>('/factors/:factorId', async (request) => {
    const authenticated = await requireAuthentication(context, request);
    const removed = await unenrollFactor(context, authenticated, request.params.factorId);
    await recordActivity(context.db, {
      userId: authenticated.user.id,
      kind: 'two_step_changed',
      address: request.ip,
      detail: { change: 'unenrolled' },
    });
    return removed;
  });
}

/** The verify body as GoTrue decodes it: a UUID challenge_id and a non-empty string code. */
function readVerifyBody(body: Record<string, unknown>): { challengeId: string; code: string } {
  const challengeId = body.challenge_id ?? '';
  if (typeof challengeId !== 'string' || (challengeId && !UUID_PATTERN.test(challengeId)))
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: challenge_id must be a UUID`,
    );
  if (body.code !== undefined && body.code !== null && typeof body.code !== 'string')
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: code must be a string',
    );
  const code = typeof body.code === 'string' ? body.code : '';
  if (!code) throw validationFailed('Code needs to be non-empty');
  return { challengeId, code };
}
