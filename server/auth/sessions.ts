import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { AuthSessionsTable } from '../db/schema.ts';
import { signAccessToken, verifyAccessToken, type AuthMethod } from './access-tokens.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { parseBearerToken } from './bearer-token.ts';
import {
  findUserById,
  listFactors,
  nowIso,
  parseJsonObject,
  presentUser,
  updateUser,
  type UserRow,
} from './users.ts';

export type SessionRow = Selectable<AuthSessionsTable>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Refresh tokens are derived, not stored: HMAC(secret, session id and position in the chain).
 * Only their SHA-256 is kept, yet the service can hand the current token out again when a
 * client lost the answer that carried it (the protocol's "return the existing child").
 */
function deriveRefreshToken(context: AuthContext, sessionId: string, counter: number): string {
  return createHmac('sha256', context.refreshSecret)
    .update(`${sessionId}.${counter}`)
    .digest('hex')
    .slice(0, 40);
}

async function insertRefreshToken(
  context: AuthContext,
  sessionId: string,
  counter: number,
  parentHash: string | null,
): Promise<string> {
  const token = deriveRefreshToken(context, sessionId, counter);
  const now = nowIso();
  await context.db
    .insertInto('auth_refresh_tokens')
    .values({
      token_hash: sha256(token),
      session_id: sessionId,
      parent_hash: parentHash,
      counter,
      revoked: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

/** The session answer of the protocol (section 2.2) for a session and its refresh token. */
async function buildTokenResponse(
  context: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
) {
  const amr = JSON.parse(session.amr) as AuthMethod[];
  const { token, issuedAt, expiresAt } = await signAccessToken(
    context.keys,
    context.config.issuer,
    {
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: parseJsonObject(user.app_metadata),
      user_metadata: parseJsonObject(user.user_metadata),
      role: 'authenticated',
      aal: session.aal,
      amr,
      session_id: session.id,
      is_anonymous: false,
    },
    context.config.jwtExpirySeconds,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    // From the token's own clock reading, so a second ticking over cannot make it 3599.
    expires_in: expiresAt - issuedAt,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: presentUser(user, await listFactors(context.db, user.id)),
  };
}

export type TokenResponse = Awaited<ReturnType<typeof buildTokenResponse>>;

/** Starts a session for a signed-in user: session row, first refresh token, access token. */
export async function issueSession(
  context: AuthContext,
  user: UserRow,
  method: string,
): Promise<TokenResponse> {
  const now = nowIso();
  const session: SessionRow = {
    id: randomUUID(),
    user_id: user.id,
    aal: 'aal1',
    amr: JSON.stringify([{ method, timestamp: Math.floor(Date.now() / 1000) }]),
    created_at: now,
    refreshed_at: null,
  };
  await context.db.insertInto('auth_sessions').values(session).execute();
  const signedIn = await updateUser(context.db, user.id, { last_sign_in_at: now });
  const refreshToken = await insertRefreshToken(context, session.id, 0, null);
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
    ...(JSON.parse(session.amr) as AuthMethod[]).filter((entry) => entry.method !== method),
  ];
  const upgraded: SessionRow = { ...session, aal: 'aal2', amr: JSON.stringify(amr) };
  await context.db
    .updateTable('auth_sessions')
    .set({ aal: 'aal2', amr: upgraded.amr })
    .where('id', '=', session.id)
    .execute();
  await context.db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', user.id)
    .where('id', '!=', session.id)
    .where('aal', '=', 'aal1')
    .execute();
  return rotateSessionToken(context, user, upgraded);
}

/** Revokes the session's live tokens and issues the next one in the chain. */
async function rotateSessionToken(
  context: AuthContext,
  user: UserRow,
  session: SessionRow,
): Promise<TokenResponse> {
  const newest = await context.db
    .selectFrom('auth_refresh_tokens')
    .selectAll()
    .where('session_id', '=', session.id)
    .orderBy('counter', 'desc')
    .executeTakeFirst();
  await context.db
    .updateTable('auth_refresh_tokens')
    .set({ revoked: 1, updated_at: nowIso() })
    .where('session_id', '=', session.id)
    .where('revoked', '=', 0)
    .execute();
  const refreshToken = await insertRefreshToken(
    context,
    session.id,
    (newest?.counter ?? 0) + 1,
    newest?.token_hash ?? null,
  );
  return buildTokenResponse(context, user, session, refreshToken);
}

/** The refresh_token grant (protocol section 5): rotation, lost answers, reuse detection. */
export async function refreshSession(
  context: AuthContext,
  refreshToken: string,
): Promise<TokenResponse> {
  if (!/^[a-z0-9]{12,64}$/.test(refreshToken))
    throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
  const notFound = () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const { db } = context;
  const row = await db
    .selectFrom('auth_refresh_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  if (!row) throw notFound();
  const session = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('id', '=', row.session_id)
    .executeTakeFirst();
  if (!session) throw notFound();
  const user = await findUserById(db, session.user_id);
  if (!user) throw notFound();
  if (user.banned_until && user.banned_until > nowIso())
    throw new AuthError(400, 'user_banned', 'User is banned');

  const now = nowIso();
  const touchSession = () =>
    db
      .updateTable('auth_sessions')
      .set({ refreshed_at: now })
      .where('id', '=', session.id)
      .execute();
  // Claim the token atomically: of two concurrent refreshes, one wins and the other sees it
  // revoked and takes the "already rotated" paths below.
  const claimed = await db
    .updateTable('auth_refresh_tokens')
    .set({ revoked: 1, updated_at: now })
    .where('token_hash', '=', row.token_hash)
    .where('revoked', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) {
    const next = await insertRefreshToken(context, session.id, row.counter + 1, row.token_hash);
    await touchSession();
    return buildTokenResponse(context, user, session, next);
  }

  const current = await db
    .selectFrom('auth_refresh_tokens')
    .selectAll()
    .where('session_id', '=', session.id)
    .where('revoked', '=', 0)
    .orderBy('counter', 'desc')
    .executeTakeFirst();
  // The client never received the child it was given, or another tab refreshed moments ago:
  // hand out the session's current token again.
  const isLostAnswer = current?.parent_hash === row.token_hash;
  const isWithinReuseWindow =
    Date.now() <= Date.parse(row.updated_at) + context.config.refreshReuseSeconds * 1000;
  if (current && (isLostAnswer || isWithinReuseWindow)) {
    await touchSession();
    return buildTokenResponse(
      context,
      user,
      session,
      deriveRefreshToken(context, session.id, current.counter),
    );
  }
  // An old token came back: someone may hold a stolen copy. End the whole session.
  await db.deleteFrom('auth_sessions').where('id', '=', session.id).execute();
  context.log.warn({ sessionId: session.id }, 'Refresh token reused: session revoked');
  throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
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
  const session = await context.db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('id', '=', claims.session_id)
    .executeTakeFirst();
  if (!session)
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  if (user.banned_until && user.banned_until > nowIso())
    throw new AuthError(403, 'user_banned', 'User is banned');
  return { user, session, token };
}

/** Ends sessions of a user: all, only this one, or all but this one (logout scopes). */
export async function endSessions(
  context: AuthContext,
  userId: string,
  scope: 'global' | 'local' | 'others',
  sessionId: string,
): Promise<void> {
  let query = context.db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (scope === 'local') query = query.where('id', '=', sessionId);
  if (scope === 'others') query = query.where('id', '!=', sessionId);
  await query.execute();
}
