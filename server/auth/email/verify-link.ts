import type { AuthContext } from '../auth-context.ts';

/** The link types of the protocol (section 4.8) an email can carry. */
export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** The link inside an email: `<issuer>/verify?token=..&type=..&redirect_to=..`. */
export function buildVerifyLink(
  context: AuthContext,
  linkToken: string,
  type: LinkType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `${context.config.issuer}/verify?${query.toString()}`;
}
