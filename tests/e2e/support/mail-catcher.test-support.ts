import { createServer } from 'node:http';
import { startSmtpCapture } from '../../support/smtp-capture.test-support.ts';

/**
 * Started by Playwright as a web server (see playwright.config.ts): takes the app's emails over
 * plain SMTP on MAIL_SMTP_PORT and lists them as JSON at GET /emails on MAIL_HTTP_PORT, so the
 * journeys, which run in other processes, can follow the links in them.
 */
const capture = await startSmtpCapture(Number(process.env.MAIL_SMTP_PORT));

createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(capture.emails));
}).listen(Number(process.env.MAIL_HTTP_PORT), '127.0.0.1');
