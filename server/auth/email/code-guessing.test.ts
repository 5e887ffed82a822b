import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpCapture,
  type SmtpCapture,
} from '../../../tests/support/smtp-capture.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { hashToken } from './one-time-tokens.ts';

const PASSWORD = 'Str0ng!Passw0rd';

/**
 * The app with a mailer on a loopback SMTP capture. Each guess in these tests comes from an
 * address of its own (TRUST_PROXY), so only the per-account limits can stop them.
 */
async function startMailedApp(env: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  const testApp = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://localhost:5173',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      TRUST_PROXY: 'loopback',
      ...env,
    },
  });
  return { smtp, testApp };
}

/**
 * Issue 29: a link's token was sha224(address + 6-digit code), a million possible links, and
 * wrong codes cost nothing. Links now carry a random token; a code dies after a few wrong tries;
 * both verify routes count per account.
 */
describe('guessing email links and codes', () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  let anonKey: string;
  let counter = 0;
  beforeAll(async () => {
    ({ smtp, testApp } = await startMailedApp());
    anonKey = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>()
      .anonKey;
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

  function auth(path: string, body: Record<string, unknown>, address = '198.51.100.1') {
    return testApp.app.inject({
      method: 'POST',
      url: `/auth/v1${path}`,
      headers: {
        apikey: anonKey,
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': address,
      },
      payload: body,
    });
  }

  function followLink(link: URL, address = '198.51.100.2') {
    return testApp.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { 'x-forwarded-for': address },
    });
  }

  /** A confirmed user who asked for a password reset: the email's code and link. */
  async function askForRecovery(email: string): Promise<{ code: string; link: URL }> {
    expect((await auth('/signup', { email, password: PASSWORD })).statusCode).toBe(200);
    await testApp.db
      .updateTable('auth_users')
      .set({ email_confirmed_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    const after = smtp.emails.length;
    expect((await auth('/recover', { email })).statusCode).toBe(200);
    const message = await smtp.waitForEmail(email, { after, subject: /Reset/ });
    const code = /^(\d{6})$/m.exec(message.text)?.[1] ?? '';
    const link = /^(https?:\/\/\S+\/verify\?\S+)$/m.exec(message.text)?.[1] ?? '';
    return { code, link: new URL(link) };
  }

  it('sends a random link token that is not derived from the code and is stored only as a hash', async () => {
    const email = uniqueEmail('random-link');
    const { code, link } = await askForRecovery(email);
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe(hashToken(email, code));
    expect(token).not.toContain(code);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await testApp.db
      .selectFrom('auth_one_time_tokens')
      .innerJoin('auth_users', 'auth_users.id', 'auth_one_time_tokens.user_id')
      .select('auth_one_time_tokens.token_hash')
      .where('auth_users.email', '=', email)
      .where('auth_one_time_tokens.kind', '=', 'recovery')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    expect(stored[0]?.token_hash).not.toContain(token);

    const followed = await followLink(link);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toContain('access_token=');
  });

  it('burns the code after five wrong tries from any number of addresses', async () => {
    const email = uniqueEmail('burn');
    const { code, link } = await askForRecovery(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
      const wrong = await auth(
        '/verify',
        { type: 'recovery', email, token: guess },
        `203.0.113.${attempt + 1}`,
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'otp_expired' });
    }
    const right = await auth('/verify', { type: 'recovery', email, token: code }, '203.0.113.99');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'otp_expired' });
    expect(right.json()).not.toHaveProperty('access_token');

    // The link cannot be guessed, so wrong codes do not take it from its owner.
    const followed = await followLink(link);
    expect(followed.headers.location).toContain('access_token=');
  });

  it('still accepts the right code after fewer than five wrong tries', async () => {
    const email = uniqueEmail('few-wrong');
    const { code } = await askForRecovery(email);
    for (let attempt = 0; attempt < 4; attempt++) {
      const guess = String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
      expect((await auth('/verify', { type: 'recovery', email, token: guess })).statusCode).toBe(
        403,
      );
    }
    const right = await auth('/verify', { type: 'recovery', email, token: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toHaveProperty('access_token');
  });
});

describe('the per-account limit of email links', () => {
  let smtp: SmtpCapture;
  let testApp: TestApp;
  beforeAll(async () => {
    ({ smtp, testApp } = await startMailedApp({ AUTH_RATE_LIMIT_PER_EMAIL: '1' }));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('counts followed links against the account, whatever address follows them', async () => {
    const anonKey = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>()
      .anonKey;
    const email = `link-limit-${Date.now()}@example.com`;
    const post = (path: string, body: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: `/auth/v1${path}`,
        headers: { apikey: anonKey },
        payload: body,
      });
    const linkIn = async (after: number, subject: RegExp) => {
      const message = await smtp.waitForEmail(email, { after, subject });
      return new URL(/^(https?:\/\/\S+\/verify\?\S+)$/m.exec(message.text)?.[1] ?? '');
    };
    const follow = (link: URL, address: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `${link.pathname}${link.search}`,
        headers: { 'x-forwarded-for': address },
      });

    let after = smtp.emails.length;
    expect((await post('/signup', { email, password: PASSWORD })).statusCode).toBe(200);
    const confirmation = await follow(await linkIn(after, /Confirm/), '192.0.2.1');
    expect(confirmation.headers.location).toContain('access_token=');

    after = smtp.emails.length;
    expect((await post('/recover', { email })).statusCode).toBe(200);
    const recovery = await follow(await linkIn(after, /Reset/), '192.0.2.2');
    expect(recovery.statusCode).toBe(303);
    expect(recovery.headers.location).toContain('error_code=over_request_rate_limit');
  });
});
