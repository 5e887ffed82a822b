import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { getWebDirectory } from '../../bin/web-build.ts';
import { LONG_PDF_PAGES, loadNote, median, RUNS, seconds } from './bench-helpers.ts';
import {
  CHROMIUM,
  launchChromium,
  newSignedInContext,
  signUpNewUser,
  uploadPdf,
  withBenchServer,
  type BenchUser,
} from './bench-server.ts';

/**
 * The viewer's time to its first page: the real server on a throwaway data directory, a fresh
 * user uploading the long PDF over HTTP, then headless Chromium opening it with an empty cache
 * and again from the IndexedDB cache.
 */

interface ViewerSession {
  baseUrl: string;
  user: BenchUser;
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
  await withBenchServer(projectRoot, 'documents', async (baseUrl) => {
    const user = await signUpNewUser(baseUrl);
    const upload = await uploadPdf(baseUrl, user, bytes, 'long-contract.pdf');
    const browser = await launchChromium();
    try {
      await measureViewer(browser, { baseUrl, user, ...upload });
    } finally {
      await browser.close();
    }
  });
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
    const context = await newSignedInContext(browser, viewer.baseUrl, viewer.user);
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
