import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import {
  claimRefreshToken,
  findNewestRefreshToken,
  findRefreshToken,
} from './refresh-token-queries.ts';
import { deleteSessions, findSession, markSessionRefreshed } from './session-queries.ts';
import { deriveRefreshToken, hashRefreshToken, issueRefreshToken } from './refresh-tokens.ts';
import type { SessionClient } from './session-client.ts';
import { buildTokenResponse, type TokenResponse } from './token-response.ts';
import { findUserById } from './user-queries.ts';
import { isBanned } from './users.ts';
import { nowIso } from '../db/timestamps.ts';

/**
 * The refresh_token grant (protocol section 5): rotation, lost answers, reuse detection. A
 * refresh also notes the session as seen, from the client that refreshed it.
 */
export async function refreshSession(
  context: AuthContext,
  refreshToken: string,
  client: SessionClient,
): Promise<TokenResponse> {
  if (!/^[a-z0-9]{12,64}$/.test(refreshToken))
    throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
  const notFound = () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const { db } = context;
  const row = await findRefreshToken(db, hashRefreshToken(refreshToken));
  if (!row) throw notFound();
  const session = await findSession(db, row.session_id);
  if (!session) throw notFound();
  const user = await findUserById(db, session.user_id);
  if (!user) throw notFound();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');

  const now = nowIso();
  // Claim the token atomically: of two concurrent refreshes, one wins and the other sees it
  // revoked and takes the "already rotated" paths below.
  if (await claimRefreshToken(db, row.token_hash, now)) {
    const next = await issueRefreshToken(context, session.id, row.counter + 1, row.token_hash);
    await markSessionRefreshed(db, session.id, now, client);
    return buildTokenResponse(context, user, session, next);
  }

  const current = await findNewestRefreshToken(db, session.id, { onlyLive: true });
  // The client never received the child it was given, or another tab refreshed moments ago:
  // hand out the session's current token again.
  const isLostAnswer = current?.parent_hash === row.token_hash;
  const isWithinReuseWindow =
    Date.now() <= Date.parse(row.updated_at) + context.config.refreshReuseSeconds * 1000;
  if (current && (isLostAnswer || isWithinReuseWindow)) {
    await markSessionRefreshed(db, session.id, now, client);
    return buildTokenResponse(
      context,
      user,
      session,
      deriveRefreshToken(context, session.id, current.counter),
    );
  }
  // An old token came back: someone may hold a stolen copy. End the whole session.
  await deleteSessions(db, session.user_id, 'local', session.id);
  context.log.warn({ sessionId: session.id }, 'Refresh token reused: session revoked');
  throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}
