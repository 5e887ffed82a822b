import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { upgradeSession, type Authenticated } from '../sessions.ts';
import type { TokenResponse } from '../token-response.ts';
import { findUserById } from '../user-queries.ts';
import { CHALLENGE_EXPIRY_SECONDS } from './challenge-factor.ts';
import {
  claimChallenge,
  claimTotpStep,
  deleteChallenge,
  deleteOtherUnverifiedFactors,
  findChallenge,
  markFactorVerified,
  type FactorRow,
} from './factor-queries.ts';
import { matchTotpStep } from './totp.ts';

/**
 * POST /factors/{id}/verify: a code for a challenge from the same IP, good once; verifies the
 * factor and raises the session to aal2.
 */
export async function verifyTotpFactor(
  context: AuthContext,
  { user, session }: Authenticated,
  factor: FactorRow,
  request: { challengeId: string; code: string; ipAddress: string },
): Promise<TokenResponse> {
  const challenge = request.challengeId
    ? await findChallenge(context.db, factor.id, request.challengeId.toLowerCase())
    : undefined;
  if (!challenge)
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  const ipMismatch = () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (challenge.verified_at || challenge.ip_address !== request.ipAddress) throw ipMismatch();
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
  const step = matchTotpStep(factor.secret, request.code, Date.now());
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
