import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.ts';

const PASSWORD = 'Correct-Horse-9!';
const WRONG_PASSWORD = 'Wrong-Pass-1';

async function readAnonKey(testApp: TestApp): Promise<string> {
  return (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>().anonKey;
}

function signIn(testApp: TestApp, anonKey: string, email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    // As supabase-js sends it: errors come as { code, message }.
    headers: { apikey: anonKey, 'x-supabase-api-version': '2024-01-01' },
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
  'sign-in lock and limits on %s',
  { timeout: 60_000 },
  (kind) => {
    describe('the account lock', () => {
      let testApp: TestApp;
      let anonKey: string;
      beforeAll(async () => {
        // The defaults: 10 failures in a row lock; the per-address limit (30 an hour) is not met.
        testApp = await createTestApp({ kind });
        anonKey = await readAnonKey(testApp);
      });
      afterAll(() => testApp.close());

      it('locks the account after 25 parallel wrong passwords, and then refuses the right one', async () => {
        const email = await signUp(testApp, anonKey);
        const answers = await Promise.all(
          Array.from({ length: 25 }, () => signIn(testApp, anonKey, email, WRONG_PASSWORD)),
        );
        for (const answer of answers) expect([400, 423]).toContain(answer.statusCode);

        const user = await testApp.db
          .selectFrom('auth_users')
          .select(['locked_until'])
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        expect(user.locked_until).not.toBeNull();
        expect(Date.parse(String(user.locked_until))).toBeGreaterThan(Date.now());

        const locked = await signIn(testApp, anonKey, email, PASSWORD);
        expect(locked.statusCode).toBe(423);
        expect(locked.json()).toMatchObject({ code: 'account_locked' });
      });

      it('still counts only failures in a row: the right password before the lock resets them', async () => {
        const email = await signUp(testApp, anonKey);
        for (let attempt = 1; attempt <= 9; attempt++)
          expect((await signIn(testApp, anonKey, email, WRONG_PASSWORD)).statusCode).toBe(400);
        expect((await signIn(testApp, anonKey, email, PASSWORD)).statusCode).toBe(200);
        for (let attempt = 1; attempt <= 9; attempt++)
          expect((await signIn(testApp, anonKey, email, WRONG_PASSWORD)).statusCode).toBe(400);
        expect((await signIn(testApp, anonKey, email, PASSWORD)).statusCode).toBe(200);
      });
    });

    describe('the sign-in limits', () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(() => database.close());

      const env = { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '5' };

      it('keeps the per-address and per-IP limits across a new app instance on the same database', async () => {
        const first = await createTestApp({ kind, database, env });
        const target = `target-${randomUUID()}@example.com`;
        let firstKey: string;
        try {
          firstKey = await readAnonKey(first);
          for (let attempt = 1; attempt <= 3; attempt++)
            expect((await signIn(first, firstKey, target, WRONG_PASSWORD)).statusCode).toBe(400);
          // One more address from the same IP: 4 of its 5 requests are used.
          const other = `other-${randomUUID()}@example.com`;
          expect((await signIn(first, firstKey, other, WRONG_PASSWORD)).statusCode).toBe(400);
        } finally {
          await first.close();
        }

        // A restart, or another instance behind the load balancer: the counts are still there.
        const second = await createTestApp({ kind, database, env });
        try {
          const secondKey = await readAnonKey(second);
          const byEmail = await signIn(second, secondKey, target, WRONG_PASSWORD);
          expect(byEmail.statusCode).toBe(429);
          expect(byEmail.json()).toEqual({
            code: 'over_request_rate_limit',
            message: 'Request rate limit reached',
          });
          // The IP's 6th request in its window: a fresh address is refused too.
          const byIp = await signIn(second, secondKey, `fresh-${randomUUID()}@example.com`, 'x');
          expect(byIp.statusCode).toBe(429);
        } finally {
          await second.close();
        }
      });
    });
  },
);
