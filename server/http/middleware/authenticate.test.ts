import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, getUserSession, registerApiAuthentication } from './authenticate.ts';
import { registerErrorHandler } from './error-handler.ts';

/** What the stand-in provider's key-set endpoint does. */
type ProviderBehaviour =
  | { kind: 'keys'; jwks: object }
  | { kind: 'status'; status: number }
  | { kind: 'body'; body: string };

let signingKey: CryptoKey;
let providerJwks: object;
let otherKey: CryptoKey;
const openServers: Server[] = [];
const openApps: FastifyInstance[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  signingKey = pair.privateKey;
  providerJwks = {
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'provider', alg: 'ES256' }],
  };
  otherKey = (await generateKeyPair('ES256')).privateKey;
});

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
  await Promise.all(
    openServers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A provider on a loopback port whose key-set endpoint behaves as told. */
async function startProvider(behaviour: ProviderBehaviour): Promise<string> {
  const server = createServer((_request, response) => {
    if (behaviour.kind === 'status') return response.writeHead(behaviour.status).end('down');
    const body = behaviour.kind === 'keys' ? JSON.stringify(behaviour.jwks) : behaviour.body;
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  openServers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An address where nothing listens: a port that was just given back. */
async function unreachableProvider(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** An app trusting the provider at `authUrl`, with its error log kept for the test. */
async function startApp(authUrl: string): Promise<{ app: FastifyInstance; errorLog: string[] }> {
  const errorLog: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } },
  });
  registerErrorHandler(app);
  registerApiAuthentication(app, createTokenVerifier({ kind: 'external', authUrl }));
  app.get('/api/me', async (request) => getUserSession(request));
  await app.ready();
  openApps.push(app);
  return { app, errorLog };
}

function signToken(key: CryptoKey, expiresAt = Math.floor(Date.now() / 1000) + 600) {
  return new SignJWT({ role: 'authenticated', email: 'ada@example.com' })
    .setProtectedHeader({ alg: 'ES256', kid: 'provider' })
    .setSubject('user-1')
    .setExpirationTime(expiresAt)
    .sign(key);
}

async function getMe(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('tokens of an external provider', () => {
  it("accepts a token signed with the provider's published key", async () => {
    const { app } = await startApp(await startProvider({ kind: 'keys', jwks: providerJwks }));
    expect(await getMe(app, await signToken(signingKey))).toEqual({
      status: 200,
      body: { id: 'user-1', email: 'ada@example.com', role: 'user' },
    });
  });

  it('answers 401 for a forged, an expired or a malformed token', async () => {
    const { app, errorLog } = await startApp(
      await startProvider({ kind: 'keys', jwks: providerJwks }),
    );
    expect(await getMe(app, await signToken(otherKey))).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    const expired = await signToken(signingKey, Math.floor(Date.now() / 1000) - 60);
    expect(await getMe(app, expired)).toMatchObject({ status: 401, body: { code: 'JWT_EXPIRED' } });
    expect(await getMe(app, 'not-a-token')).toMatchObject({ status: 401 });
    expect(errorLog).toEqual([]);
  });

  const outages: [string, () => Promise<string>, string][] = [
    ['is unreachable', unreachableProvider, 'could not be fetched'],
    ['answers an error', () => startProvider({ kind: 'status', status: 502 }), 'answered 502'],
    [
      'answers something that is not JSON',
      () => startProvider({ kind: 'body', body: '<html>maintenance</html>' }),
      'is not a JSON Web Key Set',
    ],
    [
      'answers JSON that is not a key set',
      () => startProvider({ kind: 'body', body: '{"error":"maintenance"}' }),
      'is not a JSON Web Key Set',
    ],
  ];
  it.each(outages)(
    'answers 503 and logs the cause when the key set %s',
    async (_case, provider, cause) => {
      const { app, errorLog } = await startApp(await provider());
      const me = await getMe(app, await signToken(signingKey));
      expect(me).toEqual({
        status: 503,
        body: { code: 'SERVER_OVERLOADED', error: 'The service is temporarily unavailable.' },
      });
      expect(errorLog).toHaveLength(1);
      expect(errorLog[0]).toContain(cause);
    },
  );
});
