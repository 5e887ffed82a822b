import type { AuthContext } from '../auth-context.ts';
import { assertEmailEnabled } from './email-disabled.ts';
import { replaceOneTimeToken, type TokenKind } from './one-time-token-queries.ts';
import { generateLinkToken, generateOtp, hashLinkToken, hashToken } from './one-time-tokens.ts';
import { PKCE_PREFIX } from './pkce.ts';

/** What an email carries: the code to type and the token of its link (with any `pkce_`). */
export interface MintedToken {
  otp: string;
  linkToken: string;
}

/**
 * Makes the one-time token of an email in its slot: a 6-digit code for typing with the address,
 * and a random link token with nothing in common with it, both stored only as hashes. Never
 * without a mailer: a token nobody receives is only there to be guessed.
 */
export async function mintOneTimeToken(
  context: AuthContext,
  values: { userId: string; kind: TokenKind; to: string; isPkce: boolean },
): Promise<MintedToken> {
  assertEmailEnabled(context, 'email');
  const otp = generateOtp();
  const random = generateLinkToken();
  const prefix = values.isPkce ? PKCE_PREFIX : '';
  await replaceOneTimeToken(context.db, {
    userId: values.userId,
    kind: values.kind,
    tokenHash: prefix + hashLinkToken(random),
    otpHash: hashToken(values.to, otp),
    relatesTo: values.to,
  });
  return { otp, linkToken: prefix + random };
}
