import { createHash, createHmac } from 'node:crypto';
import type { AuthContext } from './auth-context.ts';
import { insertRefreshToken } from './refresh-token-queries.ts';

/** How refresh tokens are found again: only their SHA-256 is stored. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Refresh tokens are derived, not stored: HMAC(secret, session id and position in the chain).
 * Only their SHA-256 is kept, yet the service can hand the current token out again when a
 * client lost the answer that carried it (the protocol's "return the existing child").
 */
export function deriveRefreshToken(
  context: AuthContext,
  sessionId: string,
  counter: number,
): string {
  return createHmac('sha256', context.refreshSecret)
    .update(`${sessionId}.${counter}`)
    .digest('hex')
    .slice(0, 40);
}

/** Adds the next token to a session's chain and returns it. */
export async function issueRefreshToken(
  context: AuthContext,
  sessionId: string,
  counter: number,
  parentHash: string | null,
): Promise<string> {
  const token = deriveRefreshToken(context, sessionId, counter);
  await insertRefreshToken(context.db, {
    tokenHash: hashRefreshToken(token),
    sessionId,
    counter,
    parentHash,
  });
  return token;
}
