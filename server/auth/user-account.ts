import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { sendAccountNotice } from './email/account-notices.ts';
import { requestEmailChange } from './email/email-change.ts';
import { deleteOneTimeTokens } from './email/one-time-token-queries.ts';
import type { PkceChallenge } from './email/pkce.ts';
import { listFactors } from './mfa/factor-queries.ts';
import { assertOwnerProven, type OwnerProof } from './owner-proof.ts';
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
export interface AccountChanges extends OwnerProof {
  /** Metadata keys to merge in; a null value removes the key. */
  userMetadata?: Record<string, unknown>;
  password: string;
  newEmail: string;
  redirectTo: string;
  challenge: PkceChallenge | null;
}

/**
 * PUT /user: metadata, a new password (which ends pending links and other sessions) and a
 * secure email change. Password and email need the owner proven (current password, nonce or a
 * fresh email link), and with a verified factor an aal2 session.
 */
export async function updateAccount(
  context: AuthContext,
  authenticated: Authenticated,
  changes: AccountChanges,
) {
  const { user, session } = authenticated;
  const { password, newEmail } = changes;
  const changesSignIn = Boolean(password || (newEmail && newEmail !== user.email));
  const factors = await listFactors(context.db, user.id);
  const hasVerifiedFactor = factors.some((factor) => factor.status === 'verified');
  if (changesSignIn && hasVerifiedFactor && session.aal !== 'aal2')
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  // The policy tells nothing about the current password, so it is checked first and a weak
  // choice does not use up a nonce.
  if (password) assertPasswordAcceptable(context, password);
  // Before anything that reads the current password or changes the account, so a stolen
  // session learns nothing (not even same_password).
  if (changesSignIn) await assertOwnerProven(context, authenticated, changes);

  let updated = user;
  if (changes.userMetadata)
    updated = await mergeUserMetadata(context, updated, changes.userMetadata);
  if (password) {
    updated = await changePassword(context, updated, password);
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
): Promise<UserRow> {
  if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password)))
    throw new AuthError(
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  const changed = await updateUser(context.db, user.id, {
    encrypted_password: await hashPassword(password),
    // Pending links die with the old password, an email change among them.
    new_email: null,
    email_change_sent_at: null,
  });
  // Pending links die with the old password, and so does every other session.
  await deleteOneTimeTokens(context.db, user.id);
  await sendAccountNotice(context, 'password_changed', user.email, { currentEmail: user.email });
  return changed;
}
