import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/**
 * What the browser benchmarks share: the real server on a throwaway data directory, fresh
 * users signed up and uploading over HTTP, and headless Chromium holding their session.
 * Scripts may not import tests/ or web/ (eslint-rules/layer-boundaries.js), hence the copies.
 */

export const CHROMIUM = '/usr/bin/chromium';
/** Where supabase-js keeps the session (web/lib/supabase-client.ts; scripts may not import web). */
const AUTH_STORAGE_KEY = 'legal-explainer-auth-token';
const PASSWORD = 'Bench!Passw0rd';

/** A signed-up user: supabase-js's stored session and the header that authenticates as them. */
export interface BenchUser {
  /** supabase-js's stored session, to put in the browser's local storage. */
  session: Record<string, unknown>;
  authorization: { authorization: string };
}

/** Headless Chromium as the benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** A new browser context (empty cache and IndexedDB) signed in as the user. */
export function newSignedInContext(
  browser: Browser,
  baseUrl: string,
  user: BenchUser,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 860 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl,
          localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(user.session) }],
        },
      ],
    },
  });
}

/**
 * Starts the real server on a free port and a throwaway data directory, runs `measure` against
 * its base URL, then stops the server and removes the directory. `label` is the bench's name.
 */
export async function withBenchServer<T>(
  projectRoot: string,
  label: string,
  measure: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), `legal-explainer-bench-${label}-`));
  let server: ChildProcess | undefined;
  try {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(projectRoot, port, dataDirectory, label);
    await waitForReady(baseUrl, server);
    return await measure(baseUrl);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/**
 * The real server, as `npm start` runs it, on a throwaway data directory. `label` prefixes the
 * line printed if it exits with an error.
 */
export function startServer(
  projectRoot: string,
  port: number,
  dataDirectory: string,
  label: string,
): ChildProcess {
  const server = spawn(process.execPath, ['bin/legal-explainer.js', 'start'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirectory,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  server.once('exit', (code) => {
    if (code) console.error(`${label}: server exited with ${code}: ${errors}`);
  });
  return server;
}

/**
 * A port the OS picks among its free ephemeral ones (32768 and up on Linux), so never one of
 * the end-to-end tests' fixed ports. The same as tests/support/free-port.test-support.ts.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('Could not find a free port')),
      );
    });
  });
}

export async function waitForReady(baseUrl: string, server: ChildProcess) {
  const giveUpAt = Date.now() + 90_000;
  while (Date.now() < giveUpAt) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting');
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error('The server did not become ready in 90 s');
}

/** SIGTERM (the server drains and exits), then SIGKILL if it is still there after 15 s. */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Signs up a fresh user over HTTP (no e-mail confirmation: the session comes back at once). */
export async function signUpNewUser(baseUrl: string): Promise<BenchUser> {
  const { anonKey } = (await (await fetch(`${baseUrl}/api/config`)).json()) as { anonKey: string };
  const signUp = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
    }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const session = (await signUp.json()) as Record<string, unknown> & {
    access_token: string;
    expires_in?: number;
  };
  // supabase-js treats a stored session without expires_at as unusable.
  session.expires_at ??= Math.floor(Date.now() / 1000) + (session.expires_in ?? 3600);
  return { session, authorization: { authorization: `Bearer ${session.access_token}` } };
}

/** A new user with the trial's credits, one of which an analysis spends. */
export async function signUpWithTrial(baseUrl: string): Promise<BenchUser> {
  const user = await signUpNewUser(baseUrl);
  const trial = await fetch(`${baseUrl}/api/credits/trial`, {
    method: 'POST',
    headers: user.authorization,
  });
  if (!trial.ok) throw new Error(`Trial failed: ${trial.status} ${await trial.text()}`);
  return user;
}

/** Uploads a file as the user (a PDF unless `type` says otherwise); the new document's id. */
export async function postFile(
  baseUrl: string,
  user: BenchUser,
  bytes: Uint8Array | string,
  fileName: string,
  type = 'application/pdf',
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), fileName);
  const upload = await fetch(`${baseUrl}/api/documents`, {
    method: 'POST',
    headers: user.authorization,
    body: form,
  });
  if (!upload.ok) throw new Error(`Upload failed: ${upload.status} ${await upload.text()}`);
  return ((await upload.json()) as { id: string }).id;
}
/**
 * Uploads the file (a PDF unless `type` says otherwise) as the user and waits until the server
 * has read it. Returns the document's id and the milliseconds from the upload's start to 'ready'.
 */
export async function uploadFile(
  baseUrl: string,
  user: BenchUser,
  bytes: Uint8Array | string,
  fileName: string,
  type = 'application/pdf',
): Promise<{ documentId: string; processingMs: number }> {
  const started = performance.now();
  const id = await postFile(baseUrl, user, bytes, fileName, type);
  await waitForDocument(`${baseUrl}/api/documents/${id}`, user.authorization);
  return { documentId: id, processingMs: performance.now() - started };
}

async function waitForDocument(url: string, headers: Record<string, string>) {
  const giveUpAt = Date.now() + 300_000;
  while (Date.now() < giveUpAt) {
    const response = await fetch(url, { headers });
    // A document whose reading failed is removed, so it is gone rather than 'failed'.
    if (response.status === 404) throw new Error('The server could not read the PDF');
    if (((await response.json()) as { status: string }).status === 'ready') return;
    await sleep(500);
  }
  throw new Error('The PDF was not ready after 5 minutes');
}

/**
 * Analyses the user's document over HTTP, as the Analyze button does, and waits for the
 * result. The account's first look at its plan grants the trial's credits.
 */
export async function analyseOverHttp(baseUrl: string, user: BenchUser, documentId: string) {
  await fetch(`${baseUrl}/api/getUserPlan`, { headers: user.authorization });
  const analyse = await fetch(`${baseUrl}/api/documents/${documentId}/analyze`, {
    method: 'POST',
    headers: { ...user.authorization, 'idempotency-key': randomUUID() },
  });
  if (!analyse.ok) throw new Error(`Analysis failed: ${analyse.status} ${await analyse.text()}`);
  for (let waited = 0; waited < 300; waited++) {
    const job = await fetch(`${baseUrl}/api/documents/${documentId}/analysis-job`, {
      headers: user.authorization,
    });
    const { job: state } = (await job.json()) as { job?: { status?: string } };
    if (state?.status === 'succeeded') return;
    if (state?.status === 'failed') throw new Error('The analysis failed');
    await sleep(500);
  }
  throw new Error('The analysis did not end in 150 s');
}

export function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
