import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  decodeJwt,
  getMe,
  signUpClient,
  startAuthServer,
  type AuthServer,
} from './start-auth-server.ts';

/**
 * External-provider mode: with AUTH_URL and AUTH_ANON_KEY the app mounts no auth service and
 * trusts the provider's published keys. A second instance of our own app plays the provider.
 */
let provider: AuthServer;
let stranger: AuthServer;
let app: AuthServer;
beforeAll(async () => {
  [provider, stranger] = await Promise.all([
    startAuthServer(createTestApp),
    startAuthServer(createTestApp),
  ]);
  app = await startAuthServer(createTestApp, {
    AUTH_URL: provider.url,
    AUTH_ANON_KEY: provider.anonKey,
  });
});
afterAll(async () => {
  await app.close();
  await Promise.all([provider.close(), stranger.close()]);
});

describe('the app with an external auth provider', () => {
  it('points the web app at the provider', async () => {
    const response = await fetch(`${app.url}/api/config`);
    expect(await response.json()).toMatchObject({
      authUrl: provider.url,
      anonKey: provider.anonKey,
    });
  });

  it('mounts nothing at /auth/v1', async () => {
    for (const path of ['/health', '/settings', '/.well-known/jwks.json', '/token', '/user']) {
      const response = await fetch(`${app.url}/auth/v1${path}`, {
        headers: { apikey: provider.anonKey },
      });
      expect(response.status, path).toBe(404);
    }
    const signIn = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: provider.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(signIn.status).toBe(404);
  });

  it("accepts the provider's tokens on /api/me (keys fetched from its JWKS)", async () => {
    const alice = await signUpClient(provider);
    expect((await getMe(app, alice.accessToken)).body).toEqual({
      id: alice.userId,
      email: alice.email.toLowerCase(),
      role: 'user',
    });
  });

  it('refuses tokens of another instance and tokens signed by an unrelated key', async () => {
    const outsider = await signUpClient(stranger);
    expect((await getMe(stranger, outsider.accessToken)).status).toBe(200);
    expect((await getMe(app, outsider.accessToken)).status).toBe(401);

    const alice = await signUpClient(provider);
    const { header, payload } = decodeJwt(alice.accessToken);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: String(header.kid) })
      .sign(privateKey);
    const me = await getMe(app, forged);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await getMe(app)).status).toBe(401);
  });
});
