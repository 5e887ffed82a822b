import { signAccessToken } from './access-tokens.ts';
import type { AuthContext } from './auth-context.ts';
import { listFactors } from './mfa/factor-queries.ts';
import type { SessionRow } from './session-queries.ts';
import { parseJsonObject, presentUser, type UserRow } from './users.ts';

/** The session answer of the protocol (section 2.2) for a session and its refresh token. */
export async function buildTokenResponse(
  context: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
) {
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
      amr: session.amr,
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
