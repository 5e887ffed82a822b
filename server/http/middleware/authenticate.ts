import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import { AppError } from '../../../common/errors/app-error.ts';
import { STATUS_ENTRIES } from '../../../common/errors/catalogue.ts';
import type { UserSession } from '../../../common/api/user-session.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthKeys } from '../../auth/keys.ts';
import { parseBearerToken } from '../../auth/bearer-token.ts';
import { isSignedIn } from '../../auth/sessions.ts';
import { getUserRole } from '../../auth/users.ts';
import { createProviderKeySet, KeySetUnavailableError } from './provider-key-set.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, set by the authentication hook. */
    userSession?: UserSession;
    /**
     * The embedded auth session the request's token belongs to (its `session_id` claim), so
     * "Signed-in devices" can mark this device; null for an external provider's tokens.
     */
    authSessionId?: string | null;
  }
}

/** Where the bearer tokens of /api requests come from. */
export type TokenIssuer =
  | { kind: 'embedded'; keys: AuthKeys; db: Kysely<Database> }
  | { kind: 'external'; authUrl: string };

/** A bearer token that checked out: its user, and the embedded session it belongs to. */
export interface VerifiedToken {
  user: UserSession;
  /** The embedded service's session id; null for an external provider's tokens. */
  sessionId: string | null;
}

/** Checks a bearer token, answering its user or throwing UNAUTHENTICATED (or a 503). */
export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/**
 * Verifies /api bearer tokens through the issuer's key set. With the embedded service the
 * session row is checked too, so signing out ends API access at once; an external provider's
 * tokens are trusted until they expire, as with hosted Supabase. When the provider's keys
 * cannot be fetched the answer is 503, not 401: an outage there must not look like everyone
 * having been signed out (the error handler logs the cause).
 */
export function createTokenVerifier(issuer: TokenIssuer): TokenVerifier {
  const keySet: JWTVerifyGetKey =
    issuer.kind === 'embedded'
      ? createLocalJWKSet({ keys: [issuer.keys.publicJwk] })
      : createProviderKeySet(issuer.authUrl);
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keySet, { algorithms: ['ES256', 'RS256'] }));
    } catch (error) {
      if (error instanceof KeySetUnavailableError)
        // No code names "sign-in provider unreachable"; SERVER_OVERLOADED is the 503 whose
        // advice (try again in a few minutes) fits, with the catalogue's 503 text.
        throw new AppError('SERVER_OVERLOADED', STATUS_ENTRIES[503].message, { cause: error });
      if (error instanceof joseErrors.JWTExpired)
        throw new AppError('JWT_EXPIRED', 'Your session has expired. Please sign in again.');
      throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please sign in again.');
    }
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated')
      throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please sign in again.');
    const sessionId = issuer.kind === 'embedded' ? String(payload.session_id ?? '') : null;
    if (issuer.kind === 'embedded' && !(await isSignedIn(issuer.db, payload.sub, sessionId ?? '')))
      throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    const appMetadata = (payload.app_metadata ?? {}) as Record<string, unknown>;
    return {
      user: {
        id: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : '',
        role: getUserRole(appMetadata),
      },
      sessionId,
    };
  };
}

// Public /api routes: everything else needs a signed-in user.
// The Stripe webhook proves itself with its signature instead of a user's token.
const PUBLIC_API_ROUTES = new Set(['/api/config', '/api/client-errors', '/api/payments/webhook']);

/** Requires a valid bearer token on every /api route but the public ones. */
export function registerApiAuthentication(app: FastifyInstance, verify: TokenVerifier): void {
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: an unknown /api path stays a 404 for everyone.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/') || PUBLIC_API_ROUTES.has(route)) return;
    // What a share link opens is for anyone holding the link (routes/public-share-routes.ts).
    if (route.startsWith('/api/public/')) return;
    const verified = await verify(readBearer(request));
    request.userSession = verified.user;
    request.authSessionId = verified.sessionId;
  });
}

function readBearer(request: FastifyRequest): string {
  const token = parseBearerToken(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return token;
}

/**
 * The user of a request to a public route that may come signed in: its bearer token's subject
 * when the token is valid, null when there is none or it does not verify.
 */
export async function findVerifiedUserId(
  request: FastifyRequest,
  verify: TokenVerifier,
): Promise<string | null> {
  const token = parseBearerToken(request.headers.authorization);
  if (!token) return null;
  try {
    return (await verify(token)).user.id;
  } catch {
    // Expired, forged or unverifiable now: the request goes on as anyone's.
    return null;
  }
}

/** The signed-in user of a request that passed the hook. */
export function getUserSession(request: FastifyRequest): UserSession {
  if (!request.userSession) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.userSession;
}
