import {
  AuthRetryableFetchError,
  AuthSessionMissingError,
  type Session,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestClient,
  DEFAULT_STORAGE_KEY,
  getMe,
  rawAuthRequest,
  signInClient,
  signUpClient,
  present,
  startAuthServer,
  type AuthServer,
  type TestClient,
} from './start-auth-server.ts';

/**
 * Protocol section 13, "Session lifecycle". The server runs in this process, so faking only
 * Date (vi.useFakeTimers toFake Date) moves the clock for server and client alike: expiry, the
 * 90 s refresh margin, the 10 s reuse window. Real timers and I/O are untouched. Time stands
 * still unless a test moves it.
 */
const JWT_EXPIRY_SECONDS = 120;

let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer(createTestApp, {
    AUTH_JWT_EXPIRY_SECONDS: String(JWT_EXPIRY_SECONDS),
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await server.close();
});
beforeEach(() => {
  vi.useRealTimers();
  // On a whole second, so "120 s left" is exactly that (tokens carry whole seconds).
  vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 1000) * 1000 });
});

const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms);
const eventNames = (client: TestClient) => client.events.map(({ event }) => event);
const refreshCalls = (client: TestClient) => client.requestsTo('/auth/v1/token');
const storedSession = (client: TestClient) => client.storage.read<Session>(DEFAULT_STORAGE_KEY);

/**
 * Resolves once `done()` holds, or fails after a real-time timeout. (Not vi.waitFor: under fake
 * timers it moves the clock on each try, and these tests decide when the clock moves.)
 */
async function waitUntil(done: () => boolean, what: string, timeoutMs = 3_000): Promise<void> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > timeoutMs) throw new Error(`no ${what}`);
    // Only how often to look again: the loop waits for the condition, not for the time.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once the client emitted an event, or fails after a real-time timeout. */
async function waitForEvent(client: TestClient, event: string, timeoutMs = 3_000): Promise<void> {
  await waitUntil(() => eventNames(client).includes(event), `${event} event`, timeoutMs);
}

