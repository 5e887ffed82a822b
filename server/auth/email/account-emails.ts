import type { AuthContext } from '../auth-context.ts';
import { updateUser } from '../user-queries.ts';
import { type UserRow } from '../users.ts';
import { nowIso } from '../../db/timestamps.ts';
import { assertSendAllowed } from './email-delivery.ts';
import { sendLinkEmail, type LinkEmail } from './link-email.ts';
import type { PkceChallenge } from './pkce.ts';

/** The emails that sign a user in or confirm their address, each to the user's own address. */
export type AccountEmail = 'confirmation' | 'recovery' | 'magiclink';

type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at';

/**
 * What sets each apart: its token slot (magic links share the recovery slot, as in GoTrue), its
 * link type and template, and the column that records when it was last sent.
 */
const ACCOUNT_EMAILS: Record<
  AccountEmail,
  Pick<LinkEmail, 'kind' | 'linkType' | 'emailKind'> & { sentAt: SentAtColumn }
> = {
  confirmation: {
    kind: 'confirmation',
    linkType: 'signup',
    emailKind: 'signup',
    sentAt: 'confirmation_sent_at',
  },
  recovery: {
    kind: 'recovery',
    linkType: 'recovery',
    emailKind: 'recovery',
    sentAt: 'recovery_sent_at',
  },
  magiclink: {
    kind: 'recovery',
    linkType: 'magiclink',
    emailKind: 'magiclink',
    sentAt: 'recovery_sent_at',
  },
};

/**
 * Sends the sign-up confirmation (also re-sent by /signup, /otp and /resend), the password
 * reset or the magic link of a confirmed user, at most once per interval of its kind.
 */
export async function sendAccountEmail(
  context: AuthContext,
  which: AccountEmail,
  user: UserRow,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  const { sentAt, ...email } = ACCOUNT_EMAILS[which];
  assertSendAllowed(context, user[sentAt]);
  await sendLinkEmail(context, user, { ...email, to: user.email, redirectTo, challenge });
  return updateUser(context.db, user.id, { [sentAt]: nowIso() });
}
