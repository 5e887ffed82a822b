import { AuthApiError, AuthInvalidJwtError, isAuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestClient,
  decodeJwt,
  rawAuthRequest,
  signUpClient,
  present,
  startAuthServer,
  type AuthServer,
} from './start-auth-server.ts';

/**
 * Protocol section 13, "Transport & errors", "Keys / claims" and "Misc", driven by the pinned
 * @supabase/supabase-js against the app on a loopback port.
 */
const WEB_ORIGIN = 'http://app.example.test';

let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer(createTestApp, { CORS_ORIGINS: WEB_ORIGIN });
});
afterAll(() => server.close());

describe('transport: the apikey gate', () => {
  it('answers 401 {message} without an apikey on secured routes, and the client surfaces it', async () => {
    const missing = await rawAuthRequest(server, '/token?grant_type=password', {
      apikey: null,
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ message: 'No API key found in request' });

    const wrong = await rawAuthRequest(server, '/user', { apikey: 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Invalid authentication credentials' });

    const client = createTestClient({ url: server.url, anonKey: 'not-the-key' });
    const { error } = await client.supabase.auth.signInWithPassword({
      email: 'a@example.com',
      password: 'whatever-1A!',
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(401);
    expect(error?.message).toBe('Invalid authentication credentials');
  });

  it('keeps JWKS, /verify and /authorize open (browser navigations carry no apikey)', async () => {
    const jwks = await rawAuthRequest(server, '/.well-known/jwks.json', { apikey: null });
    expect(jwks.status).toBe(200);
    const authorize = await rawAuthRequest(server, '/authorize?provider=github', {
      apikey: null,
      versioned: false,
    });
    expect(authorize.status).toBe(400);
    const verify = await rawAuthRequest(server, '/verify?type=signup', {
      apikey: null,
      versioned: false,
    });
    expect(verify.status).not.toBe(401);
  });

  it('accepts the apikey as a query parameter too', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings?apikey=${server.anonKey}`);
    expect(response.status).toBe(200);
  });
});

describe('transport: error envelopes', () => {
  it('answers a versioned request with {code, message}, the echoed version and x-sb-error-code', async () => {
    const response = await rawAuthRequest(server, '/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
  });

  it('answers the same request without the header with the legacy {code:int, error_code, msg}', async () => {
    const response = await rawAuthRequest(server, '/token?grant_type=password', {
      versioned: false,
      body: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
  });

  it('treats an invalid version date as absent', async () => {
    const response = await rawAuthRequest(server, '/token?grant_type=password', {
      versioned: false,
      headers: { 'x-supabase-api-version': 'yesterday' },
      body: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
    });
    expect(response.body).toMatchObject({ code: 400, error_code: 'invalid_credentials' });
  });

  it('never puts the version header on successes', async () => {
    const response = await rawAuthRequest(server, '/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
  });

  it('gives the client error.code, error.status and error.message as the catalogue says', async () => {
    const client = createTestClient(server);
    const { error } = await client.supabase.auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'Wrong-Pass-1',
    });
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('sends the headers the protocol lists on every auth call', async () => {
    const client = createTestClient(server);
    await client.supabase.auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'Wrong-Pass-1',
    });
    const [request] = client.requestsTo('/auth/v1/token');
    expect(request?.headers.get('apikey')).toBe(server.anonKey);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${server.anonKey}`);
    expect(request?.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(request?.headers.get('x-client-info')).toMatch(/^supabase-js\/2\.109\.0/);
  });

  it('answers bad JSON with 400 bad_json and an empty refresh token with the OAuth envelope', async () => {
    const badJson = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'bad_json' });

    const empty = await rawAuthRequest(server, '/token?grant_type=refresh_token', {
      body: { refresh_token: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('answers an unsupported grant with 400 invalid_credentials "unsupported_grant_type"', async () => {
    const response = await rawAuthRequest(server, '/token?grant_type=client_credentials', {
      body: {},
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
  });
});

describe('transport: CORS for a web app on another origin', () => {
  it('lets a preflight for POST /token with apikey, x-client-info and the version header through', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [
      'apikey',
      'authorization',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
    ])
      expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('exposes X-Supabase-Api-Version on error answers, so a browser client can read the code', async () => {
    const response = await rawAuthRequest(server, '/token?grant_type=password', {
      headers: { origin: WEB_ORIGIN },
      body: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'x-supabase-api-version',
    );
  });

  it('gives an origin it does not know no CORS grant', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example.test', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('keys and claims', () => {
  it('publishes the ES256 signing key with the kid the tokens carry', async () => {
    const { accessToken } = await signUpClient(server);
    const response = await rawAuthRequest(server, '/.well-known/jwks.json', { apikey: null });
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const keys = (response.body?.keys ?? []) as Record<string, unknown>[];
    const { header } = decodeJwt(accessToken);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const key = keys.find((candidate) => candidate.kid === header.kid);
    expect(key).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(key).not.toHaveProperty('d');
    expect(key).not.toHaveProperty('ext', false);
    // Nothing symmetric is ever published.
    expect(keys.every((candidate) => candidate.kty !== 'oct')).toBe(true);
  });

  it('lets getClaims verify locally (no /user call) and caches the key set', async () => {
    const client = await signUpClient(server);
    const first = await client.supabase.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({ sub: client.userId, role: 'authenticated' });
    const second = await client.supabase.auth.getClaims();
    expect(second.error).toBeNull();
    expect(client.requestsTo('/auth/v1/user')).toHaveLength(0);
    expect(client.requestsTo('/auth/v1/.well-known/jwks.json')).toHaveLength(1);
  });

  it('makes getClaims fail with AuthInvalidJwtError on a tampered token, and the server says bad_jwt', async () => {
    const client = await signUpClient(server);
    const [header, payload, signature] = client.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...claims, role: 'service_role' }),
    ).toString('base64url');
    const tampered = `${header}.${tamperedPayload}.${signature}`;

    const { data, error } = await client.supabase.auth.getClaims(tampered);
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(AuthInvalidJwtError);

    const response = await rawAuthRequest(server, '/user', { bearer: tampered });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'bad_jwt' });
    expect(String(response.body?.message)).toMatch(
      /^invalid JWT: unable to parse or verify signature/,
    );
  });
});

describe('features this service does not offer', () => {
  it('answers signInWithIdToken with 400 provider_disabled', async () => {
    const client = createTestClient(server);
    const { error } = await client.supabase.auth.signInWithIdToken({
      provider: 'google',
      token: 'header.payload.signature',
    });
    expect(error).toMatchObject({ status: 400, code: 'provider_disabled' });
  });

  it('answers the web3 grant with 422 web3_provider_disabled', async () => {
    const response = await rawAuthRequest(server, '/token?grant_type=web3', { body: {} });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'web3_provider_disabled' });
  });

  it('answers signInAnonymously with 422 anonymous_provider_disabled', async () => {
    const client = createTestClient(server);
    const { data, error } = await client.supabase.auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('answers signInWithSSO with 404 saml_provider_disabled', async () => {
    const client = createTestClient(server);
    const { error } = await client.supabase.auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
  });

  it('builds the OAuth URL client-side, and /authorize refuses the provider with 400 validation_failed', async () => {
    const client = createTestClient(server);
    const { data, error } = await client.supabase.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: 'http://localhost:5173/after', skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const url = new URL(data.url ?? '');
    expect(url.pathname).toBe('/auth/v1/authorize');
    expect(url.searchParams.get('provider')).toBe('github');
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost:5173/after');

    // A browser navigation: no apikey, no version header, so the legacy envelope.
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('answers unlinkIdentity and linkIdentity with 404 manual_linking_disabled', async () => {
    const client = await signUpClient(server);
    const { data } = await client.supabase.auth.getUserIdentities();
    const identity = data?.identities[0];
    expect(identity?.provider).toBe('email');
    const unlink = await client.supabase.auth.unlinkIdentity(present(identity));
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const link = await client.supabase.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });

  it('answers /settings and /health as GoTrue does', async () => {
    const settings = await rawAuthRequest(server, '/settings');
    expect(settings.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      saml_enabled: false,
      external: { email: true, anonymous_users: false, github: false },
    });
    const health = await rawAuthRequest(server, '/health', { apikey: null });
    expect(health.status).toBe(200);
    expect(health.body).toHaveProperty('version');
    expect(health.body).toHaveProperty('name');
  });
});
