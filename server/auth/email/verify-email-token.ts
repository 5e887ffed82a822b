import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { limitByEmail } from '../limits.ts';
import { sameText } from '../same-text.ts';
import { findUserById, updateUser } from '../user-queries.ts';
import { isBanned, type UserRow } from '../users.ts';
import { nowIso } from '../../db/timestamps.ts';
import { applyEmailChange } from './email-change.ts';
import {
  countCodeAttempt,
  findOneTimeToken,
  findOneTimeTokensByHash,
  findOneTimeTokensSentTo,
  useUpOneTimeToken,
  type OneTimeTokenRow,
  type TokenKind,
} from './one-time-token-queries.ts';
import { hashLinkToken, hashToken, isTokenExpired, MAX_CODE_ATTEMPTS } from './one-time-tokens.ts';
import { PKCE_PREFIX } from './pkce.ts';
import type { LinkType } from './verify-link.ts';

/** Verification types POST /verify accepts for email; `email` is a code of either email. */
export const EMAIL_VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
] as const;
export type EmailVerifyType = (typeof EMAIL_VERIFY_TYPES)[number];

export const isEmailVerifyType = (type: string): type is EmailVerifyType =>
  (EMAIL_VERIFY_TYPES as readonly string[]).includes(type);

/** Which token slots a verification type may match, first match wins (protocol section 6). */
const KINDS_BY_TYPE: Record<EmailVerifyType, TokenKind[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email_change: ['email_change_current', 'email_change_new'],
  email: ['confirmation', 'recovery'],
};

/** What a successful verification did. */
export type VerifyOutcome =
  | {
      kind: 'verified';
      user: UserRow;
      /** The resolved link type (`email` becomes `signup` or `magiclink`). */
      type: LinkType | 'invite';
      /** The matched token was stored for a PKCE flow. */
      isPkce: boolean;
    }
  /** The first of the two email-change confirmations. */
  | { kind: 'first_half'; user: UserRow; isPkce: boolean };

const LINK_EXPIRED = 'Email link is invalid or has expired';
const TOKEN_EXPIRED = 'Token has expired or is invalid';

/** The first token, in the order of `kinds`, whose hash is that of the link's token. */
async function findByLinkToken(
  context: AuthContext,
  linkToken: string,
  kinds: readonly TokenKind[],
): Promise<OneTimeTokenRow | undefined> {
  // The client may send a link's token without its pkce_ marker; the stored hash keeps it.
  const random = linkToken.startsWith(PKCE_PREFIX)
    ? linkToken.slice(PKCE_PREFIX.length)
    : linkToken;
  const hash = hashLinkToken(random);
  const rows = await findOneTimeTokensByHash(context.db, [hash, PKCE_PREFIX + hash], kinds);
  return kinds.map((kind) => rows.find((row) => row.kind === kind)).find(Boolean);
}

/**
 * The first token, in the order of `kinds`, sent to the address with this code. Every token it
 * is tried against counts the try first; past MAX_CODE_ATTEMPTS the code is burned (the link,
 * which cannot be guessed, still works until it expires).
 */
async function findByCode(
  context: AuthContext,
  email: string,
  otp: string,
  kinds: readonly TokenKind[],
): Promise<OneTimeTokenRow | undefined> {
  const rows = await findOneTimeTokensSentTo(context.db, email, kinds);
  const ordered = kinds.flatMap((kind) => rows.filter((row) => row.kind === kind));
  const otpHash = hashToken(email, otp);
  for (const row of ordered) {
    const attempts = await countCodeAttempt(context.db, row.id);
    if (attempts < 1 || attempts > MAX_CODE_ATTEMPTS) continue;
    if (sameText(row.otp_hash, otpHash)) return row;
  }
  return undefined;
}

function typeOfKind(kind: TokenKind, requested: EmailVerifyType): LinkType | 'invite' {
  if (requested === 'email') return kind === 'recovery' ? 'magiclink' : 'signup';
  return requested;
}

/**
 * Finds and uses up the one-time token of a verification: by the link's token (links) or by
 * email and code. Applies its effect (confirm email, clear recovery, email change halves). Both
 * ways count against the account's verify limit, whatever client address they come from.
 */
export async function verifyEmailToken(
  context: AuthContext,
  type: EmailVerifyType,
  lookup: { tokenHash: string } | { email: string; otp: string },
): Promise<VerifyOutcome> {
  const byHash = 'tokenHash' in lookup;
  const expired = () => new AuthError(403, 'otp_expired', byHash ? LINK_EXPIRED : TOKEN_EXPIRED);
  const kinds = KINDS_BY_TYPE[type];
  let row: OneTimeTokenRow | undefined;
  if (byHash) {
    row = await findByLinkToken(context, lookup.tokenHash, kinds);
    // Only the address's own links reach this, so guessing codes cannot spend this limit.
    if (row) await limitByEmail(context, 'verify-link', row.relates_to);
  } else {
    await limitByEmail(context, 'verify', lookup.email);
    row = await findByCode(context, lookup.email, lookup.otp, kinds);
  }
  if (!row) throw expired();
  const user = await findUserById(context.db, row.user_id);
  if (!user) throw expired();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (isTokenExpired(context, row)) throw expired();
  // The address must still be the one the token was sent to (or the pending new one).
  const expectedAddress = row.kind === 'email_change_new' ? user.new_email : user.email;
  if (row.relates_to !== expectedAddress) throw expired();
  // Single use, even under concurrent requests.
  if (!(await useUpOneTimeToken(context.db, row.id))) throw expired();
  const isPkce = row.token_hash.startsWith(PKCE_PREFIX);

  if (row.kind === 'email_change_current' || row.kind === 'email_change_new') {
    const otherHalf =
      row.kind === 'email_change_current' ? 'email_change_new' : 'email_change_current';
    if (await findOneTimeToken(context.db, user.id, otherHalf))
      return { kind: 'first_half', user, isPkce };
    return {
      kind: 'verified',
      user: await applyEmailChange(context, user),
      type: 'email_change',
      isPkce,
    };
  }

  const updated = user.email_confirmed_at
    ? user
    : await updateUser(context.db, user.id, { email_confirmed_at: nowIso() });
  return { kind: 'verified', user: updated, type: typeOfKind(row.kind, type), isPkce };
}
