import nodemailer from 'nodemailer';
import type { AuthEmail, Mailer } from '../auth-context.ts';

/**
 * The SMTP mailer of the auth service (nodemailer over SMTP_URL). Options such as
 * `?ignoreTLS=true` or `?requireTLS=true` may be given in the URL's query string. Without a URL
 * the mailer is not configured: sign-ups are then confirmed at once and nothing is sent.
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl)
    return {
      isConfigured: false,
      send: async () => {},
    };
  const transport = nodemailer.createTransport(smtpUrl, {
    from,
    // Our messages are plain strings: never let a template reach files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    isConfigured: true,
    send: async (email: AuthEmail) => {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
  };
}
