import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import {
  startSmtpCapture,
  type CapturedEmail,
  type SmtpCapture,
} from '../../../tests/support/smtp-capture.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';

const SITE = 'http://localhost:5173';
const PASSWORD = 'Str0ng!Passw0rd';
const NEW_PASSWORD = 'An0ther!Passw0rd';

let smtp: SmtpCapture;
let testApp: TestApp;
let baseUrl: string;
let anonKey: string;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE, AUTH_RATE_LIMIT_PER_IP: '100000' },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as { anonKey: string };
  anonKey = config.anonKey;
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

function makeClient(flowType: 'implicit' | 'pkce' = 'implicit') {
  const store = new Map<string, string>();
  const client = createClient(baseUrl, anonKey, {
    realtime: { transport: ws as never },
    auth: {
      flowType,
      // The PKCE tests read the verifier, which auth-js keeps in `storage` only when persisting.
      persistSession: flowType === 'pkce',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    },
  });
  return { client, store };
}

function codeOf(email: CapturedEmail): string {
  const match = /^(\d{6})$/m.exec(email.text);
  if (!match?.[1]) throw new Error(`No code in: ${email.text}`);
  return match[1];
}

function linkOf(email: CapturedEmail): URL {
  const match = /^(https?:\/\/\S+\/verify\?\S+)$/m.exec(email.text);
  if (!match?.[1]) throw new Error(`No link in: ${email.text}`);
  return new URL(match[1]);
}

/** Follows an email link against the running server; answers status and Location. */
async function followLink(link: URL): Promise<{ status: number; location: string }> {
  const response = await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '');
}

