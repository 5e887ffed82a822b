import type { AuthContext } from '../auth-context.ts';
import type { UserRow } from '../users.ts';
import { deliverEmail } from './email-delivery.ts';
import { mintOneTimeToken } from './mint-one-time-token.ts';
import type { TokenKind } from './one-time-token-queries.ts';
import { recordFlowState, type PkceChallenge } from './pkce.ts';
import { resolveRedirect } from './redirect-target.ts';
import type { EmailKind } from './templates.ts';
import { buildVerifyLink, type LinkType } from './verify-link.ts';

/** What one email with a link and a code is for, and where it goes. */
export interface LinkEmail {
  /** The token slot it fills (a newer email of the slot replaces the older). */
  kind: TokenKind;
  linkType: LinkType;
  emailKind: EmailKind;
  to: string;
  redirectTo: string;
  challenge: PkceChallenge | null;
  newEmail?: string;
  /** False when another email of the same request already recorded the PKCE flow. */
  createsFlow?: boolean;
}

/** Sends one link email: code, token slot, optional PKCE flow. Returns nothing to the caller. */
export async function sendLinkEmail(
  context: AuthContext,
  user: UserRow,
  email: LinkEmail,
): Promise<void> {
  const { otp, linkToken } = await mintOneTimeToken(context, {
    userId: user.id,
    kind: email.kind,
    to: email.to,
    isPkce: email.challenge !== null,
  });
  if (email.challenge && email.createsFlow !== false)
    await recordFlowState(context, user.id, email.challenge, email.linkType);
  const link = buildVerifyLink(
    context,
    linkToken,
    email.linkType,
    resolveRedirect(context, email.redirectTo),
  );
  await deliverEmail(context, email.emailKind, email.to, {
    otp,
    link,
    newEmail: email.newEmail,
    currentEmail: user.email,
  });
}
