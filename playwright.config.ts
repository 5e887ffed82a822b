import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Journeys run against the real `npm start` path: the built web app served by the real server,
// on its own port and a throwaway data directory.
const port = Number(process.env.E2E_PORT ?? 4319);
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-e2e-'));
// A second app with email switched on (sign-ups then wait for confirmation), its mail caught
// by tests/e2e/support/mail-catcher.test-support.ts: the password-reset journey uses it.
const mailAppPort = port + 1;
const smtpPort = port + 2;
const mailHttpPort = port + 3;
const mailDataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-e2e-mail-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI or not: a journey that passes only on its second try is hiding a race.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node bin/legal-explainer.js start',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' },
    },
    {
      command: 'npx tsx tests/e2e/support/mail-catcher.test-support.ts',
      url: `http://127.0.0.1:${mailHttpPort}/emails`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_SMTP_PORT: String(smtpPort), MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: 'node bin/legal-explainer.js start',
      url: `http://127.0.0.1:${mailAppPort}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(mailAppPort),
        HOST: '127.0.0.1',
        DATA_DIR: mailDataDirectory,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      },
    },
  ],
});
