import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { sameText } from '../same-text.ts';
import { updateUser } from '../user-queries.ts';
import { type UserRow } from '../users.ts';
import { nowIso } from '../../db/timestamps.ts';
import { assertSendAllowed, deliverEmail } from './email-delivery.ts';
import { mintOneTimeToken } from './mint-one-time-token.ts';
import { countCodeAttempt, findOneTimeToken, useUpOneTimeToken } from './one-time-token-queries.ts';
import { hashToken, isTokenExpired, MAX_CODE_ATTEMPTS } from './one-time-tokens.ts';

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** GET /reauthenticate: a 6-digit nonce to the user's address for PUT /user. */
export async function sendReauthenticationEmail(
  context: AuthContext,
  user: UserRow,
): Promise<UserRow> {
  assertSendAllowed(context, user.reauthentication_sent_at);
  // The nonce is a code only: its token slot's link token is never sent.
  const { otp } = await mintOneTimeToken(context, {
    userId: user.id,
    kind: 'reauthentication',
    to: user.email,
    isPkce: false,
  });
  await deliverEmail(context, 'reauthentication', user.email, { otp });
  return updateUser(context.db, user.id, { reauthentication_sent_at: nowIso() });
}

/**
 * Checks (and uses up) the nonce of PUT /user; 422 reauthentication_not_valid when wrong. Each
 * try counts first, so a stolen session gets a few guesses at a nonce, not a million.
 */
export async function checkReauthenticationNonce(
  context: AuthContext,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const invalid = () => new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  const row = await findOneTimeToken(context.db, user.id, 'reauthentication');
  if (!row || isTokenExpired(context, row)) throw invalid();
  const attempts = await countCodeAttempt(context.db, row.id);
  if (attempts < 1 || attempts > MAX_CODE_ATTEMPTS) throw invalid();
  if (row.relates_to !== user.email || !sameText(row.otp_hash, hashToken(user.email, nonce)))
    throw invalid();
  if (!(await useUpOneTimeToken(context.db, row.id))) throw invalid();
}
