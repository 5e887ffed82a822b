import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { findUserById, updateUser } from '../user-queries.ts';
import { isBanned, nowIso, type UserRow } from '../users.ts';
import { applyEmailChange } from './email-change.ts';
import {
  findOneTimeToken,
  findOneTimeTokensByHash,
  useUpOneTimeToken,
  type TokenKind,
} from './one-time-token-queries.ts';
import { hashToken, isTokenExpired } from './one-time-tokens.ts';
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

function typeOfKind(kind: TokenKind, requested: EmailVerifyType): LinkType | 'invite' {
  if (requested === 'email') return kind === 'recovery' ? 'magiclink' : 'signup';
  return requested;
}

/**
 * Finds and uses up the one-time token of a verification: by token hash (links) or by email
 * and code. Applies its effect (confirm email, clear recovery, email change halves).
 */
export async function verifyEmailToken(
  context: AuthContext,
  type: EmailVerifyType,
  lookup: { tokenHash: string } | { email: string; otp: string },
): Promise<VerifyOutcome> {
  const byHash = 'tokenHash' in lookup;
  const expired = () => new AuthError(403, 'otp_expired', byHash ? LINK_EXPIRED : TOKEN_EXPIRED);
  const kinds = KINDS_BY_TYPE[type];
  const plain = byHash
    ? lookup.tokenHash.startsWith(PKCE_PREFIX)
      ? lookup.tokenHash.slice(PKCE_PREFIX.length)
      : lookup.tokenHash
    : hashToken(lookup.email, lookup.otp);
  const rows = await findOneTimeTokensByHash(context.db, [plain, PKCE_PREFIX + plain], kinds);
  const candidates = byHash ? rows : rows.filter((row) => row.relates_to === lookup.email);
  const row = kinds
    .map((kind) => candidates.find((candidate) => candidate.kind === kind))
    .find(Boolean);
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
