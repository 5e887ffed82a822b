import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AuthError } from './auth-errors.ts';
import type { AuthKeys } from './keys.ts';

/** One authentication method of a session, newest first in `amr`. */
export interface AuthMethod {
  method: string;
  timestamp: number;
}

/** The claims of our access tokens (protocol section 3.1). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: AuthMethod[];
  session_id: string;
  is_anonymous: boolean;
}

export async function signAccessToken(
  keys: AuthKeys,
  issuer: string,
  claims: Omit<AccessTokenClaims, 'iat' | 'exp' | 'iss'>,
  lifetimeSeconds: number,
): Promise<{ token: string; issuedAt: number; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: keys.kid })
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, issuedAt, expiresAt };
}

/** Verifies signature (ES256 only, so `alg: none` and HS256 forgeries fail) and expiry. */
export async function verifyAccessToken(keys: AuthKeys, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: ['ES256'] });
    if (typeof payload.sub !== 'string' || !payload.sub)
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    return payload as AccessTokenClaims;
  } catch (error) {
    if (error instanceof AuthError) throw error;
    const reason =
      error instanceof joseErrors.JWTExpired ? 'token is expired' : 'signature is invalid';
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
}
