import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { getWebDirectory } from '../../bin/web-build.ts';
import { LONG_PDF_PAGES, loadNote, median, RUNS, seconds } from './bench-helpers.ts';

/**
 * The viewer's time to its first page: the real server on a throwaway data directory, a fresh
 * user uploading the long PDF over HTTP, then headless Chromium opening it with an empty cache
 * and again from the IndexedDB cache.
 */

const CHROMIUM = '/usr/bin/chromium';
/** Where supabase-js keeps the session (web/lib/supabase-client.ts; scripts may not import web). */
const AUTH_STORAGE_KEY = 'legal-explainer-auth-token';
const PASSWORD = 'Bench!Passw0rd';

interface ViewerSession {
  baseUrl: string;
  /** supabase-js's stored session, to put in the browser's local storage. */
  session: Record<string, unknown>;
  documentId: string;
  processingMs: number;
}

/** Prints the first-page timings, or one line saying why they were skipped. */
export async function reportViewer(projectRoot: string, bytes: Uint8Array) {
  if (!existsSync(path.join(getWebDirectory(projectRoot), 'index.html'))) {
    console.log(
      'documents: viewer skipped (no web build: run `node bin/legal-explainer.js build-web`)',
    );
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`documents: viewer skipped (no ${CHROMIUM})`);
    return;
  }
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-documents-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(projectRoot, port, dataDirectory);
    await waitForReady(baseUrl, server);
    const viewer = await uploadAsNewUser(baseUrl, bytes);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    await measureViewer(browser, viewer);
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** The real server, as `npm start` runs it, on a throwaway data directory. */
function startServer(projectRoot: string, port: number, dataDirectory: string): ChildProcess {
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
    if (code) console.error(`documents: server exited with ${code}: ${errors}`);
  });
  return server;
}

/**
 * A port the OS picks among its free ephemeral ones (32768 and up on Linux), so never one of
 * the end-to-end tests' fixed ports. The same as tests/support/free-port.ts, which scripts may
 * not import (eslint-rules/layer-boundaries.js).
 */
function findFreePort(): Promise<number> {
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

async function waitForReady(baseUrl: string, server: ChildProcess) {
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
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Signs up a fresh user over HTTP, uploads the PDF and waits until it has been read. */
async function uploadAsNewUser(baseUrl: string, bytes: Uint8Array): Promise<ViewerSession> {
  const { anonKey } = (await (await fetch(`${baseUrl}/api/config`)).json()) as { anonKey: string };
  const signUp = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: PASSWORD }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const session = (await signUp.json()) as Record<string, unknown> & {
    access_token: string;
    expires_in?: number;
  };
  // supabase-js treats a stored session without expires_at as unusable.
  session.expires_at ??= Math.floor(Date.now() / 1000) + (session.expires_in ?? 3600);
  const authorization = { authorization: `Bearer ${session.access_token}` };

  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'long-contract.pdf');
  const started = performance.now();
  const upload = await fetch(`${baseUrl}/api/documents`, {
    method: 'POST',
    headers: authorization,
    body: form,
  });
  if (!upload.ok) throw new Error(`Upload failed: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  await waitForDocument(`${baseUrl}/api/documents/${id}`, authorization);
  return { baseUrl, session, documentId: id, processingMs: performance.now() - started };
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
 * Milliseconds from navigation start to page 1's canvas holding something other than white or
 * transparent pixels. A string, not a function: it runs in the page, and the scripts' types have
 * no DOM. Returns false until then, so waitForFunction polls it every frame.
 */
const FIRST_PAGE_DRAWN = `(() => {
  const canvas = document.querySelector('[data-viewer-page="1"] canvas');
  if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] > 0 && pixels[i] < 200) return performance.now();
  }
  return false;
})()`;

/**
 * RUNS times: a new browser context (empty IndexedDB, so the file comes from the server), then
 * a reload in the same context (the file comes from the IndexedDB cache).
 */
async function measureViewer(browser: Browser, viewer: ViewerSession) {
  const coldMs: number[] = [];
  const cachedMs: number[] = [];
  let cachedFileRequests = 0;
  let counts = { drawn: 0, canvases: 0, placeholders: 0 };
  const url = `${viewer.baseUrl}/analysis/${viewer.documentId}`;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: viewer.baseUrl,
            localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(viewer.session) }],
          },
        ],
      },
    });
    try {
      const page = await context.newPage();
      coldMs.push(await timeFirstPage(page, () => page.goto(url, { waitUntil: 'commit' })));
      let fileRequests = 0;
      page.on('request', (request) => {
        if (request.url().includes(`/api/documents/${viewer.documentId}/file`)) fileRequests++;
      });
      cachedMs.push(await timeFirstPage(page, () => page.reload({ waitUntil: 'commit' })));
      cachedFileRequests += fileRequests;
      // Let the viewer settle, then see how many of the pages it actually drew.
      await page.waitForTimeout(1500);
      counts = await countPages(page);
    } finally {
      await context.close();
    }
  }
  console.log(
    `documents: viewer, ${LONG_PDF_PAGES}-page PDF at /analysis/{id}, headless Chromium 1280x860 (upload to ready on the server: ${seconds(viewer.processingMs)}); ${loadNote()}`,
  );
  console.log(
    `documents:   first page drawn (navigation start to non-blank canvas of page 1), median of ${RUNS}: empty cache ${seconds(median(coldMs))} (runs ${coldMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s), from the IndexedDB cache after reload ${seconds(median(cachedMs))} (runs ${cachedMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; file requests on reloads: ${cachedFileRequests})`,
  );
  console.log(
    `documents:   pages in the DOM after load: ${counts.drawn} drawn (${counts.canvases} with a canvas), ${counts.placeholders} placeholders, of ${LONG_PDF_PAGES}`,
  );
}

async function timeFirstPage(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  await navigate();
  const drawnAt = await page.waitForFunction(FIRST_PAGE_DRAWN, undefined, {
    polling: 'raf',
    timeout: 120_000,
  });
  return (await drawnAt.jsonValue()) as number;
}

async function countPages(page: Page) {
  return {
    drawn: await page.locator('[data-viewer-page]').count(),
    canvases: await page.locator('[data-viewer-page] canvas').count(),
    placeholders: await page.locator('[data-placeholder-page]').count(),
  };
}

function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
