import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';

describe('GET /api/config and the Host header', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  async function getConfig(env: Record<string, string>, headers: Record<string, string>) {
    testApp = await createTestApp({ env });
    const response = await testApp.app.inject({ url: '/api/config', headers });
    expect(response.statusCode).toBe(200);
    return { text: response.body, body: response.json<{ authUrl: string }>() };
  }

  it('never reflects a forged Host or X-Forwarded-Host into authUrl', async () => {
    for (const env of [{}, { TRUST_PROXY: 'loopback' }] as Record<string, string>[]) {
      const { text, body } = await getConfig(env, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(text).not.toContain('evil.example');
      // Empty: the embedded service is on the origin the web app was loaded from.
      expect(body.authUrl).toBe('');
      await testApp?.close();
      testApp = undefined;
    }
  });

  it('answers the same whatever Host the request names, with PUBLIC_URL set too', async () => {
    const { text, body } = await getConfig(
      { PUBLIC_URL: 'https://contracts.example.com' },
      { host: 'evil.example' },
    );
    expect(text).not.toContain('evil.example');
    expect(body.authUrl).toBe('');
  });

  it('points the web app at an external provider by its configured URL only', async () => {
    const { text, body } = await getConfig(
      { AUTH_URL: 'https://auth.example.com', AUTH_ANON_KEY: 'anon-key' },
      { host: 'evil.example' },
    );
    expect(text).not.toContain('evil.example');
    expect(body.authUrl).toBe('https://auth.example.com');
  });
});

describe('GET /api/config: whether the sign-in service can send email', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it.each([
    [{}, false],
    [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, true],
    [{ AUTH_URL: 'https://auth.example.com', AUTH_ANON_KEY: 'anon-key' }, true],
  ] as [Record<string, string>, boolean][])('%j: emailEnabled %s', async (env, emailEnabled) => {
    testApp = await createTestApp({ env });
    const response = await testApp.app.inject({ url: '/api/config' });
    expect(response.json<{ emailEnabled: boolean }>().emailEnabled).toBe(emailEnabled);
  });
});
