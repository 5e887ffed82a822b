import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import type { DatabaseKind } from '../../db/database.ts';

const PASSWORD = 'Str0ng!Passw0rd';
const ISSUER = 'app.example.test';

interface RunningApp extends TestApp {
  baseUrl: string;
  anonKey: string;
}

async function startApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<RunningApp> {
  const testApp = await createTestApp({
    kind,
    env: {
      PUBLIC_URL: `http://${ISSUER}`,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      TRUST_PROXY: 'loopback',
      ...env,
    },
  });
  const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as { anonKey: string };
  return { ...testApp, baseUrl, anonKey: config.anonKey };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The real client as the web app uses it, with storage in memory and no timers. */
function makeClient(app: RunningApp): SupabaseClient {
  return createClient(app.baseUrl, app.anonKey, {
    // Node 20 has no global WebSocket; the client's socket type is narrower than ws's.
    realtime: { transport: ws as unknown as RealtimeTransport },
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: memoryStorage(),
    },
  });
}

type RealtimeTransport = NonNullable<
  NonNullable<Parameters<typeof createClient>[2]>['realtime']
>['transport'];

/** The value of a client answer that must be there (fails the test otherwise). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

let userCount = 0;

/** A new user (no SMTP: sign-up confirms and signs in) with a client holding an aal1 session. */
async function signUpUser(app: RunningApp) {
  const email = `mfa-${++userCount}-${Date.now()}@example.test`;
  const client = makeClient(app);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, userId: data.session.user.id };
}

async function signIn(app: RunningApp, email: string): Promise<SupabaseClient> {
  const client = makeClient(app);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

function totpCode(secret: string): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now(),
  });
}

/** Moves the faked clock on (server and client share it): a new TOTP step, or a stale challenge. */
function advanceSeconds(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

async function enrollTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return data;
}

/** Challenge and verify with the current code; the clock moves a step on first, so it is fresh. */
async function challengeAndVerify(client: SupabaseClient, factorId: string, secret: string) {
  advanceSeconds(30);
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  const code = totpCode(secret);
  const verified = await client.auth.mfa.verify({
    factorId,
    challengeId: must(challenge.data).id,
    code,
  });
  return { ...verified, code };
}

async function assuranceLevel(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(error).toBeNull();
  return { currentLevel: must(data).currentLevel, nextLevel: must(data).nextLevel };
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return must(data.session).access_token;
}