describe('getSession and refresh', () => {
  it('returns the stored session, and refreshes it (TOKEN_REFRESHED) once under 90 s remain', async () => {
    const client = await signUpClient(server);
    const first = await client.supabase.auth.getSession();
    expect(first.data.session?.access_token).toBe(client.accessToken);
    expect(first.data.session?.expires_in).toBe(JWT_EXPIRY_SECONDS);

    advanceClock(29_000); // 91 s left: still fresh.
    expect((await client.supabase.auth.getSession()).data.session?.access_token).toBe(
      client.accessToken,
    );
    expect(refreshCalls(client)).toHaveLength(0);

    advanceClock(2_000); // 89 s left: inside the margin.
    const refreshed = (await client.supabase.auth.getSession()).data.session;
    expect(refreshed?.access_token).not.toBe(client.accessToken);
    expect(refreshCalls(client)).toHaveLength(1);
    expect(refreshCalls(client)[0]?.url.searchParams.get('grant_type')).toBe('refresh_token');
    expect(eventNames(client).at(-1)).toBe('TOKEN_REFRESHED');
    expect(storedSession(client)).toMatchObject({
      access_token: refreshed?.access_token,
      refresh_token: refreshed?.refresh_token,
      expires_at: Math.floor(Date.now() / 1000) + JWT_EXPIRY_SECONDS,
    });
    // Refreshing keeps the session (same session_id) and adds no AMR entry.
    const before = JSON.parse(atob(client.accessToken.split('.')[1] ?? '')) as Record<
      string,
      unknown
    >;
    const after = JSON.parse(atob(refreshed?.access_token.split('.')[1] ?? '')) as Record<
      string,
      unknown
    >;
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
  });

  it('auto-refreshes on the first tick at which fewer than 120 s remain', async () => {
    const client = createTestClient(server, { autoRefreshToken: true });
    try {
      const { data } = await client.supabase.auth.signUp({
        email: `tick-${Date.now()}@example.com`,
        password: 'Correct-Horse-9',
      });
      expect(data.session).toBeTruthy();
      // Exactly 120 s left: floor(120 000 / 30 000) = 4 ticks, above the threshold of 3.
      // The client's first tick runs just after startAutoRefresh returns: wait until it has
      // finished (the pinned client's own tick, watched), so "no refresh" means it looked.
      const tick = vi.spyOn(
        client.supabase.auth as unknown as { _autoRefreshTokenTick: () => Promise<void> },
        '_autoRefreshTokenTick',
      );
      await client.supabase.auth.startAutoRefresh();
      await waitUntil(() => tick.mock.calls.length > 0, 'auto-refresh tick');
      await tick.mock.results[0]?.value;
      expect(refreshCalls(client).filter((call) => call.url.search.includes('refresh'))).toEqual(
        [],
      );

      advanceClock(1_000); // 119 s left: 3 ticks.
      await client.supabase.auth.startAutoRefresh();
      await waitForEvent(client, 'TOKEN_REFRESHED');
      expect(storedSession(client)?.access_token).not.toBe(data.session?.access_token);
    } finally {
      await client.supabase.auth.stopAutoRefresh();
    }
  });

  it('retries a 5xx refresh with 200/400/800 ms back-off, and surfaces AuthRetryableFetchError', async () => {
    const { email } = await signUpClient(server);
    const attempts: number[] = [];
    let failuresLeft = 3;
    const flaky = createTestClient(server, {
      intercept: (request) => {
        if (!request.url.search.includes('grant_type=refresh_token')) return undefined;
        attempts.push(performance.now());
        if (failuresLeft-- <= 0) return undefined;
        return new Response('upstream unavailable', { status: 503 });
      },
    });
    await flaky.supabase.auth.signInWithPassword({ email, password: 'Correct-Horse-9' });
    const recovered = await flaky.supabase.auth.refreshSession();
    expect(recovered.error).toBeNull();
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((at, index) => at - (attempts[index] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(190);
    expect(gaps[1]).toBeGreaterThanOrEqual(390);
    expect(gaps[2]).toBeGreaterThanOrEqual(790);

    // A server that keeps failing: retries stop once the back-off would pass 30 s.
    const down = createTestClient(server, {
      intercept: (request) => {
        if (!request.url.search.includes('grant_type=refresh_token')) return undefined;
        advanceClock(12_000);
        return new Response('upstream unavailable', { status: 503 });
      },
    });
    const signIn = await down.supabase.auth.signInWithPassword({
      email,
      password: 'Correct-Horse-9',
    });
    const failed = await down.supabase.auth.refreshSession();
    expect(failed.error).toBeInstanceOf(AuthRetryableFetchError);
    expect(failed.error?.status).toBe(503);
    // A retryable failure never throws the session away.
    expect(storedSession(down)?.access_token).toBe(signIn.data.session?.access_token);
  });
});

describe('refresh-token rotation and reuse detection', () => {
  /** Refreshes with a given token on a fresh client, as another tab or an attacker would. */
  const refreshWith = (refreshToken: string) =>
    createTestClient(server).supabase.auth.refreshSession({ refresh_token: refreshToken });

  it('rotates, re-issues the child to a client that lost it, and kills the session on reuse after 10 s', async () => {
    const owner = await signUpClient(server);
    const first = present(storedSession(owner)).refresh_token;

    const rotated = await refreshWith(first);
    expect(rotated.error).toBeNull();
    const second = present(rotated.data.session).refresh_token;
    expect(second).not.toBe(first);

    // The answer to the first refresh was lost: the same token again yields the same child.
    const lost = await refreshWith(first);
    expect(lost.error).toBeNull();
    expect(lost.data.session?.refresh_token).toBe(second);

    const third = present((await refreshWith(second)).data.session);
    expect(third.refresh_token).not.toBe(second);

    // Within the 10 s reuse window an older token still works (concurrent tabs).
    advanceClock(9_000);
    const late = await refreshWith(first);
    expect(late.error).toBeNull();
    expect(late.data.session?.refresh_token).toBe(third.refresh_token);

    // After the window, reuse is theft: refused, and the whole session dies with it.
    advanceClock(2_000);
    const reused = await refreshWith(first);
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    const current = await refreshWith(third.refresh_token);
    expect(current.error?.code).toMatch(/^refresh_token_(not_found|already_used)$/);
    const holder = createTestClient(server);
    const user = await holder.supabase.auth.getUser(third.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
    expect((await getMe(server, third.access_token)).status).toBe(401);
    expect((await getMe(server, owner.accessToken)).status).toBe(401);
  });

  it('answers a garbage token with validation_failed and an unknown one with refresh_token_not_found', async () => {
    const garbage = await refreshWith('not a token!');
    expect(garbage.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
    const unknown = await refreshWith('abcdefghijkl0123');
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('keeps the session on a failed refresh while the access token lives, and drops it (SIGNED_OUT) once expired', async () => {
    const phone = await signUpClient(server);
    const laptop = await signInClient(server, phone.email);
    await phone.supabase.auth.signOut(); // global: the laptop's session is gone too

    const failed = await laptop.supabase.auth.refreshSession();
    expect(failed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(storedSession(laptop)).not.toBeNull();
    expect(eventNames(laptop)).not.toContain('SIGNED_OUT');

    advanceClock((JWT_EXPIRY_SECONDS + 1) * 1000);
    const { data } = await laptop.supabase.auth.getSession();
    expect(data.session).toBeNull();
    expect(storedSession(laptop)).toBeNull();
    expect(eventNames(laptop).at(-1)).toBe('SIGNED_OUT');
  });
});

describe('sign-out scopes', () => {
  it('signOut() is 204, emits SIGNED_OUT, clears storage and ends the user’s other sessions', async () => {
    const phone = await signUpClient(server);
    const laptop = await signInClient(server, phone.email);
    const { error } = await phone.supabase.auth.signOut();
    expect(error).toBeNull();
    const [logout] = phone.requestsTo('/auth/v1/logout');
    expect(logout?.url.searchParams.get('scope')).toBe('global');
    expect(logout?.status).toBe(204);
    expect(eventNames(phone).at(-1)).toBe('SIGNED_OUT');
    expect(phone.storage.items.size).toBe(0);

    for (const token of [phone.accessToken, laptop.accessToken]) {
      const response = await rawAuthRequest(server, '/user', { bearer: token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        code: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      });
      expect((await getMe(server, token)).status).toBe(401);
    }
    const refresh = await rawAuthRequest(server, '/token?grant_type=refresh_token', {
      body: { refresh_token: laptop.refreshToken },
    });
    expect(refresh.body).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it("scope 'local' ends only this session", async () => {
    const phone = await signUpClient(server);
    const laptop = await signInClient(server, phone.email);
    await phone.supabase.auth.signOut({ scope: 'local' });
    expect(phone.requestsTo('/auth/v1/logout')[0]?.status).toBe(204);
    expect(eventNames(phone).at(-1)).toBe('SIGNED_OUT');
    expect(phone.storage.items.size).toBe(0);
    expect((await getMe(server, phone.accessToken)).status).toBe(401);
    expect((await laptop.supabase.auth.getUser()).error).toBeNull();
    expect((await getMe(server, laptop.accessToken)).status).toBe(200);
  });

  it("scope 'others' keeps this session, emits nothing, and ends the rest", async () => {
    const phone = await signUpClient(server);
    const laptop = await signInClient(server, phone.email);
    const eventsBefore = phone.events.length;
    await phone.supabase.auth.signOut({ scope: 'others' });
    expect(phone.requestsTo('/auth/v1/logout')[0]?.status).toBe(204);
    expect(phone.events).toHaveLength(eventsBefore);
    expect(storedSession(phone)?.access_token).toBe(phone.accessToken);
    expect((await phone.supabase.auth.getUser()).error).toBeNull();
    expect((await getMe(server, laptop.accessToken)).status).toBe(401);
  });

  it('rejects an unknown scope with 400 validation_failed', async () => {
    const phone = await signUpClient(server);
    const response = await rawAuthRequest(server, '/logout?scope=everyone', {
      method: 'POST',
      bearer: phone.accessToken,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everyone"',
    });
  });
});

describe('a session killed elsewhere', () => {
  it('makes getUser() fail with AuthSessionMissingError, removes the local session and emits SIGNED_OUT', async () => {
    const phone = await signUpClient(server);
    const laptop = await signInClient(server, phone.email);
    await phone.supabase.auth.signOut();

    const { data, error } = await laptop.supabase.auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthSessionMissingError);
    expect(error?.status).toBe(400);
    expect(laptop.requestsTo('/auth/v1/user')[0]?.status).toBe(403);
    expect(laptop.storage.items.size).toBe(0);
    expect(eventNames(laptop).at(-1)).toBe('SIGNED_OUT');
  });
});

describe('setSession and INITIAL_SESSION', () => {
  it('setSession with valid tokens checks them with /user, saves them and emits SIGNED_IN', async () => {
    const source = await signUpClient(server);
    const session = present(storedSession(source));
    const client = createTestClient(server);
    const { data, error } = await client.supabase.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(source.userId);
    expect(client.requestsTo('/auth/v1/user')).toHaveLength(1);
    expect(storedSession(client)?.access_token).toBe(session.access_token);
    expect(eventNames(client).at(-1)).toBe('SIGNED_IN');
  });

  it('setSession with an expired access token refreshes first', async () => {
    const source = await signUpClient(server);
    const session = present(storedSession(source));
    advanceClock((JWT_EXPIRY_SECONDS + 5) * 1000);
    const client = createTestClient(server);
    const { data, error } = await client.supabase.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(refreshCalls(client)).toHaveLength(1);
    expect(eventNames(client)).toContain('TOKEN_REFRESHED');
    expect((await getMe(server, data.session?.access_token)).status).toBe(200);
  });

  it('sends INITIAL_SESSION to every subscriber, with the stored session or null', async () => {
    const empty = createTestClient(server);
    await empty.supabase.auth.getSession();
    expect(empty.events).toEqual([{ event: 'INITIAL_SESSION', accessToken: null }]);

    const source = await signUpClient(server);
    const reloaded = createTestClient(server, { storage: source.storage.clone() });
    await reloaded.supabase.auth.getSession();
    // INITIAL_SESSION is the last event initialisation sends: any before it are in by then.
    await waitForEvent(reloaded, 'INITIAL_SESSION');
    // Pinned 2.109.0: a subscriber registered before initialisation finished first gets the
    // SIGNED_IN that initialisation sends for a recovered session, then its INITIAL_SESSION.
    // Re-check this order when the client is upgraded (protocol section 10.4).
    expect(reloaded.events).toEqual([
      { event: 'SIGNED_IN', accessToken: source.accessToken },
      { event: 'INITIAL_SESSION', accessToken: source.accessToken },
    ]);
    // Once initialised, a new subscriber's first event is INITIAL_SESSION.
    const late: { event: string; accessToken: string | null }[] = [];
    const { data } = reloaded.supabase.auth.onAuthStateChange((event, session) => {
      late.push({ event, accessToken: session?.access_token ?? null });
    });
    await waitUntil(() => late.length > 0, 'event for the late subscriber');
    expect(late).toEqual([{ event: 'INITIAL_SESSION', accessToken: source.accessToken }]);
    data.subscription.unsubscribe();

    // A stored session inside the 90 s margin is refreshed before INITIAL_SESSION is sent.
    advanceClock(40_000);
    const stale = createTestClient(server, { storage: source.storage.clone() });
    await stale.supabase.auth.getSession();
    await waitForEvent(stale, 'INITIAL_SESSION');
    const initial = stale.events.find(({ event }) => event === 'INITIAL_SESSION');
    expect(initial?.accessToken).toBeTruthy();
    expect(initial?.accessToken).not.toBe(source.accessToken);
    expect(refreshCalls(stale)).toHaveLength(1);
  });
});
