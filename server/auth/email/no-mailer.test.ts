import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';

const PASSWORD = 'Str0ng!Passw0rd';

/**
 * Without SMTP_URL nobody can receive a link or a code, so none is made: a code nobody reads is
 * only there to be guessed (issue 29). The person is told email is not set up.
 */
describe('email flows without a mailer', () => {
  let testApp: TestApp;
  let anonKey: string;
  let counter = 0;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } });
    anonKey = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>()
      .anonKey;
  });
  afterAll(() => testApp.close());

  const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

  function auth(method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string) {
    return testApp.app.inject({
      method,
      url: `/auth/v1${path}`,
      headers: {
        apikey: anonKey,
        'x-supabase-api-version': '2024-01-01',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  async function signUp(email: string): Promise<{ id: string; token: string }> {
    const response = await auth('POST', '/signup', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const session = response.json<{ access_token: string; user: { id: string } }>();
    return { id: session.user.id, token: session.access_token };
  }

  const countTokens = async (userId: string) =>
    (
      await testApp.db
        .selectFrom('auth_one_time_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .execute()
    ).length;

  it('refuses a password reset, mints no code, and names the command that sets a password', async () => {
    const email = uniqueEmail('recover');
    const { id } = await signUp(email);
    const response = await auth('POST', '/recover', { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'email_provider_disabled' });
    expect(response.json<{ message: string }>().message).toMatch(/admin set-password/);
    expect(await countTokens(id)).toBe(0);
  });

  it('answers an unknown address the same, so nobody learns who has an account', async () => {
    const response = await auth('POST', '/recover', { email: uniqueEmail('nobody') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'email_provider_disabled' });
  });

  it('refuses magic links and codes without creating an account or minting a code', async () => {
    const known = uniqueEmail('otp');
    const { id } = await signUp(known);
    const magic = await auth('POST', '/otp', { email: known });
    expect(magic.statusCode).toBe(422);
    expect(magic.json()).toMatchObject({ code: 'email_provider_disabled' });
    expect(await countTokens(id)).toBe(0);

    const stranger = uniqueEmail('otp-new');
    expect((await auth('POST', '/otp', { email: stranger })).statusCode).toBe(422);
    const created = await testApp.db
      .selectFrom('auth_users')
      .select('id')
      .where('email', '=', stranger)
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('refuses a reauthentication code, and resending anything', async () => {
    const email = uniqueEmail('reauth');
    const { id, token } = await signUp(email);
    const reauth = await auth('GET', '/reauthenticate', undefined, token);
    expect(reauth.statusCode).toBe(400);
    expect(reauth.json()).toMatchObject({ code: 'email_provider_disabled' });
    const resend = await auth('POST', '/resend', { type: 'signup', email });
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toMatchObject({ code: 'email_provider_disabled' });
    expect(await countTokens(id)).toBe(0);
  });

  it('says at /settings that sign-ups are confirmed at once', async () => {
    const settings = await auth('GET', '/settings');
    expect(settings.json()).toMatchObject({ mailer_autoconfirm: true });
  });
});
