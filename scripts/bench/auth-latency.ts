import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../../server/app.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { loadEnv } from '../../server/env.ts';

/** p50 and p99 latency of one grant under load, in milliseconds. */
export interface GrantLatency {
  grant: 'password' | 'refresh_token';
  requests: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

const PASSWORD = 'Bench!Passw0rd';
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;

/**
 * Loads POST /auth/v1/token on loopback with autocannon against an in-process server on a fresh
 * SQLite database: the password grant (one user, so argon2 dominates) and the refresh grant
 * (each connection follows its own rotating chain of refresh tokens).
 */
export async function measureAuthLatency(): Promise<GrantLatency[]> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-'));
  const database = openDatabase({ dataDirectory });
  await migrateToLatest(database.db);
  const env = loadEnv({
    DATA_DIR: dataDirectory,
    NODE_ENV: 'production',
    // The limits would otherwise (rightly) stop a benchmark.
    AUTH_RATE_LIMIT_PER_IP: '1000000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000000',
  });
  const app = await createApp({
    env,
    db: database.db,
    databaseKind: database.kind,
    signals: database.signals,
    webDirectory: null,
    isLogging: false,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { anonKey } = (await (await fetch(`${url}/api/config`)).json()) as { anonKey: string };
    const headers = { apikey: anonKey, 'content-type': 'application/json' };
    const signUp = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
    });
    if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status}`);
    const signIn = async () => {
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
      });
      return ((await response.json()) as { refresh_token: string }).refresh_token;
    };

    const password = await autocannon({
      url: `${url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });

    const chains = await Promise.all(Array.from({ length: CONNECTIONS }, signIn));
    let nextChain = 0;
    const refresh = await autocannon({
      url: `${url}/auth/v1/token?grant_type=refresh_token`,
      method: 'POST',
      headers,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          setupRequest: (request, context) => {
            const chain = context as { token?: string };
            chain.token ??= chains[nextChain++ % chains.length];
            return { ...request, body: JSON.stringify({ refresh_token: chain.token }) };
          },
          onResponse: (status, body, context) => {
            if (status === 200)
              (context as { token?: string }).token = (
                JSON.parse(body) as { refresh_token: string }
              ).refresh_token;
          },
        },
      ],
    });

    return [summarise('password', password), summarise('refresh_token', refresh)];
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

function summarise(grant: GrantLatency['grant'], result: autocannon.Result): GrantLatency {
  return {
    grant,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.non2xx + result.errors,
  };
}
