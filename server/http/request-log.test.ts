import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedUpload,
  type SharedUpload,
} from '../../tests/support/share-link.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';

const LEASE_TEXT = new TextEncoder().encode(
  'RESIDENTIAL LEASE AGREEMENT\n\nThe Tenant shall pay a monthly rent of $1,200 on the first ' +
    'day of each month. The Landlord may terminate this lease on 30 days written notice.\n',
);
// Secrets other links carry in their query or fragment, each one distinct to search the log for.
const QUERY_SECRETS = {
  token: 'verify-secret-1111',
  token_hash: 'hash-secret-2222',
  code: 'code-secret-3333',
  access_token: 'access-secret-4444',
  refresh_token: 'refresh-secret-5555',
  apikey: 'apikey-secret-6666',
  nonce: 'nonce-secret-7777',
  password: 'password-secret-8888',
};

describe('the request log', { timeout: 60_000 }, () => {
  const lines: string[] = [];
  let testApp: TestApp;
  let shared: SharedUpload;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    shared = await createSharedUpload(testApp, 'lease.txt', LEASE_TEXT);
  });
  afterAll(() => testApp.close());

  it('never holds a share link token, however the link is opened', async () => {
    const { token } = shared;
    for (const url of [
      `/s/${token}`,
      `/S/${token}?from=mail`,
      `/api/public/shares/${token}`,
      `/api/public/shares/${token}/pages`,
      `/api/public/shares/${token}/file`,
      `/api/public/shares/${token}/%E0%A4%A`,
    ]) {
      await testApp.app.inject({ url });
    }
    // A crash on the share page reports the page's address.
    await testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: {
        id: 'err_1',
        timestamp: new Date().toISOString(),
        message: `Failed to fetch /api/public/shares/${token}/pages`,
        stack: null,
        context: null,
        userAgent: 'test',
        url: `http://localhost:3000/s/${token}`,
      },
    });
    const log = lines.join('');
    expect(log).toContain('/api/public/shares/[redacted]/pages');
    expect(log).toContain('/s/[redacted]');
    expect(log).not.toContain(token);
  });

  it('never holds the secrets of a sign-in link or any other URL', async () => {
    const query = new URLSearchParams(QUERY_SECRETS).toString();
    await testApp.app.inject({ url: `/auth/v1/verify?type=signup&${query}` });
    await testApp.app.inject({ url: `/api/nothing-here?${query}` });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: {
        id: 'err_2',
        timestamp: new Date().toISOString(),
        message: 'Sign-in link failed',
        stack: null,
        context: null,
        userAgent: 'test',
        url: `http://localhost:3000/reset-password#${query}&type=recovery`,
      },
    });
    const log = lines.join('');
    expect(log).toContain('/auth/v1/verify?type=signup&token=[redacted]');
    expect(log).toContain('#token=[redacted]');
    for (const [name, secret] of Object.entries(QUERY_SECRETS)) {
      expect(log, name).not.toContain(secret);
    }
    // Every line is still one JSON object.
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});
