import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMultipart } from '../../../tests/support/multipart.test-support.ts';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-database.test-support.ts';
import { API_RATE_LIMITS } from './rate-limit.ts';
import { MAX_UPLOADS_IN_FLIGHT } from './uploads-in-flight.ts';

type Route = keyof typeof API_RATE_LIMITS;
const ROUTES = Object.keys(API_RATE_LIMITS) as Route[];

/** What each route answers when let through: none of these requests does any work. */
const LET_THROUGH: Record<Route, number> = {
  upload: 422,
  analyze: 404,
  chat: 404,
  report: 404,
  perspective: 404,
  compare: 404,
  // The activity log of a document that does not exist.
  activity: 404,
  // An account with no documents: its zip holds the README and an empty credit history.
  export: 200,
  // A session id no device of this account has.
  signOutDevice: 404,
};

/**
 * One request to a limited route, as `user` from `remoteAddress`: an empty file, or a document
 * that does not exist. Only the counting is under test here.
 */
function send(
  testApp: TestApp,
  route: Route,
  user: TestUser,
  remoteAddress: string,
): Promise<LightMyRequestResponse> {
  const document = `/api/documents/${randomUUID()}`;
  switch (route) {
    case 'upload': {
      const body = createMultipart('empty.txt', new Uint8Array());
      return testApp.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...user.headers, 'content-type': body.contentType },
        payload: body.payload,
        remoteAddress,
      });
    }
    case 'analyze':
      return testApp.app.inject({
        method: 'POST',
        url: `${document}/analyze`,
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        remoteAddress,
      });
    case 'chat':
      return testApp.app.inject({
        method: 'POST',
        url: `${document}/chat`,
        headers: user.headers,
        payload: { question: 'What is the fee?' },
        remoteAddress,
      });
    case 'report':
      return testApp.app.inject({
        url: `${document}/report?format=md&include=summary`,
        headers: user.headers,
        remoteAddress,
      });
    case 'perspective':
      return testApp.app.inject({
        method: 'POST',
        url: `${document}/perspective`,
        headers: user.headers,
        payload: { role: 'Company' },
        remoteAddress,
      });
    case 'compare':
      return testApp.app.inject({
        url: `${document}/compare?with=${randomUUID()}`,
        headers: user.headers,
        remoteAddress,
      });
    case 'export':
      return testApp.app.inject({
        url: '/api/account/export',
        headers: user.headers,
        remoteAddress,
      });
    case 'activity':
      return testApp.app.inject({
        method: 'GET',
        url: `${document}/activity`,
        headers: user.headers,
        remoteAddress,
      });
    case 'signOutDevice':
      return testApp.app.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${randomUUID()}`,
        headers: user.headers,
        remoteAddress,
      });
  }
}

/** `count` requests in parallel, alternating between the instances, all let through. */
async function sendAllowed(
  instances: TestApp[],
  route: Route,
  user: TestUser,
  remoteAddress: string,
  count: number,
): Promise<void> {
  // A few at a time, as a person may have only so many uploads under way at once.
  const answers: { statusCode: number }[] = [];
  for (let start = 0; start < count; start += MAX_UPLOADS_IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(MAX_UPLOADS_IN_FLIGHT, count - start) }, (_, i) =>
      send(instances[(start + i) % instances.length] as TestApp, route, user, remoteAddress),
    );
    answers.push(...(await Promise.all(batch)));
  }
  expect(answers.map((answer) => answer.statusCode)).toEqual(
    Array.from({ length: count }, () => LET_THROUGH[route]),
  );
}

function expectRefused(answer: LightMyRequestResponse, message: RegExp): void {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({
    code: 'RATE_LIMIT_EXCEEDED',
    error: expect.stringMatching(message),
  });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  // The message names the same wait as the header.
  expect(answer.json<{ error: string }>().error).toContain(`in ${retryAfter} second`);
}

describe.each(getTestDatabaseKinds())('the /api limits on %s', { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  // Two instances over one database, as behind a load balancer.
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    first = await createTestApp({ kind, database });
    second = await createTestApp({ kind, database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it.each(ROUTES)(
    'refuses a user’s request past the %s limit on either instance, and no one else’s',
    async (route) => {
      const { perUser } = API_RATE_LIMITS[route];
      const user = await signUpTestUser(first);
      const other = await signUpTestUser(first);
      // Each user from an address of their own: only the per-user limit is met.
      await sendAllowed([first, second], route, user, '198.51.100.1', perUser);
      expectRefused(
        await send(second, route, user, '198.51.100.1'),
        new RegExp(`^Too many ${API_RATE_LIMITS[route].noun} from your account\\. Try again in`),
      );
      expectRefused(await send(first, route, user, '198.51.100.1'), /from your account/);
      expect((await send(first, route, other, '198.51.100.2')).statusCode).toBe(LET_THROUGH[route]);
      expect((await send(second, route, other, '198.51.100.2')).statusCode).toBe(
        LET_THROUGH[route],
      );
      // Another kind of request by the same user is counted apart.
      const next = ROUTES[(ROUTES.indexOf(route) + 1) % ROUTES.length] as Route;
      expect((await send(first, next, user, '198.51.100.1')).statusCode).toBe(LET_THROUGH[next]);
    },
  );

  it('refuses an address past its limit whoever signs in from it, and not other addresses', async () => {
    const { perUser, perIp } = API_RATE_LIMITS.analyze;
    const users = await Promise.all(
      Array.from({ length: perIp / perUser + 1 }, () => signUpTestUser(first)),
    );
    // Every user within their own limit; together they use up the address's.
    for (const user of users.slice(0, -1)) {
      await sendAllowed([first, second], 'analyze', user, '203.0.113.50', perUser);
    }
    const fresh = users.at(-1) as TestUser;
    expectRefused(
      await send(second, 'analyze', fresh, '203.0.113.50'),
      /^Too many analyses from your address\. Try again in/,
    );
    expect((await send(first, 'analyze', fresh, '203.0.113.51')).statusCode).toBe(404);
  });
});
