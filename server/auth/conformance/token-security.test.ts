import { AuthSessionMissingError } from '@supabase/supabase-js';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestClient,
  decodeJwt,
  getMe,
  rawAuthRequest,
  signUpClient,
  startAuthServer,
  type AuthServer,
} from './start-auth-server.ts';

/**
 * The security cases of the issue: only tokens this service signed, unexpired and of a live
 * session, are accepted, by the auth service's GET /user and by the product API's /api/me;
 * and a user's token only ever yields that user.
 */
let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer(createTestApp, { AUTH_JWT_EXPIRY_SECONDS: '60' });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Expects both the auth service and the product API to refuse a token. */
async function expectRejected(token: string, apiCode = 'UNAUTHENTICATED') {
  const user = await rawAuthRequest(server, '/user', { bearer: token });
  expect(user.status).toBe(403);
  expect(user.body).toMatchObject({ code: 'bad_jwt' });
  const me = await getMe(server, token);
  expect(me.status).toBe(401);
  expect(me.body).toMatchObject({ code: apiCode });
  // The real client reports it as an error and yields no user.
  const client = createTestClient(server);
  const { data, error } = await client.supabase.auth.getUser(token);
  expect(data.user).toBeNull();
  expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
}

describe('which tokens are accepted', () => {
  it('gives each user exactly their own /api/me', async () => {
    const alice = await signUpClient(server);
    const bob = await signUpClient(server);
    expect((await getMe(server, alice.accessToken)).body).toEqual({
      id: alice.userId,
      email: alice.email.toLowerCase(),
      role: 'user',
    });
    expect((await getMe(server, bob.accessToken)).body).toEqual({
      id: bob.userId,
      email: bob.email.toLowerCase(),
      role: 'user',
    });
  });

  it('refuses a token whose subject was swapped to another user (signature no longer matches)', async () => {
    const alice = await signUpClient(server);
    const bob = await signUpClient(server);
    const [header, payload, signature] = alice.accessToken.split('.');
    const claims = decodeJwt(alice.accessToken).payload;
    const swapped = `${header}.${base64url({ ...claims, sub: bob.userId, email: bob.email })}.${signature}`;
    expect(payload).not.toBe(swapped.split('.')[1]);
    await expectRejected(swapped);
  });

  it('refuses a token that promotes itself (app_metadata.role admin)', async () => {
    const alice = await signUpClient(server);
    const [header, , signature] = alice.accessToken.split('.');
    const claims = decodeJwt(alice.accessToken).payload;
    const promoted = `${header}.${base64url({ ...claims, app_metadata: { role: 'admin' } })}.${signature}`;
    await expectRejected(promoted);
  });

  it('refuses a token signed by another key, with or without our kid', async () => {
    const alice = await signUpClient(server);
    const { header, payload } = decodeJwt(alice.accessToken);
    const { privateKey } = await generateKeyPair('ES256');
    for (const kid of [String(header.kid), 'attacker-key']) {
      const forged = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
        .sign(privateKey);
      await expectRejected(forged);
    }
  });

  it("refuses alg 'none' and HS256 tokens (keyed with the anon key or the public key)", async () => {
    const alice = await signUpClient(server);
    const { header, payload } = decodeJwt(alice.accessToken);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT', kid: header.kid })}.${base64url(payload)}.`;
    await expectRejected(unsigned);

    const jwks = await rawAuthRequest(server, '/.well-known/jwks.json', { apikey: null });
    const publicJwk = JSON.stringify((jwks.body?.keys as unknown[])[0]);
    for (const secret of [server.anonKey, publicJwk]) {
      const hs256 = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: String(header.kid) })
        .sign(new TextEncoder().encode(secret));
      await expectRejected(hs256);
    }
  });

  it('refuses an expired token (403 bad_jwt on /user, 401 JWT_EXPIRED on /api/me)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const alice = await signUpClient(server);
    expect((await getMe(server, alice.accessToken)).status).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    const user = await rawAuthRequest(server, '/user', { bearer: alice.accessToken });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({
      code: 'bad_jwt',
      message: expect.stringMatching(
        /^invalid JWT: unable to parse or verify signature, .*expired/,
      ),
    });
    const me = await getMe(server, alice.accessToken);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: 'JWT_EXPIRED' });
    // getClaims refuses it locally.
    const client = createTestClient(server);
    const claims = await client.supabase.auth.getClaims(alice.accessToken);
    expect(claims.error?.name).toBe('AuthInvalidJwtError');
  });

  it('refuses a missing bearer (401 no_authorization) and the anon key as bearer', async () => {
    const missing = await rawAuthRequest(server, '/user');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    expect((await getMe(server)).status).toBe(401);

    const anon = await rawAuthRequest(server, '/user', { bearer: server.anonKey });
    expect(anon.status).toBe(403);
    expect(anon.body).toMatchObject({ code: 'bad_jwt' });
    expect((await getMe(server, server.anonKey)).status).toBe(401);
    // With no session the client does not even ask.
    const client = createTestClient(server);
    const { error } = await client.supabase.auth.getUser();
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('refuses a signed-out token everywhere at once, not only when it expires', async () => {
    const alice = await signUpClient(server);
    await alice.supabase.auth.signOut();
    const user = await rawAuthRequest(server, '/user', { bearer: alice.accessToken });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: 'session_not_found' });
    expect((await getMe(server, alice.accessToken)).status).toBe(401);
  });
});
