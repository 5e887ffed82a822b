import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../../common/api/client-error-report.ts';
import { signUpTestUser } from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { CLIENT_ERROR_REPORTS_PER_ADDRESS } from './client-error-routes.ts';

const report = (overrides: Record<string, unknown> = {}) => ({
  id: 'err_0123456789abcdef',
  timestamp: '2026-11-22T10:00:00.000Z',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at render (app.js:1:2)',
  context: 'render',
  userAgent: 'Mozilla/5.0',
  url: 'http://localhost:3000/pricing',
  userId: null,
  ...overrides,
});

describe('POST /api/client-errors', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  let address = 0;
  // Each test reports from an address of its own, so the limit of one does not reach another.
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: `10.0.0.${address}`,
      headers,
      payload: body as Record<string, unknown>,
    });
  /** The client-error log entries, parsed. */
  const loggedReports = () =>
    lines
      .map((line) => JSON.parse(line) as { clientError?: Record<string, unknown> })
      .flatMap((entry) => (entry.clientError ? [entry.clientError] : []));

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => testApp.close());

  it('limits the reports from one address, answering 429 with Retry-After', async () => {
    address = 1;
    for (let count = 0; count < CLIENT_ERROR_REPORTS_PER_ADDRESS; count += 1) {
      expect((await send(report())).statusCode).toBe(202);
    }
    const refused = await send(report());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    address = 2;
    expect((await send(report())).statusCode).toBe(202);
  });

  it('caps every field and the whole body', async () => {
    address = 3;
    for (const [field, limit] of Object.entries(CLIENT_ERROR_LIMITS)) {
      const response = await send(report({ [field]: 'x'.repeat(limit + 1) }));
      expect(response.statusCode, field).toBe(400);
    }
    const longest = report(
      Object.fromEntries(
        Object.entries(CLIENT_ERROR_LIMITS).map(([field, limit]) => [field, 'x'.repeat(limit)]),
      ),
    );
    lines.length = 0;
    expect((await send(longest)).statusCode).toBe(202);
    // The longest report allowed makes a log entry of a few kilobytes, not tens.
    expect(lines.join('').length).toBeLessThan(12_000);
    const tooLarge = await send(report({ stack: '\u0001'.repeat(CLIENT_ERROR_LIMITS.stack) }));
    expect(tooLarge.statusCode).toBe(413);
  });

  it('records the user only from a verified bearer token, never from the body', async () => {
    address = 4;
    const user = await signUpTestUser(testApp);
    lines.length = 0;
    expect((await send(report({ id: 'err_claimed', userId: 'someone-else' }))).statusCode).toBe(
      202,
    );
    expect((await send(report({ id: 'err_signed_in' }), user.headers)).statusCode).toBe(202);
    const forged = { authorization: 'Bearer not-a-real-token' };
    expect((await send(report({ id: 'err_forged', userId: user.id }), forged)).statusCode).toBe(
      202,
    );
    const userOf = (id: string) => loggedReports().find((logged) => logged.id === id)?.userId;
    expect(userOf('err_claimed')).toBeNull();
    expect(userOf('err_signed_in')).toBe(user.id);
    expect(userOf('err_forged')).toBeNull();
  });
});
