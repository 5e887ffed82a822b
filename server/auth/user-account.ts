import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { requestEmailChange } from './email/email-change.ts';
import { deleteOneTimeTokens } from './email/one-time-token-queries.ts';
import type { PkceChallenge } from './email/pkce.ts';
import { checkReauthenticationNonce } from './email/reauthentication.ts';
import { listFactors } from './mfa/factor-queries.ts';
import { assertPasswordAcceptable } from './password-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessions, type Authenticated } from './sessions.ts';
import { findUserByEmail, updateUser } from './user-queries.ts';
import { parseJsonObject, presentUser, type UserRow } from './users.ts';

/** GET /user: the signed-in user with their factors. */
export async function getAccount(context: AuthContext, user: UserRow) {
  return presentUser(user, await listFactors(context.db, user.id));
}

/** What PUT /user may change; empty strings and undefined change nothing. */
export interface AccountChanges {
  /** Metadata keys to merge in; a null value removes the key. */
  userMetadata?: Record<string, unknown>;
  password: string;
  /** The reauthentication nonce sent to the user's address, when they asked for one. */
  nonce: string;
  newEmail: string;
  redirectTo: string;
  challenge: PkceChallenge | null;
}

/**
 * PUT /user: metadata, a new password (which ends pending links and other sessions) and a
 * secure email change. With a verified factor, password and email need an aal2 session.
 */
export async function updateAccount(
  context: AuthContext,
  { user, session }: Authenticated,
  changes: AccountChanges,
) {
  const { password, newEmail } = changes;
  const factors = await listFactors(context.db, user.id);
  const hasVerifiedFactor = factors.some((factor) => factor.status === 'verified');
  if (
    (password || (newEmail && newEmail !== user.email)) &&
    hasVerifiedFactor &&
    session.aal !== 'aal2'
  )
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );

  let updated = user;
  if (changes.userMetadata)
    updated = await mergeUserMetadata(context, updated, changes.userMetadata);
  if (password) {
    updated = await changePassword(context, updated, password, changes.nonce);
    await endSessions(context, user.id, 'others', session.id);
  }
  if (newEmail && newEmail !== updated.email) {
    const taken = await findUserByEmail(context.db, newEmail);
    if (taken)
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    updated = await requestEmailChange(
      context,
      updated,
      newEmail,
      changes.redirectTo,
      changes.challenge,
    );
  }
  return presentUser(updated, factors);
}

async function mergeUserMetadata(
  context: AuthContext,
  user: UserRow,
  changes: Record<string, unknown>,
): Promise<UserRow> {
  const metadata = Object.fromEntries(
    Object.entries({ ...parseJsonObject(user.user_metadata), ...changes }).filter(
      ([key]) => changes[key] !== null,
    ),
  );
  return updateUser(context.db, user.id, { user_metadata: JSON.stringify(metadata) });
}

async function changePassword(
  context: AuthContext,
  user: UserRow,
  password: string,
  nonce: string,
): Promise<UserRow> {
  assertPasswordAcceptable(context, password);
  if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password)))
    throw new AuthError(
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  if (nonce) await checkReauthenticationNonce(context, user, nonce);
  const changed = await updateUser(context.db, user.id, {
    encrypted_password: await hashPassword(password),
    failed_sign_ins: 0,
    locked_until: null,
    // Pending links die with the old password, an email change among them.
    new_email: null,
    email_change_sent_at: null,
  });
  // Pending links die with the old password, and so does every other session.
  await deleteOneTimeTokens(context.db, user.id);
  return changed;
}
