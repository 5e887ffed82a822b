import type { AuthContext } from '../auth-context.ts';
import { createChallenge, type ChallengeRow } from './factor-queries.ts';
import { loadFactor } from './load-factor.ts';

/** A challenge must be verified within this long (GoTrue's ChallengeExpiryDuration). */
export const CHALLENGE_EXPIRY_SECONDS = 300;

export const challengeExpiresAt = (challenge: ChallengeRow) =>
  Math.floor(Date.parse(challenge.created_at) / 1000) + CHALLENGE_EXPIRY_SECONDS;

/** POST /factors/{id}/challenge: a challenge bound to the caller's IP. */
export async function challengeFactor(
  context: AuthContext,
  userId: string,
  factorId: string,
  ipAddress: string,
) {
  const factor = await loadFactor(context, userId, factorId);
  const challenge = await createChallenge(context.db, factor.id, ipAddress);
  return {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: challengeExpiresAt(challenge),
  };
}
