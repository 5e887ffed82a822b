import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the capture server received, parsed. */
export interface CapturedEmail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** A throwaway SMTP server on 127.0.0.1 that keeps every message it receives. */
export interface SmtpCapture {
  /** For SMTP_URL: plain SMTP, no STARTTLS. */
  url: string;
  emails: CapturedEmail[];
  /** The first message to `to` (optionally matching `subject`) received from now on or already kept. */
  waitForEmail: (
    to: string,
    options?: { subject?: RegExp; after?: number; timeoutMs?: number },
  ) => Promise<CapturedEmail>;
  close: () => Promise<void>;
}

/** Starts the capture on `port` (a free one by default). */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const emails: CapturedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const addresses = [parsed.to]
            .flat()
            .flatMap((entry) => entry?.value ?? [])
            .map((address) => (address.address ?? '').toLowerCase());
          emails.push({
            to: addresses,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listeningPort } = server.server.address() as AddressInfo;

  const waitForEmail: SmtpCapture['waitForEmail'] = async (to, options = {}) => {
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    for (;;) {
      const found = emails
        .slice(options.after ?? 0)
        .find(
          (email) =>
            email.to.includes(to.toLowerCase()) &&
            (!options.subject || options.subject.test(email.subject)),
        );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No email to ${to} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    url: `smtp://127.0.0.1:${listeningPort}?ignoreTLS=true`,
    emails,
    waitForEmail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
