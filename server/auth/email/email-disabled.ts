import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';

/** What the person asked to be emailed, for telling them what to do instead. */
export type EmailPurpose = 'recovery' | 'sign-in' | 'reauthentication' | 'email';

const INSTEAD: Record<EmailPurpose, string> = {
  recovery:
    'so no password reset link can be sent. Ask the person who runs it to set a new password for you (legal-explainer admin set-password).',
  'sign-in': 'so no sign-in link or code can be sent. Sign in with your password.',
  reauthentication:
    'so no confirmation code can be sent. Confirm the change with your current password.',
  email: 'so no email can be sent.',
};

/**
 * Refuses a request for an email when no SMTP_URL is set, before any link or code exists: one
 * nobody can receive is only there to be guessed (issue 29). The person is told what to do
 * instead, and the operator is warned in the log. Every answer is the same whether or not the
 * address has an account. Status 400, or 422 where the protocol says so (magic links).
 */
export function assertEmailEnabled(context: AuthContext, purpose: EmailPurpose, status = 400) {
  if (context.mailer.isConfigured) return;
  context.log.warn(
    { purpose },
    'An email was asked for, but no SMTP_URL is set: refused. Set SMTP_URL, or help the person with `legal-explainer admin set-password EMAIL`',
  );
  throw new AuthError(
    status,
    'email_provider_disabled',
    `Email is not set up on this installation, ${INSTEAD[purpose]}`,
  );
}
