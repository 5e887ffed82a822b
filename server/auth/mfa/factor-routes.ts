import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { limitByIp } from '../limits.ts';
import { readBody, readString } from '../request-fields.ts';
import { requireAuthentication, upgradeSession, type Authenticated } from '../sessions.ts';
import { findUserById, listFactors, type FactorRow } from '../users.ts';
import {
  CHALLENGE_EXPIRY_SECONDS,
  challengeExpiresAt,
  claimChallenge,
  claimTotpStep,
  createChallenge,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  deleteOtherUnverifiedFactors,
  downgradeTotpSessions,
  findChallenge,
  findOwnedFactor,
  insertTotpFactor,
  markFactorVerified,
} from './factor-store.ts';
import { buildTotpUri, generateTotpSecret, matchTotpStep, renderQrCodeSvg } from './totp.ts';

/** GoTrue's MFA.MaxEnrolledFactors and MaxVerifiedFactors. */
const MAX_FACTORS = 10;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FactorParams = { Params: { factorId: string } };

/** The MFA routes (protocol section 4.13): TOTP only; phone and WebAuthn answer as disabled. */
export function registerFactorRoutes(app: FastifyInstance, context: AuthContext): void {
  app.post('/factors', async (request) => {
    const authenticated = await requireAuthentication(context, request);
    const body = readBody(request);
    const factorType = readString(body, 'factor_type');
    switch (factorType) {
      case 'totp':
        return enrollTotpFactor(context, authenticated, body);
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
    const factor = await loadFactor(context, user.id, request.params.factorId);
    const challenge = await createChallenge(context.db, factor.id, request.ip);
    return {
      id: challenge.id,
      type: factor.factor_type,
      expires_at: challengeExpiresAt(challenge),
    };
  });

  app.post<FactorParams>('/factors/:factorId/verify', async (request) => {
    await limitByIp(context, request, 'factor_verify');
    const authenticated = await requireAuthentication(context, request);
    const factor = await loadFactor(context, authenticated.user.id, request.params.factorId);
    return verifyTotpFactor(context, request, authenticated, factor);
  });

  app.delete<FactorParams>('/factors/:factorId', async (request) => {
    const { user, session } = await requireAuthentication(context, request);
    const factor = await loadFactor(context, user.id, request.params.factorId);
    if (factor.status === 'verified' && session.aal !== 'aal2')
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    await context.db.transaction().execute(async (trx) => {
      await deleteFactor(trx, factor.id);
      if (factor.status === 'verified') await downgradeTotpSessions(trx, user.id);
    });
    return { id: factor.id };
  });
}

/** The factor named in the path, which must be the caller's (GoTrue's loadFactor). */
async function loadFactor(
  context: AuthContext,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  if (!UUID_PATTERN.test(factorId))
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(context.db, userId, factorId.toLowerCase());
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function enrollTotpFactor(
  context: AuthContext,
  { user, session }: Authenticated,
  body: Record<string, unknown>,
) {
  const friendlyName = readString(body, 'friendly_name');
  const issuer = readString(body, 'issuer') || new URL(context.config.siteUrl).host;

  await deleteExpiredFactors(context.db);
  const factors = await listFactors(context.db, user.id);
  if (factors.some((factor) => factor.friendly_name === friendlyName))
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  const verifiedCount = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verifiedCount >= MAX_FACTORS)
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verifiedCount > 0 && session.aal !== 'aal2')
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');

  const secret = generateTotpSecret();
  const uri = buildTotpUri(issuer, user.email, secret);
  const qrCode = await renderQrCodeSvg(uri);
  const factor = await insertTotpFactor(context.db, user.id, friendlyName, secret);
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name,
    totp: { qr_code: qrCode, secret, uri },
  };
}

async function verifyTotpFactor(
  context: AuthContext,
  request: FastifyRequest,
  { user, session }: Authenticated,
  factor: FactorRow,
) {
  const body = readBody(request);
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

  const challenge = challengeId
    ? await findChallenge(context.db, factor.id, challengeId.toLowerCase())
    : undefined;
  if (!challenge)
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  const ipMismatch = () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (challenge.verified_at || challenge.ip_address !== request.ip) throw ipMismatch();
  if (Date.now() > Date.parse(challenge.created_at) + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await deleteChallenge(context.db, challenge.id);
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }

  const invalidCode = () =>
    new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  const step = matchTotpStep(factor.secret, code, Date.now());
  if (step === null) throw invalidCode();

  return context.db.transaction().execute(async (trx) => {
    if (!(await claimChallenge(trx, challenge.id))) throw ipMismatch();
    // A code already accepted for this factor (or an older one) is a replay.
    if (!(await claimTotpStep(trx, factor.id, step))) throw invalidCode();
    await markFactorVerified(trx, factor.id);
    await deleteOtherUnverifiedFactors(trx, user.id, factor.id);
    const current = (await findUserById(trx, user.id)) ?? user;
    return upgradeSession({ ...context, db: trx }, current, session, 'totp');
  });
}
