import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../common/api/sessions.ts';
import {
  signInTestUser,
  signUpTestUser,
  type TestUser as Device,
} from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
} from '../../../tests/support/test-database.test-support.ts';
import { registerErrorHandler } from '../middleware/error-handler.ts';
import { registerSessionRoutes, SESSIONS_UNAVAILABLE_MESSAGE } from './session-routes.ts';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(getTestDatabaseKinds())('signed-in devices on %s', (kind) => {
  let testApp: TestApp;
  let anonKey: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    anonKey = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>()
      .anonKey;
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A new account, signed up (and so signed in) from one browser and address. */
  async function signUp(userAgent: string, remoteAddress: string) {
    const device = await signUpTestUser(testApp, { userAgent, remoteAddress });
    return { email: device.email, device };
  }

  const signIn = (email: string, userAgent: string, remoteAddress: string) =>
    signInTestUser(testApp, email, { userAgent, remoteAddress });

  const refresh = (device: Device, userAgent = CHROME_ON_WINDOWS) =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { apikey: anonKey, 'user-agent': userAgent },
      payload: { refresh_token: device.refreshToken },
    });
  const listSessions = async (device: Device) => {
    const response = await testApp.app.inject({
      url: '/api/account/sessions',
      headers: device.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ sessions: AccountSession[] }>().sessions;
  };
  const signOut = (device: Device, sessionId: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${sessionId}`,
      headers: device.headers,
    });
  const signOutOthers = (device: Device) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: device.headers,
    });
  const me = (device: Device) => testApp.app.inject({ url: '/api/me', headers: device.headers });

  it('lists each sign-in with its browser, approximate place and last use, this one marked', async () => {
    const { email, device: laptop } = await signUp(FIREFOX_ON_LINUX, '81.2.69.160');
    const phone = await signIn(email, SAFARI_ON_IOS, '127.0.0.1');

    const sessions = await listSessions(phone);
    expect(sessions).toHaveLength(2);
    expect(
      sessions.map(({ browser, place, isCurrent }) => ({ browser, place, isCurrent })),
    ).toEqual([
      { browser: 'Safari on iOS', place: 'This computer', isCurrent: true },
      { browser: 'Firefox on Linux', place: 'United Kingdom', isCurrent: false },
    ]);
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    expect((await listSessions(laptop)).find((session) => session.isCurrent)?.browser).toBe(
      'Firefox on Linux',
    );

    // Only the coarsened network is kept, never the address itself.
    const stored = await testApp.db
      .selectFrom('auth_sessions')
      .select(['network', 'user_agent'])
      .where('id', '=', sessions[1]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ network: '81.2.69.0', user_agent: FIREFOX_ON_LINUX });
  });

  it('moves "last seen" and the browser on a refresh', async () => {
    const { device } = await signUp(FIREFOX_ON_LINUX, '127.0.0.1');
    const [before] = await listSessions(device);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refreshed = await refresh(device, CHROME_ON_WINDOWS);
    expect(refreshed.statusCode).toBe(200);
    const { access_token: accessToken } = refreshed.json<{ access_token: string }>();
    const [after] = await listSessions({
      ...device,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(after?.browser).toBe('Chrome on Windows');
    expect(Date.parse(after?.lastSeenAt ?? '')).toBeGreaterThan(
      Date.parse(before?.lastSeenAt ?? ''),
    );
  });

  it('signs one other device out: its token is refused at once and it cannot refresh', async () => {
    const { email, device: laptop } = await signUp(FIREFOX_ON_LINUX, '127.0.0.1');
    const phone = await signIn(email, SAFARI_ON_IOS, '127.0.0.1');
    expect((await me(laptop)).statusCode).toBe(200);
    const laptopSession = (await listSessions(phone)).find((session) => !session.isCurrent);

    expect((await signOut(phone, laptopSession?.id ?? '')).statusCode).toBe(204);

    const refused = await me(laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const refreshRefused = await refresh(laptop);
    expect(refreshRefused.statusCode).toBe(400);
    expect(refreshRefused.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
    expect((await me(phone)).statusCode).toBe(200);
    expect((await listSessions(phone)).map((session) => session.browser)).toEqual([
      'Safari on iOS',
    ]);
    // Gone is gone: a second sign-out of it finds nothing.
    expect((await signOut(phone, laptopSession?.id ?? '')).statusCode).toBe(404);

    const userId = (await me(phone)).json<{ id: string }>().id;
    const entries = await testApp.db
      .selectFrom('activity_events')
      .select(['kind', 'detail_json'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'signed_out_elsewhere')
      .execute();
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.detail_json ?? '{}')).toEqual({
      browser: 'Firefox on Linux',
      devices: '1',
    });
  });

  it('signs out every other device and keeps this one', async () => {
    const { email, device: first } = await signUp(FIREFOX_ON_LINUX, '127.0.0.1');
    const second = await signIn(email, SAFARI_ON_IOS, '127.0.0.1');
    const current = await signIn(email, CHROME_ON_WINDOWS, '127.0.0.1');

    const response = await signOutOthers(current);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });

    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(400);
    expect((await me(current)).statusCode).toBe(200);
    const left = await listSessions(current);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ browser: 'Chrome on Windows', isCurrent: true });
    expect((await signOutOthers(current)).json()).toEqual({ signedOut: 0 });
  });

  it("answers 404 for another account's session and leaves it signed in", async () => {
    const { device: owner } = await signUp(FIREFOX_ON_LINUX, '127.0.0.1');
    const { device: stranger } = await signUp(CHROME_ON_WINDOWS, '127.0.0.1');
    const [ownerSession] = await listSessions(owner);

    const response = await signOut(stranger, ownerSession?.id ?? '');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await me(owner)).statusCode).toBe(200);
    expect(await listSessions(stranger)).toHaveLength(1);
  });

  it('refuses to sign out the device asking, and ids that are not session ids', async () => {
    const { device } = await signUp(FIREFOX_ON_LINUX, '127.0.0.1');
    const [current] = await listSessions(device);
    const own = await signOut(device, current?.id ?? '');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await signOut(device, 'not-a-session')).statusCode).toBe(400);
    expect((await me(device)).statusCode).toBe(200);
  });
});

describe('signed-in devices with an external sign-in provider', () => {
  it('says the provider keeps the sessions, on every route', async () => {
    const database = await createTestDatabase('sqlite');
    const app = Fastify();
    registerErrorHandler(app);
    // What the authentication hook leaves on a request with an external provider's token.
    app.addHook('onRequest', async (request) => {
      request.userSession = { id: randomUUID(), email: 'a@example.com', role: 'user' };
      request.authSessionId = null;
    });
    registerSessionRoutes(app, { db: database.db, isEmbeddedAuth: false, now: () => new Date() });
    try {
      for (const [method, url] of [
        ['GET', '/api/account/sessions'],
        ['DELETE', `/api/account/sessions/${randomUUID()}`],
        ['POST', '/api/account/sessions/sign-out-others'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'NOT_FOUND',
          error: SESSIONS_UNAVAILABLE_MESSAGE,
        });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
