import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestClient,
  DEFAULT_STORAGE_KEY,
  decodeJwt,
  getMe,
  OTHER_PASSWORD,
  PASSWORD,
  rawAuthRequest,
  signInClient,
  signUpClient,
  present,
  startAuthServer,
  uniqueEmail,
  type AuthServer,
} from './start-auth-server.ts';

/**
 * Protocol section 13, "Sign-up / sign-in" (autoconfirm mode: no SMTP_URL) and "User", plus the
 * sign-in back-off and rate limits, driven by the pinned @supabase/supabase-js.
 */
let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer(createTestApp);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up (autoconfirm)', () => {
  it('saves the session under sb-127-auth-token, emits SIGNED_IN and issues the documented claims', async () => {
    const client = createTestClient(server);
    const email = uniqueEmail('Signup');
    const { data, error } = await client.supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Ada' } },
    });
    expect(error).toBeNull();
    const session = present(data.session);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(Number.isInteger(session.expires_at)).toBe(true);
    expect(session.refresh_token).toBeTruthy();

    const stored = client.storage.read(DEFAULT_STORAGE_KEY);
    expect(stored).toMatchObject({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_at: session.expires_at,
      user: { id: present(data.user).id },
    });
    expect(client.events.map(({ event }) => event)).toContain('SIGNED_IN');

    const { header, payload } = decodeJwt(session.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(typeof header.kid).toBe('string');
    expect(payload).toMatchObject({
      sub: present(data.user).id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: { name: 'Ada' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(payload.exp).toBe(Number(payload.iat) + 3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof payload.session_id).toBe('string');
    expect(payload).not.toHaveProperty('jti');
  });

  it('honours the web app storage key', async () => {
    const client = createTestClient(server, { storageKey: 'legal-explainer-auth-token' });
    const { data } = await client.supabase.auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(client.storage.read('legal-explainer-auth-token')).toMatchObject({
      access_token: data.session?.access_token,
    });
    expect(client.storage.getItem(DEFAULT_STORAGE_KEY)).toBeNull();
  });

  it('refuses a repeat sign-up of a confirmed address with 422 user_already_exists', async () => {
    const { email } = await signUpClient(server);
    const client = createTestClient(server);
    const { data, error } = await client.supabase.auth.signUp({ email, password: OTHER_PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    // The original password still works: the repeat changed nothing.
    await expect(signInClient(server, email)).resolves.toBeTruthy();
  });

  it('rejects a weak password with AuthWeakPasswordError and its reasons', async () => {
    const client = createTestClient(server);
    const { error } = await client.supabase.auth.signUp({ email: uniqueEmail(), password: 'abc' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((error as AuthWeakPasswordError).reasons).toEqual(
      expect.arrayContaining(['length', 'characters']),
    );
  });

  it('rejects a password over 72 bytes with 400 validation_failed', async () => {
    const client = createTestClient(server);
    const { error } = await client.supabase.auth.signUp({
      email: uniqueEmail(),
      password: `Aa1!${'x'.repeat(80)}`,
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });
});

describe('sign-in with password', () => {
  it('signs in case-insensitively and records a password AMR', async () => {
    const { email } = await signUpClient(server);
    const client = createTestClient(server);
    const { data, error } = await client.supabase.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(decodeJwt(present(data.session).access_token).payload.amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(client.events.map(({ event }) => event)).toContain('SIGNED_IN');
  });

  it('answers a wrong password and an unknown address alike: 400 invalid_credentials', async () => {
    const { email } = await signUpClient(server);
    const client = createTestClient(server);
    const wrong = await client.supabase.auth.signInWithPassword({
      email,
      password: 'Wrong-Pass-1',
    });
    const unknown = await client.supabase.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
    expect(client.storage.items.size).toBe(0);
  });
});

describe('the user', () => {
  it('has the shape of section 2.1 from getUser()', async () => {
    const client = await signUpClient(server);
    const { data, error } = await client.supabase.auth.getUser();
    expect(error).toBeNull();
    const user = present(data.user);
    expect(user).toMatchObject({
      id: client.userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: client.email.toLowerCase(),
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
    });
    for (const field of ['email_confirmed_at', 'confirmed_at', 'created_at', 'updated_at'])
      expect(new Date(String(user[field as keyof typeof user])).toISOString()).toBeTruthy();
    expect(user).not.toHaveProperty('factors');
    expect(user.identities).toHaveLength(1);
    expect(user.identities?.[0]).toMatchObject({
      id: client.userId,
      user_id: client.userId,
      provider: 'email',
      identity_data: { sub: client.userId, email: client.email.toLowerCase() },
    });
    expect(user.identities?.[0]?.identity_id).toEqual(expect.any(String));
  });

  it('merges metadata on updateUser({data}), deletes null keys and emits USER_UPDATED', async () => {
    const client = createTestClient(server);
    await client.supabase.auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
      options: { data: { name: 'Ada', plan: 'free' } },
    });
    const { data, error } = await client.supabase.auth.updateUser({
      data: { plan: null, theme: 'dark' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Ada', theme: 'dark' });
    expect(client.events.at(-1)?.event).toBe('USER_UPDATED');
    expect(
      client.storage.read<{ user: { user_metadata: unknown } }>(DEFAULT_STORAGE_KEY)?.user,
    ).toMatchObject({ user_metadata: { name: 'Ada', theme: 'dark' } });
  });

  it('refuses the current password as new one with 422 same_password', async () => {
    const client = await signUpClient(server);
    const { error } = await client.supabase.auth.updateUser({
      password: PASSWORD,
      current_password: PASSWORD,
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
  });

  it('rejects a weak new password with AuthWeakPasswordError', async () => {
    const client = await signUpClient(server);
    const { error } = await client.supabase.auth.updateUser({
      password: 'short',
      current_password: PASSWORD,
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
  });

  it('ends every other session on a password change, keeps this one, and the new password works', async () => {
    const client = await signUpClient(server);
    const laptop = await signInClient(server, client.email);
    const { error } = await client.supabase.auth.updateUser({
      password: OTHER_PASSWORD,
      current_password: PASSWORD,
    });
    expect(error).toBeNull();

    expect((await client.supabase.auth.getUser()).error).toBeNull();
    expect((await getMe(server, client.accessToken)).status).toBe(200);

    const other = await laptop.supabase.auth.getUser();
    expect(other.error?.name).toBe('AuthSessionMissingError');
    expect(laptop.storage.items.size).toBe(0);
    expect(laptop.events.at(-1)?.event).toBe('SIGNED_OUT');
    expect((await getMe(server, laptop.accessToken)).status).toBe(401);
    const refresh = await rawAuthRequest(server, '/token?grant_type=refresh_token', {
      body: { refresh_token: laptop.refreshToken },
    });
    expect(refresh.body).toMatchObject({ code: 'refresh_token_not_found' });

    await expect(signInClient(server, client.email, PASSWORD)).rejects.toThrow(
      'Invalid login credentials',
    );
    await expect(signInClient(server, client.email, OTHER_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses a new password or email without the current password (a stolen session)', async () => {
    const client = await signUpClient(server);
    const password = await client.supabase.auth.updateUser({ password: OTHER_PASSWORD });
    expect(password.error).toBeInstanceOf(AuthApiError);
    expect(password.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const email = await client.supabase.auth.updateUser({ email: uniqueEmail('thief') });
    expect(email.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const both = await client.supabase.auth.updateUser({
      email: uniqueEmail('thief'),
      password: OTHER_PASSWORD,
      current_password: 'Wrong-Pass-1',
    });
    expect(both.error).toMatchObject({ status: 400, code: 'current_password_invalid' });

    // Nothing changed: the owner signs in with the address and password they had.
    const user = (await client.supabase.auth.getUser()).data.user;
    expect(user?.email).toBe(client.email.toLowerCase());
    expect(user?.new_email).toBeUndefined();
    await expect(signInClient(server, client.email, PASSWORD)).resolves.toBeTruthy();
  });

  it('changes the email and password with the current password (no mailer: at once)', async () => {
    const client = await signUpClient(server);
    const newEmail = uniqueEmail('moved').toLowerCase();
    const { data, error } = await client.supabase.auth.updateUser({
      email: newEmail,
      password: OTHER_PASSWORD,
      current_password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
    await expect(signInClient(server, newEmail, OTHER_PASSWORD)).resolves.toBeTruthy();
  });

  it('backs off a stolen session guessing the current password', async () => {
    const client = await signUpClient(server);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { error } = await client.supabase.auth.updateUser({
        password: OTHER_PASSWORD,
        current_password: `Guess-${attempt}-Pass!`,
      });
      expect(error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    }
    const { error } = await client.supabase.auth.updateUser({
      password: OTHER_PASSWORD,
      current_password: PASSWORD,
    });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('refuses app_metadata from a user with 403 not_admin (no self-promotion)', async () => {
    const client = await signUpClient(server);
    const response = await rawAuthRequest(server, '/user', {
      method: 'PUT',
      bearer: client.accessToken,
      body: { app_metadata: { role: 'admin' } },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'not_admin' });
    expect((await getMe(server, client.accessToken)).body).toMatchObject({ role: 'user' });
  });
});

describe('sign-in back-off', () => {
  let backingOff: AuthServer;
  beforeAll(async () => {
    backingOff = await startAuthServer(createTestApp, {
      AUTH_LOCK_AFTER_FAILURES: '3',
      AUTH_LOCK_MINUTES: '1',
    });
  });
  afterAll(() => backingOff.close());

  it('makes an address wait after N wrong passwords (429, even for the right one), then lets it in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { email } = await signUpClient(backingOff);
    const client = createTestClient(backingOff);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { error } = await client.supabase.auth.signInWithPassword({
        email,
        password: 'Wrong-Pass-1',
      });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const waiting = await client.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(waiting.data.session).toBeNull();
    expect(waiting.error).toBeInstanceOf(AuthApiError);
    expect(waiting.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    vi.setSystemTime(Date.now() + 1_500);
    const lifted = await client.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(lifted.error).toBeNull();
    expect(lifted.data.session).toBeTruthy();
  });

  it('counts only failures in a row: a good sign-in resets the count', async () => {
    const { email } = await signUpClient(backingOff);
    const client = createTestClient(backingOff);
    const wrong = () =>
      client.supabase.auth.signInWithPassword({ email, password: 'Wrong-Pass-1' });
    await wrong();
    await wrong();
    expect(
      (await client.supabase.auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    await wrong();
    await wrong();
    expect(
      (await client.supabase.auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('does not reveal unknown addresses through the back-off', async () => {
    const client = createTestClient(backingOff);
    const { email: known } = await signUpClient(backingOff);
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        const { error } = await client.supabase.auth.signInWithPassword({
          email,
          password: 'Wrong-Pass-1',
        });
        seen.push({ status: error?.status, code: error?.code });
      }
      return seen;
    };
    const unknown = await answers(uniqueEmail('nobody'));
    expect(unknown).toEqual(await answers(known));
    expect(unknown.at(-1)).toEqual({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('rate limits', () => {
  let limited: AuthServer;
  beforeAll(async () => {
    limited = await startAuthServer(createTestApp, {
      AUTH_RATE_LIMIT_PER_IP: '6',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
      // The tests play clients at several addresses through a trusted local proxy.
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => limited.close());

  it('answers 429 over_request_rate_limit per IP, not per account, and the client keeps the code', async () => {
    const client = createTestClient(limited);
    const attempt = (email: string, forwardedFor?: string) =>
      rawAuthRequest(limited, '/token?grant_type=password', {
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        body: { email, password: 'Wrong-Pass-1' },
      });
    const target = uniqueEmail('target');
    // Per account, failures from other addresses never refuse a new one (issue 29: no lock-out).
    for (const forwardedFor of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await attempt(target, forwardedFor)).status).toBe(400);

    // Per IP: six requests in the window, the seventh refused, whatever the address.
    for (let count = 1; count <= 6; count++) {
      const { error } = await client.supabase.auth.signInWithPassword({
        email: uniqueEmail('spray'),
        password: 'Wrong-Pass-1',
      });
      expect(error).toMatchObject({ code: 'invalid_credentials' });
    }
    const { error } = await client.supabase.auth.signInWithPassword({
      email: uniqueEmail('spray'),
      password: 'Wrong-Pass-1',
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('gives sign-up its own bucket and the same 429', async () => {
    const client = createTestClient(limited);
    const statuses: (number | undefined)[] = [];
    for (let count = 1; count <= 7; count++) {
      const { error } = await client.supabase.auth.signUp({
        email: uniqueEmail('burst'),
        password: PASSWORD,
      });
      statuses.push(error?.status);
    }
    expect(statuses.slice(0, 6)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(statuses[6]).toBe(429);
  });
});