async function rawAuth(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** A confirmed user: signs up, follows the confirmation link. */
async function confirmedUser(client: SupabaseClient, email: string): Promise<void> {
  const after = smtp.emails.length;
  const { error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  const link = linkOf(await smtp.waitForEmail(email, { after }));
  expect((await followLink(link)).status).toBe(303);
}

/**
 * The emails sent since `before`, once one more email, asked for now through the same server
 * and mailer (a new sign-up's confirmation), has arrived. Each request sends its email before
 * it answers, so whatever an earlier request sent is in by then: an email missing from the list
 * was not sent, rather than not sent yet. The list ends with that confirmation.
 */
async function emailsSentBefore(before: number): Promise<{ to: string[]; subject: string }[]> {
  const { client } = makeClient();
  const sentinel = uniqueEmail('sentinel');
  const after = smtp.emails.length;
  expect((await client.auth.signUp({ email: sentinel, password: PASSWORD })).error).toBeNull();
  await smtp.waitForEmail(sentinel, { after });
  const sent = smtp.emails.slice(before).map(({ to, subject }) => ({ to, subject }));
  expect(sent.at(-1)?.to).toEqual([sentinel]);
  return sent.slice(0, -1);
}

describe('sign-up with email confirmation', () => {
  it('sends a confirmation email instead of a session, and its link confirms', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('signup');
    const after = smtp.emails.length;
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const message = await smtp.waitForEmail(email, { after });
    expect(message.subject).toMatch(/Legal Explainer/);
    expect(message.text).toContain(codeOf(message));
    expect(message.html).toContain('<a href=');
    expect(message.html).toContain(codeOf(message));

    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('email_not_confirmed');
    expect(signIn.error?.status).toBe(400);

    const link = linkOf(message);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/welcome`);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);

    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(location).toMatch(
      /^http:\/\/localhost:5173\/welcome#access_token=[\w.-]+&expires_at=\d+&expires_in=\d+&refresh_token=[a-z0-9]+&sb=&token_type=bearer&type=signup$/,
    );
    const claims = decodeClaims(fragmentOf(location).get('access_token') ?? '');
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'otp' })]);

    const after2 = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(after2.error).toBeNull();
    expect(after2.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends links for foreign redirect targets to the site instead', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('foreign');
    const after = smtp.emails.length;
    await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const link = linkOf(await smtp.waitForEmail(email, { after }));
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
  });

  it('redirects a used link with the otp_expired error fragment', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('reuse-link');
    const after = smtp.emails.length;
    await client.auth.signUp({ email, password: PASSWORD });
    const link = linkOf(await smtp.waitForEmail(email, { after }));
    expect((await followLink(link)).status).toBe(303);
    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(location).toBe(
      `${SITE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('answers a re-sent confirmation within the interval with 429', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('resend');
    await client.auth.signUp({ email, password: PASSWORD });
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it('answers resend for a confirmed or unknown address with success and sends nothing', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('resend-confirmed');
    await confirmedUser(client, email);
    const before = smtp.emails.length;
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(
      (await client.auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error,
    ).toBeNull();
    expect(await emailsSentBefore(before)).toEqual([]);
  });
});

describe('password recovery', () => {
  it('answers unknown addresses with success and sends nothing', async () => {
    const { client } = makeClient();
    const before = smtp.emails.length;
    const { data, error } = await client.auth.resetPasswordForEmail(uniqueEmail('unknown'));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await emailsSentBefore(before)).toEqual([]);
  });

  it('gives a recovery session through the link that can set a new password', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('recover');
    await confirmedUser(client, email);
    const after = smtp.emails.length;
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(error).toBeNull();
    const message = await smtp.waitForEmail(email, { after, subject: /Reset/ });
    expect(message.html).toContain('Reset your password');

    const { status, location } = await followLink(linkOf(message));
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/reset-password#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('sb')).toBe('');

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    const update = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(update.error).toBeNull();

    const fresh = makeClient().client;
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await fresh.auth.signInWithPassword({ email, password: NEW_PASSWORD })).error,
    ).toBeNull();
  });
});

describe('email codes (signInWithOtp / verifyOtp)', () => {
  it('signs in with the emailed 6-digit code once', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('otp');
    await confirmedUser(client, email);
    const after = smtp.emails.length;
    const { data, error } = await client.auth.signInWithOtp({ email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const message = await smtp.waitForEmail(email, { after });
    expect(linkOf(message).searchParams.get('type')).toBe('magiclink');

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const token = codeOf(message);
    const verified = await client.auth.verifyOtp({ email, token, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(decodeClaims(verified.data.session?.access_token ?? '').amr).toEqual([
      expect.objectContaining({ method: 'otp' }),
    ]);
    expect(events).toContain('SIGNED_IN');

    const again = await makeClient().client.auth.verifyOtp({ email, token, type: 'email' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.message).toBe('Token has expired or is invalid');
  });

  it('creates the account of a new address and confirms it with the code', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('otp-new');
    const after = smtp.emails.length;
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const message = await smtp.waitForEmail(email, { after });
    expect(linkOf(message).searchParams.get('type')).toBe('signup');
    const verified = await client.auth.verifyOtp({ email, token: codeOf(message), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses unknown addresses when shouldCreateUser is false', async () => {
    const { client } = makeClient();
    const { error } = await client.auth.signInWithOtp({
      email: uniqueEmail('nobody'),
      options: { shouldCreateUser: false },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(error?.message).toBe('Signups not allowed for otp');
  });

  it('verifies a link by token hash, and refuses an expired one', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('hash');
    const after = smtp.emails.length;
    await client.auth.signUp({ email, password: PASSWORD });
    const tokenHash = linkOf(await smtp.waitForEmail(email, { after })).searchParams.get('token');

    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + 2 * 3600 * 1000);
    const expired = await client.auth.verifyOtp({ token_hash: tokenHash ?? '', type: 'signup' });
    vi.restoreAllMocks();
    expect(expired.error?.status).toBe(403);
    expect(expired.error?.code).toBe('otp_expired');
    expect(expired.error?.message).toBe('Email link is invalid or has expired');

    const verified = await client.auth.verifyOtp({ token_hash: tokenHash ?? '', type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });
});

describe('PKCE flow', () => {
  const readVerifier = (store: Map<string, string>) => {
    const key = [...store.keys()].find((name) => name.endsWith('code-verifier'));
    const value = key ? (JSON.parse(store.get(key) ?? '""') as string) : '';
    return value.split('/')[0] ?? '';
  };

  it('redirects with a code that is exchanged once', async () => {
    const { client, store } = makeClient('pkce');
    const email = uniqueEmail('pkce');
    const after = smtp.emails.length;
    const { error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE}/welcome?next=%2Fdocuments` },
    });
    expect(error).toBeNull();
    const link = linkOf(await smtp.waitForEmail(email, { after }));
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(location).toMatch(
      /^http:\/\/localhost:5173\/welcome\?next=%2Fdocuments&code=[0-9a-f-]{36}$/,
    );
    const code = new URL(location).searchParams.get('code') ?? '';
    const verifier = readVerifier(store);
    expect(verifier.length).toBeGreaterThanOrEqual(43);

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(decodeClaims(exchanged.data.session?.access_token ?? '').amr).toEqual([
      expect.objectContaining({ method: 'email/signup' }),
    ]);

    const second = await rawAuth('/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: verifier,
    });
    expect(second.status).toBe(404);
    expect(second.body.code).toBe('flow_state_not_found');
  });

  it('refuses a wrong verifier, then recovers with the right one', async () => {
    const { client, store } = makeClient('pkce');
    const email = uniqueEmail('pkce-recover');
    await confirmedUser(makeClient().client, email);
    const after = smtp.emails.length;
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { location } = await followLink(linkOf(await smtp.waitForEmail(email, { after })));
    const code = new URL(location).searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const wrong = await rawAuth('/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: 'x'.repeat(64),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('bad_code_verifier');

    expect(readVerifier(store)).not.toBe('');
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });

  it('refuses malformed challenges', async () => {
    const result = await rawAuth('/recover', {
      email: uniqueEmail('bad-challenge'),
      code_challenge: 'short',
      code_challenge_method: 's256',
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('validation_failed');
  });
});

describe('email change and reauthentication', () => {
  it('applies a new address once both emails were confirmed', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('change-old');
    const newEmail = uniqueEmail('change-new');
    await confirmedUser(client, email);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const after = smtp.emails.length;
    const update = await client.auth.updateUser(
      { email: newEmail, current_password: PASSWORD },
      { emailRedirectTo: `${SITE}/settings` },
    );
    expect(update.error).toBeNull();
    expect(update.data.user?.new_email).toBe(newEmail);
    expect(update.data.user?.email).toBe(email);

    const toCurrent = await smtp.waitForEmail(email, { after });
    const toNew = await smtp.waitForEmail(newEmail, { after });
    for (const message of [toCurrent, toNew]) {
      expect(message.text).toContain(newEmail);
      expect(message.html).toContain('<a href=');
    }

    const first = await client.auth.verifyOtp({
      email,
      token: codeOf(toCurrent),
      type: 'email_change',
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const { status, location } = await followLink(linkOf(toNew));
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/settings#access_token=`)).toBe(true);
    expect(fragmentOf(location).get('type')).toBe('email_change');

    const user = (await client.auth.getUser()).data.user;
    expect(user?.email).toBe(newEmail);
    expect(user?.new_email).toBeUndefined();
    // The old address is told the change was made.
    const notice = await smtp.waitForEmail(email, { after, subject: /email address was changed/ });
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/^\d{6}$/m);
    expect(
      (await makeClient().client.auth.signInWithPassword({ email: newEmail, password: PASSWORD }))
        .error,
    ).toBeNull();
  });

  it('redirects the first link of an email change with the acceptance message', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('half-old');
    const newEmail = uniqueEmail('half-new');
    await confirmedUser(client, email);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const after = smtp.emails.length;
    await client.auth.updateUser({ email: newEmail, current_password: PASSWORD });
    const { location } = await followLink(linkOf(await smtp.waitForEmail(email, { after })));
    expect(location).toBe(
      `${SITE}#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=`,
    );
  });

  it('refuses an email change without the current password, and tells nobody', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('change-stolen');
    await confirmedUser(client, email);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const after = smtp.emails.length;
    const update = await client.auth.updateUser({ email: uniqueEmail('thief') });
    expect(update.error?.status).toBe(400);
    expect(update.error?.code).toBe('current_password_required');
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
    expect(await emailsSentBefore(after)).toEqual([]);
  });

  it('tells the address when its password was changed', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('password-notice');
    await confirmedUser(client, email);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const after = smtp.emails.length;
    const update = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
    });
    expect(update.error).toBeNull();
    const notice = await smtp.waitForEmail(email, { after, subject: /password was changed/ });
    expect(notice.text).toMatch(/reset your password/i);
    expect(notice.html).not.toContain(NEW_PASSWORD);
  });

  it('lets a reset link set a password only while its session is fresh', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('stale-recovery');
    await confirmedUser(client, email);
    const after = smtp.emails.length;
    await client.auth.resetPasswordForEmail(email);
    const message = await smtp.waitForEmail(email, { after, subject: /Reset/ });
    const fragment = fragmentOf((await followLink(linkOf(message))).location);
    await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    // Stolen later: an hour after the link was followed, the session alone changes nothing.
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + 3600 * 1000);
    const { data } = await client.auth.refreshSession();
    const stale = await client.auth.updateUser({ password: NEW_PASSWORD });
    vi.restoreAllMocks();
    expect(data.session).toBeTruthy();
    expect(stale.error?.status).toBe(400);
    expect(stale.error?.code).toBe('reauthentication_needed');
  });

  it('sends a reauthentication code that PUT /user accepts once', async () => {
    const { client } = makeClient();
    const email = uniqueEmail('reauth');
    await confirmedUser(client, email);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const after = smtp.emails.length;
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const message = await smtp.waitForEmail(email, { after });
    expect(message.html).toContain(codeOf(message));

    const wrongNonce = codeOf(message) === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: wrongNonce });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    const right = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: codeOf(message) });
    expect(right.error).toBeNull();
  });
});
