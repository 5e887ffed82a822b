import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';

describe('the client address behind per-IP limits', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  async function signInAttempts(env: Record<string, string>) {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2', ...env } });
    const { anonKey } = (await testApp.app.inject({ url: '/api/config' })).json<{
      anonKey: string;
    }>();
    const statuses: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: { apikey: anonKey, 'x-forwarded-for': address },
        payload: { email: `someone-${address}@example.com`, password: 'Wrong-Pass-1' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot pick its own IP', async () => {
    expect(await signInAttempts({})).toEqual([400, 400, 429]);
  });

  it('believes a trusted proxy about the client address', async () => {
    expect(await signInAttempts({ TRUST_PROXY: 'loopback' })).toEqual([400, 400, 400]);
  });
});
