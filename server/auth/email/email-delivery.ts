import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { secondsSince } from '../elapsed.ts';
import { renderEmail, type EmailKind, type EmailValues } from './templates.ts';

/** The per-user floor between two emails of one kind (protocol section 6). */
export function assertSendAllowed(context: AuthContext, sentAt: string | null): void {
  const interval = context.config.emailMinIntervalSeconds;
  const elapsed = secondsSince(sentAt);
  if (elapsed >= interval) return;
  const left = Math.max(1, Math.floor(interval - elapsed));
  throw new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  );
}

/** Renders and sends one email (callers have checked that a mailer is configured). */
export async function deliverEmail(
  context: AuthContext,
  kind: EmailKind,
  to: string,
  values: Omit<EmailValues, 'validMinutes'>,
): Promise<void> {
  const content = renderEmail(kind, {
    ...values,
    validMinutes: Math.max(1, Math.round(context.config.otpExpirySeconds / 60)),
  });
  try {
    await context.mailer.send({ to, ...content });
  } catch (error) {
    // The message may name the recipient but never carries the code or the link.
    context.log.error({ err: error, kind }, 'Sending an authentication email failed');
    throw new AuthError(500, 'unexpected_failure', `Error sending ${describe(kind)} email`);
  }
  context.log.debug({ kind }, 'Authentication email sent');
}

function describe(kind: EmailKind): string {
  if (kind === 'signup') return 'confirmation';
  if (kind === 'magiclink') return 'magic link';
  if (kind.startsWith('email_change')) return 'email change';
  return kind;
}