/** A request the client cannot make (another IP, malformed bodies), with its headers. */
async function rawRequest(
  app: RunningApp,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${app.baseUrl}/auth/v1${path}`, {
    method,
    headers: {
      apikey: app.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(() => {
  // Only Date is faked, so sockets and timers run as usual while tests move the clock on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});

afterAll(() => {
  vi.useRealTimers();
});

describe.each(getTestDatabaseKinds())('TOTP factors through supabase-js (%s)', (kind) => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  it('enrolls a TOTP factor with a QR code, secret and key URI', async () => {
    const { client, email } = await signUpUser(app);

    const enrolled = await enrollTotp(client, 'Phone app');

    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(enrolled.id).toMatch(/^[0-9a-f-]{36}$/);
    const { qr_code: qrCode, secret, uri } = enrolled.totp;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/${ISSUER}:${email}?algorithm=SHA1&digits=6&issuer=${ISSUER}&period=30&secret=${secret}`,
    );
    // The client made a data URL of the raw SVG; nothing in it may end the URL early.
    expect(qrCode.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(qrCode.endsWith('</svg>')).toBe(true);
    expect(qrCode).not.toContain('#');

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all).toEqual([
      expect.objectContaining({
        id: enrolled.id,
        status: 'unverified',
        factor_type: 'totp',
        friendly_name: 'Phone app',
        phone: '',
        last_challenged_at: null,
      }),
    ]);
    expect(factors.data?.totp).toEqual([]);
  });

  it('takes the issuer from the request and refuses a second factor of the same name', async () => {
    const { client, email } = await signUpUser(app);

    const { data } = await client.auth.mfa.enroll({
      factorType: 'totp',
      issuer: 'Legal Explainer',
    });
    expect(data?.totp.uri).toBe(
      `otpauth://totp/Legal%20Explainer:${email}?algorithm=SHA1&digits=6&issuer=Legal%20Explainer&period=30&secret=${data?.totp.secret}`,
    );
    expect(data?.friendly_name).toBe('');

    // Two factors without a name clash as well, as in GoTrue.
    const unnamed = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(unnamed.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    await enrollTotp(client, 'Laptop');
    const clash = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(clash.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('answers phone and WebAuthn as disabled and other types as invalid', async () => {
    const { client } = await signUpUser(app);

    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const webauthn = await client.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(webauthn.error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
    const other = await rawRequest(app, await accessToken(client), 'POST', '/factors', {
      factor_type: 'sms',
    });
    expect(other).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'factor_type needs to be totp, phone, or webauthn',
      },
    });
  });

  it('raises the session to aal2 on a correct code and emits MFA_CHALLENGE_VERIFIED', async () => {
    const { client } = await signUpUser(app);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const enrolled = await enrollTotp(client, 'Phone app');
    const abandoned = await enrollTotp(client, 'Abandoned');

    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'totp',
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: must(challenge.data).id,
      code: totpCode(enrolled.totp.secret),
    });

    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    expect(await assuranceLevel(client)).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(
      aal?.currentAuthenticationMethods.map((entry) =>
        typeof entry === 'string' ? entry : entry.method,
      ),
    ).toEqual(['totp', 'password']);
    // The verified factor is listed; the other half-finished enrolment is gone.
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([enrolled.id]);
    expect(factors.data?.all.map((factor) => factor.id)).not.toContain(abandoned.id);
    expect(factors.data?.totp[0]?.last_challenged_at).toEqual(expect.any(String));
  });

  it('refuses a wrong code, an unknown, used, foreign-IP or stale challenge', async () => {
    const { client } = await signUpUser(app);
    const enrolled = await enrollTotp(client, 'Phone app');
    const factorId = enrolled.id;
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = must(challenge.data).id;
    const good = totpCode(enrolled.totp.secret);
    const wrong = good === '000000' ? '111111' : '000000';

    const wrongCode = await client.auth.mfa.verify({ factorId, challengeId, code: wrong });
    expect(wrongCode.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const unknown = await client.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code: good,
    });
    expect(unknown.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });

    const token = await accessToken(client);
    const verifyPath = `/factors/${factorId}/verify`;
    const otherIp = await rawRequest(
      app,
      token,
      'POST',
      verifyPath,
      { challenge_id: challengeId, code: good },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(otherIp).toMatchObject({ status: 422, body: { code: 'mfa_ip_address_mismatch' } });
    expect(await rawRequest(app, token, 'POST', verifyPath, { challenge_id: challengeId })).toEqual(
      { status: 400, body: { code: 'validation_failed', message: 'Code needs to be non-empty' } },
    );
    const malformed = await rawRequest(app, token, 'POST', verifyPath, {
      challenge_id: 'not-a-uuid',
      code: good,
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'bad_json' } });

    // A wrong code does not use the challenge up; the right one then does.
    const verified = await client.auth.mfa.verify({ factorId, challengeId, code: good });
    expect(verified.error).toBeNull();
    advanceSeconds(30);
    const again = await client.auth.mfa.verify({
      factorId,
      challengeId,
      code: totpCode(enrolled.totp.secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    const stale = await client.auth.mfa.challenge({ factorId });
    advanceSeconds(301);
    const expired = await client.auth.mfa.verify({
      factorId,
      challengeId: must(stale.data).id,
      code: totpCode(enrolled.totp.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('keeps a user with a verified factor at aal1 after sign-in until they verify', async () => {
    const { client, email } = await signUpUser(app);
    const enrolled = await enrollTotp(client, 'Phone app');
    const first = await challengeAndVerify(client, enrolled.id, enrolled.totp.secret);
    expect(first.error).toBeNull();

    const later = await signIn(app, email);
    expect(await assuranceLevel(later)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // On aal1 the factors and the password are out of reach.
    const second = await later.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(second.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
    const unenroll = await later.auth.mfa.unenroll({ factorId: enrolled.id });
    expect(unenroll.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
    const password = await later.auth.updateUser({ password: 'An0ther!Passw0rd' });
    expect(password.error).toMatchObject({ status: 401, code: 'insufficient_aal' });

    // A code already accepted is not accepted again, even within its window.
    const challenge = await later.auth.mfa.challenge({ factorId: enrolled.id });
    const replay = await later.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: must(challenge.data).id,
      code: first.code,
    });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await assuranceLevel(later)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const upgraded = await challengeAndVerify(later, enrolled.id, enrolled.totp.secret);
    expect(upgraded.error).toBeNull();
    expect(await assuranceLevel(later)).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const laptop = await later.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(laptop.error).toBeNull();
  });

  it('ends the other aal1 sessions of the user once a session reaches aal2', async () => {
    const { client, email } = await signUpUser(app);
    const enrolled = await enrollTotp(client, 'Phone app');
    const bystander = await signIn(app, email);

    expect((await challengeAndVerify(client, enrolled.id, enrolled.totp.secret)).error).toBeNull();

    const { error } = await bystander.auth.getUser();
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('unenrolls: unverified factors on aal1, verified ones on aal2, then aal1 again', async () => {
    const { client } = await signUpUser(app);
    const draft = await enrollTotp(client, 'Draft');
    const removedDraft = await client.auth.mfa.unenroll({ factorId: draft.id });
    expect(removedDraft).toEqual({ data: { id: draft.id }, error: null });

    const enrolled = await enrollTotp(client, 'Phone app');
    expect((await challengeAndVerify(client, enrolled.id, enrolled.totp.secret)).error).toBeNull();
    const removed = await client.auth.mfa.unenroll({ factorId: enrolled.id });
    expect(removed).toEqual({ data: { id: enrolled.id }, error: null });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(await assuranceLevel(client)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("answers 404 for a malformed factor id and for another user's factor", async () => {
    const owner = await signUpUser(app);
    const enrolled = await enrollTotp(owner.client, 'Phone app');
    const stranger = await signUpUser(app);

    const malformed = await stranger.client.auth.mfa.challenge({ factorId: 'abc' });
    expect(malformed.error).toMatchObject({
      status: 404,
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    });
    for (const result of [
      await stranger.client.auth.mfa.challenge({ factorId: enrolled.id }),
      await stranger.client.auth.mfa.unenroll({ factorId: enrolled.id }),
      await stranger.client.auth.mfa.verify({
        factorId: enrolled.id,
        challengeId: crypto.randomUUID(),
        code: '123456',
      }),
    ])
      expect(result.error).toMatchObject({
        status: 404,
        code: 'mfa_factor_not_found',
        message: 'Factor not found',
      });
  });

  it('drops abandoned enrolments after five minutes, not challenged ones', async () => {
    const { client } = await signUpUser(app);
    await enrollTotp(client, 'Abandoned');
    const challenged = await enrollTotp(client, 'Challenged');
    await client.auth.mfa.challenge({ factorId: challenged.id });

    advanceSeconds(301);

    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Abandoned' });
    expect(again.error).toBeNull();
    const kept = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Challenged' });
    expect(kept.error).toMatchObject({ code: 'mfa_factor_name_conflict' });
  });

  it('allows at most ten factors', async () => {
    const { client } = await signUpUser(app);
    for (let index = 0; index < 10; index++) await enrollTotp(client, `Factor ${index}`);

    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One more' });

    expect(eleventh.error).toMatchObject({
      status: 422,
      code: 'too_many_enrolled_mfa_factors',
      message: 'Maximum number of verified factors reached, unenroll to continue',
    });
  });
});

describe('TOTP challenge and verify limits', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp('sqlite', { AUTH_RATE_LIMIT_PER_IP: '3' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('limits challenges and verifications per IP, each route on its own', async () => {
    const { client } = await signUpUser(app);
    const enrolled = await enrollTotp(client, 'Phone app');
    const factorId = enrolled.id;
    const challenge = await client.auth.mfa.challenge({ factorId });
    const good = totpCode(enrolled.totp.secret);
    const wrong = good === '000000' ? '111111' : '000000';

    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await client.auth.mfa.verify({
        factorId,
        challengeId: must(challenge.data).id,
        code: wrong,
      });
      expect(result.error).toMatchObject({ code: 'mfa_verification_failed' });
    }
    const limited = await client.auth.mfa.verify({
      factorId,
      challengeId: must(challenge.data).id,
      code: good,
    });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull();
    const fourth = await client.auth.mfa.challenge({ factorId });
    expect(fourth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
