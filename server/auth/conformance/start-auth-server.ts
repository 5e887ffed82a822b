import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { FastifyInstance } from 'fastify';

/** Settings every conformance server shares; tests override what they exercise. */
const BASE_ENV: Record<string, string> = {
  // Generous, so only the dedicated rate-limit tests ever meet a limit.
  AUTH_RATE_LIMIT_PER_IP: '10000',
  AUTH_RATE_LIMIT_PER_EMAIL: '10000',
};

/** An in-process app, as tests/support/test-app.test-support.ts creates it (passed in: layers). */
export interface InProcessApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** What creates an in-process app with settings: tests pass tests/support's createTestApp. */
export type CreateApp = (options: { env: Record<string, string> }) => Promise<InProcessApp>;

/** The app on a loopback port, as the real client sees it. */
export interface AuthServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>`: what the web app passes to createClient. */
  url: string;
  anonKey: string;
  close: () => Promise<void>;
}

/** Starts the app (embedded auth service unless env says otherwise) on 127.0.0.1. */
export async function startAuthServer(
  createApp: CreateApp,
  env: Record<string, string> = {},
): Promise<AuthServer> {
  const { app, close } = await createApp({ env: { ...BASE_ENV, ...env } });
  // Tests move the clock forward (vi.setSystemTime); keep idle connections open meanwhile, so a
  // client never reuses a socket the server has just closed.
  app.server.keepAliveTimeout = 10 * 60 * 1000;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = (await (await fetch(`${url}/api/config`)).json()) as { anonKey: string };
  return { app, url, anonKey: config.anonKey, close };
}

/** A storage the test can look into: what supabase-js persisted, keyed as it keys it. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  /** A copy, as a reloaded page or another tab would find it. */
  clone(): MemoryStorage {
    const copy = new MemoryStorage();
    for (const [key, value] of this.items) copy.setItem(key, value);
    return copy;
  }
  /** The parsed value under a key, or null. */
  read<T = Record<string, unknown>>(key: string): T | null {
    const value = this.items.get(key);
    return value === undefined ? null : (JSON.parse(value) as T);
  }
}

/** One request the client made, as the server received it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The answer's status, once it came. */
  status?: number;
}

/** A client under test: the real supabase-js with inspectable storage, requests and events. */
export interface TestClient {
  supabase: SupabaseClient;
  storage: MemoryStorage;
  requests: RecordedRequest[];
  events: { event: string; accessToken: string | null }[];
  /** The auth requests made to a path (e.g. '/auth/v1/user'). */
  requestsTo: (path: string) => RecordedRequest[];
}

export const DEFAULT_STORAGE_KEY = 'sb-127-auth-token';

/** Creates a supabase-js client the way the web app does, with what tests need to look in. */
export function createTestClient(
  server: { url: string; anonKey: string },
  options: {
    storageKey?: string;
    /** Start from what another client persisted (a reload, another tab). */
    storage?: MemoryStorage;
    autoRefreshToken?: boolean;
    /** Replaces the network for some requests; return undefined to let a request through. */
    intercept?: (request: RecordedRequest) => Response | undefined;
  } = {},
): TestClient {
  const storage = options.storage ?? new MemoryStorage();
  const requests: RecordedRequest[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
    };
    requests.push(recorded);
    const response = options.intercept?.(recorded) ?? (await fetch(input, init));
    recorded.status = response.status;
    return response;
  };
  const supabase = createClient(server.url, server.anonKey, {
    realtime: { transport: ws as never },
    global: { fetch: recordingFetch },
    auth: {
      persistSession: true,
      storage,
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
      autoRefreshToken: options.autoRefreshToken ?? false,
      detectSessionInUrl: false,
    },
  });
  const events: TestClient['events'] = [];
  supabase.auth.onAuthStateChange((event, session) => {
    events.push({ event, accessToken: session?.access_token ?? null });
  });
  return {
    supabase,
    storage,
    requests,
    events,
    requestsTo: (path) => requests.filter((request) => request.url.pathname === path),
  };
}

let counter = 0;
/** A fresh address for each test, so tests never share users. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Meets the default policy: 8+ characters with lower, upper, digit and symbol. */
export const PASSWORD = 'Correct-Horse-9';
export const OTHER_PASSWORD = 'Battery-Staple-7';

/** The decoded parts of a JWT, without checking anything. */
export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header), payload: decode(payload) };
}

/** A raw auth request as a browser or curl would send it (no client in between). */
export async function rawAuthRequest(
  server: { url: string; anonKey: string },
  path: string,
  init: {
    method?: string;
    body?: unknown;
    apikey?: string | null;
    bearer?: string;
    versioned?: boolean;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> | null }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.apikey !== null) headers.apikey = init.apikey ?? server.anonKey;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.versioned !== false) headers['x-supabase-api-version'] = '2024-01-01';
  if (init.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

/** GET /api/me with a bearer token, as the web app calls the product API. */
export async function getMe(
  server: { url: string },
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/me`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signs a user up (autoconfirm mode) and returns the client holding the session. */
export async function signUpClient(
  server: { url: string; anonKey: string },
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<TestClient & { email: string; userId: string; accessToken: string }> {
  const client = createTestClient(server);
  const { data, error } = await client.supabase.auth.signUp({ email, password });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { ...client, email, userId: data.user.id, accessToken: data.session.access_token };
}

/** Signs an existing user in on a fresh client (a second device). */
export async function signInClient(
  server: { url: string; anonKey: string },
  email: string,
  password = PASSWORD,
): Promise<TestClient & { accessToken: string; refreshToken: string }> {
  const client = createTestClient(server);
  const { data, error } = await client.supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  return {
    ...client,
    accessToken: data.session.access_token,
    refreshToken: data.session.refresh_token,
  };
}

/** The value, or a failed test saying what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
