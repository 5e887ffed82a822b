import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { findUserByEmail, updateUser } from '../user-queries.ts';
import { type UserRow } from '../users.ts';
import { nowIso } from '../../db/timestamps.ts';
import { sendAccountNotice } from './account-notices.ts';
import { assertSendAllowed } from './email-delivery.ts';
import { sendLinkEmail } from './link-email.ts';
import { deleteOneTimeTokens } from './one-time-token-queries.ts';
import type { PkceChallenge } from './pkce.ts';

/**
 * Secure email change (PUT /user with a new email, the owner proven by the caller): one email to
 * the current address, one to the new; the change applies once both were confirmed. Without
 * SMTP nothing could be confirmed, so the change applies at once, as sign-ups are then
 * confirmed at once.
 */
export async function requestEmailChange(
  context: AuthContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  if (!context.mailer.isConfigured) {
    await deleteOneTimeTokens(context.db, user.id, ['email_change_current', 'email_change_new']);
    return updateUser(context.db, user.id, {
      email: newEmail,
      new_email: null,
      email_change_sent_at: null,
    });
  }
  assertSendAllowed(context, user.email_change_sent_at);
  return sendEmailChangeEmails(context, user, newEmail, redirectTo, challenge);
}

/** POST /resend type email_change: both emails again, if a change is pending. */
export async function resendEmailChange(
  context: AuthContext,
  user: UserRow,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  if (!user.new_email) return user;
  assertSendAllowed(context, user.email_change_sent_at);
  return sendEmailChangeEmails(context, user, user.new_email, redirectTo, challenge);
}

async function sendEmailChangeEmails(
  context: AuthContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  const common = { linkType: 'email_change' as const, redirectTo, challenge, newEmail };
  // Both tokens carry the pkce_ marker but share one flow: the second confirmation issues the code.
  await sendLinkEmail(context, user, {
    ...common,
    kind: 'email_change_current',
    emailKind: 'email_change_current',
    to: user.email,
  });
  await sendLinkEmail(context, user, {
    ...common,
    createsFlow: false,
    kind: 'email_change_new',
    emailKind: 'email_change_new',
    to: newEmail,
  });
  return updateUser(context.db, user.id, { new_email: newEmail, email_change_sent_at: nowIso() });
}

/**
 * Both halves confirmed: the pending address becomes the user's, unless someone took it. The
 * old address is told.
 */
export async function applyEmailChange(context: AuthContext, user: UserRow): Promise<UserRow> {
  const newEmail = user.new_email;
  if (!newEmail) return user;
  const taken = await findUserByEmail(context.db, newEmail);
  if (taken && taken.id !== user.id)
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  const changed = await updateUser(context.db, user.id, {
    email: newEmail,
    new_email: null,
    email_change_sent_at: null,
    email_confirmed_at: user.email_confirmed_at ?? nowIso(),
  });
  await sendAccountNotice(context, 'email_changed', user.email, {
    currentEmail: user.email,
    newEmail,
  });
  return changed;
}
