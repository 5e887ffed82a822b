import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { verifyAccessToken } from './access-tokens.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { parseBearerToken } from './bearer-token.ts';
import { findNewestRefreshToken, revokeLiveRefreshTokens } from './refresh-token-queries.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import {
  deleteOtherAal1Sessions,
  deleteSessions,
  findSession,
  findLiveSession,
  insertSession,
  markSessionSeen,
  raiseSessionToAal2,
  type SessionEndScope,
  type SessionRow,
} from './session-queries.ts';
import type { SessionClient } from './session-client.ts';
import { recordSignIn } from '../activity/record-sign-in.ts';
import { buildTokenResponse, type TokenResponse } from './token-response.ts';
import { findUserById, updateUser } from './user-queries.ts';
import { isBanned, type UserRow } from './users.ts';
import { nowIso } from '../db/timestamps.ts';

/**
 * Starts a session for a signed-in user: session row (with the browser and coarsened network it
 * was started from), first refresh token, access token. Every way in (password, email code or
 * link, a sign-up confirmed at once) comes here, so each is a sign-in in the activity log.
 */
export async function issueSession(
  context: AuthContext,
  user: UserRow,
  method: string,
  client: SessionClient,
): Promise<TokenResponse> {
  const now = nowIso();
  const session: SessionRow = {
    id: randomUUID(),
    user_id: user.id,
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    created_at: now,
    refreshed_at: null,
    user_agent: client.userAgent,
    network: client.network,
    last_seen_at: now,
  };
  await insertSession(context.db, session);
  await recordSignIn(context.db, {
    userId: user.id,
    address: client.address,
    userAgent: client.userAgent ?? undefined,
    method,
  });
  const signedIn = await updateUser(context.db, user.id, { last_sign_in_at: now });
  const refreshToken = await issueRefreshToken(context, session.id, 0, null);
  return buildTokenResponse(context, signedIn, session, refreshToken);
}

/**
 * Raises a session to aal2 after a second factor and rotates its refresh token, as the
 * protocol's MFA verify does; the user's other aal1 sessions end.
 */
export async function upgradeSession(
  context: AuthContext,
  user: UserRow,
  session: SessionRow,
  method: string,
): Promise<TokenResponse> {
  const amr = [
    { method, timestamp: Math.floor(Date.now() / 1000) },
    ...session.amr.filter((entry) => entry.method !== method),
  ];
  const upgraded: SessionRow = { ...session, aal: 'aal2', amr };
  await raiseSessionToAal2(context.db, session.id, amr);
  await deleteOtherAal1Sessions(context.db, user.id, session.id);
  return rotateSessionToken(context, user, upgraded);
}

/** Revokes the session's live tokens and issues the next one in the chain. */
async function rotateSessionToken(
  context: AuthContext,
  user: UserRow,
  session: SessionRow,
): Promise<TokenResponse> {
  const newest = await findNewestRefreshToken(context.db, session.id);
  await revokeLiveRefreshTokens(context.db, session.id);
  const refreshToken = await issueRefreshToken(
    context,
    session.id,
    (newest?.counter ?? 0) + 1,
    newest?.token_hash ?? null,
  );
  return buildTokenResponse(context, user, session, refreshToken);
}

/** What an authenticated auth request carries once its token checked out (section 3.3). */
export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  /** The bearer token itself. */
  token: string;
}

/** The bearer token of a request, or the protocol's 401. */
export function readBearerToken(request: FastifyRequest): string {
  const token = parseBearerToken(request.headers.authorization);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return token;
}

/**
 * Checks the request's access token and that its user and session still exist, so a signed-out
 * or revoked token stops working at once (not only when it expires).
 */
export async function requireAuthentication(
  context: AuthContext,
  request: FastifyRequest,
): Promise<Authenticated> {
  const token = readBearerToken(request);
  const claims = await verifyAccessToken(context.keys, token);
  const user = await findUserById(context.db, claims.sub);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = await findSession(context.db, claims.session_id);
  if (!session)
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { user, session, token };
}

/** Ends sessions of a user: all, only this one, or all but this one (logout scopes). */
export async function endSessions(
  context: AuthContext,
  userId: string,
  scope: SessionEndScope,
  sessionId: string,
): Promise<void> {
  await deleteSessions(context.db, userId, scope, sessionId);
}

/** How stale "last seen" may get before API use writes it again: one write per session per 5 minutes. */
const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Whether the session an /api token names still exists for its user: signing out (or a
 * revoked refresh token, or "Sign out" on another device) ends API access at once, not only
 * when the token expires. The same read tells when the session was last seen; a note older
 * than a few minutes is renewed, so the devices list stays current without a write per request.
 */
export async function isSignedIn(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const session = await findLiveSession(db, userId, sessionId);
  if (!session) return false;
  const lastSeen = session.last_seen_at ? Date.parse(session.last_seen_at) : 0;
  if (now.getTime() - lastSeen >= LAST_SEEN_INTERVAL_MS)
    await markSessionSeen(db, sessionId, now.toISOString());
  return true;
}
