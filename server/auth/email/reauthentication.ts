import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { sameText } from '../same-text.ts';
import { updateUser } from '../user-queries.ts';
import { nowIso, type UserRow } from '../users.ts';
import { assertSendAllowed, deliverEmail } from './email-delivery.ts';
import {
  findOneTimeToken,
  replaceOneTimeToken,
  useUpOneTimeToken,
} from './one-time-token-queries.ts';
import { generateOtp, hashToken, isTokenExpired } from './one-time-tokens.ts';

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** GET /reauthenticate: a 6-digit nonce to the user's address for PUT /user. */
export async function sendReauthenticationEmail(
  context: AuthContext,
  user: UserRow,
): Promise<UserRow> {
  assertSendAllowed(context, user.reauthentication_sent_at);
  const otp = generateOtp();
  await replaceOneTimeToken(context.db, {
    userId: user.id,
    kind: 'reauthentication',
    tokenHash: hashToken(user.email, otp),
    relatesTo: user.email,
  });
  await deliverEmail(context, 'reauthentication', user.email, { otp });
  return updateUser(context.db, user.id, { reauthentication_sent_at: nowIso() });
}

/** Checks (and uses up) the nonce of PUT /user; 422 reauthentication_not_valid when wrong. */
export async function checkReauthenticationNonce(
  context: AuthContext,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const invalid = () => new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  const row = await findOneTimeToken(context.db, user.id, 'reauthentication');
  if (
    !row ||
    isTokenExpired(context, row) ||
    !sameText(row.token_hash, hashToken(user.email, nonce))
  )
    throw invalid();
  if (!(await useUpOneTimeToken(context.db, row.id))) throw invalid();
}
