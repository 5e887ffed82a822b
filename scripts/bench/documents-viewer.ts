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
  uploadFile,
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
    const upload = await uploadFile(baseUrl, user, bytes, 'long-contract.pdf');
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
 * transparent pixels, checked every frame. A string, not a function: it runs in the page, and
 * the scripts' types have no DOM. A promise evaluated once rather than a waitForFunction
 * predicate, which Playwright evaluates with eval and the app's Content-Security-Policy forbids.
 */
const FIRST_PAGE_DRAWN = `new Promise((resolve, reject) => {
  const giveUpAt = performance.now() + 120000;
  const check = () => {
    const canvas = document.querySelector('[data-viewer-page="1"] canvas');
    if (canvas && canvas.width > 0 && canvas.height > 0) {
      const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i + 3] > 0 && pixels[i] < 200) return resolve(performance.now());
      }
    }
    if (performance.now() > giveUpAt) return reject(new Error('Page 1 was not drawn in 120 s'));
    requestAnimationFrame(check);
  };
  check();
})`;

/**
 * When the steps before the first page happened, in ms from navigation start, from the page's
 * resource timings: the PDF view's code requested, the document received (its metadata; none
 * from the cache), pdf.js's worker requested, and the first answer for the file (the viewer's
 * or the cache's copy). A string for the same reason as above.
 */
const MILESTONES = `(() => {
  const entries = performance.getEntriesByType('resource');
  const first = (pattern, time) => {
    const times = entries.filter((entry) => pattern.test(entry.name)).map((entry) => entry[time]);
    return times.length ? Math.min(...times) : NaN;
  };
  return {
    viewerCodeMs: first(/\\/pdf-pages-[^/]*\\.js$/, 'startTime'),
    documentMs: first(/\\/api\\/documents\\/[^/]+$/, 'responseEnd'),
    workerMs: first(/\\/pdf\\.worker/, 'startTime'),
    fileMs: first(/\\/api\\/documents\\/[^/]+\\/file$/, 'responseEnd'),
  };
})()`;

interface FirstPageTiming {
  drawnMs: number;
  viewerCodeMs: number;
  documentMs: number;
  workerMs: number;
  fileMs: number;
}

/**
 * RUNS times: a new browser context (empty IndexedDB, so the file comes from the server), then
 * a reload in the same context (the file comes from the IndexedDB cache).
 */
async function measureViewer(browser: Browser, viewer: ViewerSession) {
  const cold: FirstPageTiming[] = [];
  const cached: FirstPageTiming[] = [];
  let cachedFileRequests = 0;
  let counts = { drawn: 0, canvases: 0, placeholders: 0 };
  const url = `${viewer.baseUrl}/analysis/${viewer.documentId}`;
  for (let run = 0; run < RUNS; run++) {
    const context = await newSignedInContext(browser, viewer.baseUrl, viewer.user);
    try {
      const page = await context.newPage();
      cold.push(await timeFirstPage(page, () => page.goto(url, { waitUntil: 'commit' })));
      let fileRequests = 0;
      page.on('request', (request) => {
        if (request.url().includes(`/api/documents/${viewer.documentId}/file`)) fileRequests++;
      });
      cached.push(await timeFirstPage(page, () => page.reload({ waitUntil: 'commit' })));
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
  const coldMs = cold.map((timing) => timing.drawnMs);
  const cachedMs = cached.map((timing) => timing.drawnMs);
  const runs = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ');
  console.log(
    `documents:   first page drawn (navigation start to non-blank canvas of page 1), median of ${RUNS}: empty cache ${seconds(median(coldMs))} (runs ${runs(coldMs)} s), from the IndexedDB cache after reload ${seconds(median(cachedMs))} (runs ${runs(cachedMs)} s; file requests on reloads: ${cachedFileRequests})`,
  );
  console.log(`documents:   where the time goes, empty cache: ${describeSteps(cold)}`);
  console.log(`documents:   where the time goes, from the cache: ${describeSteps(cached)}`);
  console.log(
    `documents:   pages in the DOM after load: ${counts.drawn} drawn (${counts.canvases} with a canvas), ${counts.placeholders} placeholders, of ${LONG_PDF_PAGES}`,
  );
}

async function timeFirstPage(
  page: Page,
  navigate: () => Promise<unknown>,
): Promise<FirstPageTiming> {
  await navigate();
  const drawnMs = (await page.evaluate(FIRST_PAGE_DRAWN)) as number;
  const milestones = (await page.evaluate(MILESTONES)) as Omit<FirstPageTiming, 'drawnMs'>;
  return { drawnMs, ...milestones };
}

/** The medians of each step, in the order they happen; a step that did not happen is left out. */
function describeSteps(timings: FirstPageTiming[]): string {
  const steps: [string, (timing: FirstPageTiming) => number][] = [
    ['PDF view code requested', (timing) => timing.viewerCodeMs],
    ['document received', (timing) => timing.documentMs],
    ['pdf.js worker requested', (timing) => timing.workerMs],
    ['file received', (timing) => timing.fileMs],
    ['page 1 drawn', (timing) => timing.drawnMs],
  ];
  return steps
    .map(([name, of]) => [name, timings.map(of).filter(Number.isFinite)] as const)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name} ${seconds(median(values))}`)
    .join(', ');
}

async function countPages(page: Page) {
  return {
    drawn: await page.locator('[data-viewer-page]').count(),
    canvases: await page.locator('[data-viewer-page] canvas').count(),
    placeholders: await page.locator('[data-placeholder-page]').count(),
  };
}
