import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';

const PASSWORD = 'Correct-Horse-9!';
const WRONG_PASSWORD = 'Wrong-Pass-1';

async function readAnonKey(testApp: TestApp): Promise<string> {
  return (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>().anonKey;
}

function signIn(
  testApp: TestApp,
  anonKey: string,
  email: string,
  password: string,
  address?: string,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    // As supabase-js sends it: errors come as { code, message }.
    headers: {
      apikey: anonKey,
      'x-supabase-api-version': '2024-01-01',
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    payload: { email, password },
  });
}

async function signUp(testApp: TestApp, anonKey: string): Promise<string> {
  const email = `user-${randomUUID()}@example.com`;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { apikey: anonKey },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return email;
}

describe.each(getTestDatabaseKinds())(
  'sign-in back-off and limits on %s',
  { timeout: 60_000 },
  (kind) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    describe('the back-off per address and account', () => {
      let testApp: TestApp;
      let anonKey: string;
      beforeAll(async () => {
        // The defaults (back-off after 5 failures from one address), with the tests playing
        // clients at several addresses through a trusted local proxy.
        testApp = await createTestApp({
          kind,
          env: { TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_IP: '100000' },
        });
        anonKey = await readAnonKey(testApp);
      });
      afterAll(() => testApp.close());

      it('lets the owner in from another address after 30 wrong passwords from one', async () => {
        const email = await signUp(testApp, anonKey);
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 30; attempt++)
          statuses.push(
            (await signIn(testApp, anonKey, email, WRONG_PASSWORD, '203.0.113.10')).statusCode,
          );
        expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
        expect(statuses.slice(5)).toContain(429);
        expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);

        const owner = await signIn(testApp, anonKey, email, PASSWORD, '198.51.100.20');
        expect(owner.statusCode).toBe(200);
        expect(owner.json()).toHaveProperty('access_token');
      });

      it('makes a failing address wait, even with the right password, then lets it in', async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
        const email = await signUp(testApp, anonKey);
        const address = '203.0.113.11';
        for (let attempt = 1; attempt <= 5; attempt++)
          expect((await signIn(testApp, anonKey, email, WRONG_PASSWORD, address)).statusCode).toBe(
            400,
          );
        const waiting = await signIn(testApp, anonKey, email, PASSWORD, address);
        expect(waiting.statusCode).toBe(429);
        expect(waiting.json()).toMatchObject({ code: 'over_request_rate_limit' });
        expect(waiting.json<{ message: string }>().message).toMatch(/Try again in \d+ second/);
        expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

        vi.setSystemTime(Date.now() + 1_500);
        expect((await signIn(testApp, anonKey, email, PASSWORD, address)).statusCode).toBe(200);
        // The right password starts the address afresh.
        for (let attempt = 1; attempt <= 5; attempt++)
          expect((await signIn(testApp, anonKey, email, WRONG_PASSWORD, address)).statusCode).toBe(
            400,
          );
      });

      it('doubles the wait with each further failure', async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
        const email = await signUp(testApp, anonKey);
        const address = '203.0.113.12';
        for (let attempt = 1; attempt <= 5; attempt++)
          await signIn(testApp, anonKey, email, WRONG_PASSWORD, address);
        vi.setSystemTime(Date.now() + 1_100);
        expect((await signIn(testApp, anonKey, email, WRONG_PASSWORD, address)).statusCode).toBe(
          400,
        );
        // The sixth failure asks for two seconds.
        vi.setSystemTime(Date.now() + 1_100);
        expect((await signIn(testApp, anonKey, email, PASSWORD, address)).statusCode).toBe(429);
        vi.setSystemTime(Date.now() + 1_000);
        expect((await signIn(testApp, anonKey, email, PASSWORD, address)).statusCode).toBe(200);
      });

      it('tries at most five of 25 parallel wrong passwords from one address', async () => {
        const email = await signUp(testApp, anonKey);
        const answers = await Promise.all(
          Array.from({ length: 25 }, () =>
            signIn(testApp, anonKey, email, WRONG_PASSWORD, '203.0.113.13'),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
      });

      it('answers an unknown address exactly as a known one', async () => {
        const known = await signUp(testApp, anonKey);
        const unknown = `nobody-${randomUUID()}@example.com`;
        const answers = async (email: string, address: string) => {
          const seen: string[] = [];
          for (let attempt = 1; attempt <= 7; attempt++) {
            const answer = await signIn(testApp, anonKey, email, WRONG_PASSWORD, address);
            seen.push(`${answer.statusCode} ${answer.json<{ code: string }>().code}`);
          }
          return seen;
        };
        expect(await answers(unknown, '203.0.113.14')).toEqual(
          await answers(known, '203.0.113.15'),
        );
      });
    });

    describe('the per-account ceiling', () => {
      let testApp: TestApp;
      let anonKey: string;
      beforeAll(async () => {
        testApp = await createTestApp({
          kind,
          env: {
            TRUST_PROXY: 'loopback',
            AUTH_RATE_LIMIT_PER_IP: '100000',
            AUTH_ACCOUNT_FAILURES_PER_HOUR: '3',
          },
        });
        anonKey = await readAnonKey(testApp);
      });
      afterAll(() => testApp.close());

      it('slows every address once an account met its ceiling, but never refuses a clean one', async () => {
        const email = await signUp(testApp, anonKey);
        // A spray from many addresses, one wrong password each.
        for (let host = 1; host <= 3; host++)
          expect(
            (await signIn(testApp, anonKey, email, WRONG_PASSWORD, `203.0.113.${20 + host}`))
              .statusCode,
          ).toBe(400);
        // A new address still gets its try, but waits after its first failure.
        expect(
          (await signIn(testApp, anonKey, email, WRONG_PASSWORD, '203.0.113.30')).statusCode,
        ).toBe(400);
        expect(
          (await signIn(testApp, anonKey, email, WRONG_PASSWORD, '203.0.113.30')).statusCode,
        ).toBe(429);
        // The owner at a clean address is let in at once.
        expect((await signIn(testApp, anonKey, email, PASSWORD, '198.51.100.31')).statusCode).toBe(
          200,
        );
      });
    });

    describe('limits kept in the database', () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(() => database.close());

      const env = { AUTH_RATE_LIMIT_PER_IP: '7' };

      it('keeps the back-off and the per-IP limit across a new app instance on the same database', async () => {
        // Frozen, so the address's wait cannot run out while the second instance starts.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
        const first = await createTestApp({ kind, database, env });
        const target = `target-${randomUUID()}@example.com`;
        let firstKey: string;
        try {
          firstKey = await readAnonKey(first);
          for (let attempt = 1; attempt <= 5; attempt++)
            expect((await signIn(first, firstKey, target, WRONG_PASSWORD)).statusCode).toBe(400);
          // One more address from the same IP: 6 of its 7 requests are used.
          const other = `other-${randomUUID()}@example.com`;
          expect((await signIn(first, firstKey, other, 'x')).statusCode).toBe(400);
        } finally {
          await first.close();
        }

        // A restart, or another instance behind the load balancer: the counts are still there.
        const second = await createTestApp({ kind, database, env });
        try {
          const secondKey = await readAnonKey(second);
          const backedOff = await signIn(second, secondKey, target, WRONG_PASSWORD);
          expect(backedOff.statusCode).toBe(429);
          expect(backedOff.json()).toMatchObject({ code: 'over_request_rate_limit' });
          // The IP's 8th request in its window: a fresh address is refused too.
          const byIp = await signIn(second, secondKey, `fresh-${randomUUID()}@example.com`, 'x');
          expect(byIp.statusCode).toBe(429);
          expect(byIp.json()).toEqual({
            code: 'over_request_rate_limit',
            message: 'Request rate limit reached',
          });
        } finally {
          await second.close();
        }
      });
    });
  },
);
