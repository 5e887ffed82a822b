import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { getWebDirectory, isWebBuildStale } from '../../bin/web-build.ts';
import { loadNote, median, seconds } from './bench-helpers.ts';
import {
  CHROMIUM,
  launchChromium,
  newSignedInContext,
  signUpNewUser,
  uploadFile,
  withBenchServer,
  type BenchUser,
} from './bench-server.ts';
import { reportWorkerThroughput } from './jobs-throughput.ts';

/**
 * `npm run bench jobs`: analysis as the user meets it. The time from clicking Analyze to the
 * results shown, for the CUAD contract nearest 30 pages (real server, headless Chromium, the
 * built-in engine), and the throughput of one analysis worker over all the CUAD PDFs.
 */

/** Runs of the browser measurement; each is a new user, as an analysed document shows results. */
const BROWSER_RUNS = 5;
/** The contract length the issue asks about. */
const TARGET_PAGES = 30;

export async function reportJobBenchmarks(projectRoot: string, dataDirectory: string) {
  const pdfDirectory = path.join(dataDirectory, 'cuad', 'pdf');
  if (!existsSync(pdfDirectory)) {
    console.log(`jobs: skipped (no CUAD PDFs in ${pdfDirectory})`);
    return;
  }
  const pdfFiles = readdirSync(pdfDirectory)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((name) => path.join(pdfDirectory, name));
  await reportAnalyzeToResults(projectRoot, pdfFiles);
  await reportWorkerThroughput(pdfFiles);
}

/** The PDF whose page count is nearest TARGET_PAGES (the shorter one on a tie). */
async function pickContract(pdfFiles: readonly string[]) {
  let best: { file: string; pages: number } | undefined;
  for (const file of pdfFiles) {
    const pdf = await PDFDocument.load(readFileSync(file), {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    const pages = pdf.getPageCount();
    const distance = Math.abs(pages - TARGET_PAGES);
    if (
      !best ||
      distance < Math.abs(best.pages - TARGET_PAGES) ||
      (distance === Math.abs(best.pages - TARGET_PAGES) && pages < best.pages)
    )
      best = { file, pages };
  }
  return best;
}

async function reportAnalyzeToResults(projectRoot: string, pdfFiles: readonly string[]) {
  if (!existsSync(path.join(getWebDirectory(projectRoot), 'index.html'))) {
    console.log(
      'jobs: Analyze to results skipped (no web build: run `node bin/legal-explainer.js build-web`)',
    );
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`jobs: Analyze to results skipped (no ${CHROMIUM})`);
    return;
  }
  const contract = await pickContract(pdfFiles);
  if (!contract) {
    console.log('jobs: Analyze to results skipped (no CUAD PDFs)');
    return;
  }
  const bytes = readFileSync(contract.file);
  const fileName = path.basename(contract.file);
  const runs = await withBenchServer(projectRoot, 'jobs', async (baseUrl) => {
    const browser = await launchChromium();
    try {
      const measured: AnalyzeRun[] = [];
      for (let run = 0; run < BROWSER_RUNS; run++) {
        measured.push(await analyzeAsNewUser(browser, baseUrl, bytes, fileName));
      }
      return measured;
    } finally {
      await browser.close();
    }
  });
  const fromConfirm = runs.map((run) => run.fromConfirmMs);
  const fromAnalyze = runs.map((run) => run.fromAnalyzeMs);
  const list = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ');
  console.log(
    `jobs: Analyze to results, "${fileName}" (${contract.pages} pages, nearest ${TARGET_PAGES} of ${pdfFiles.length} CUAD PDFs), built-in engine, real server, headless Chromium 1280x860, a new user each run; ${loadNote()}${isWebBuildStale(projectRoot) ? ' (web build older than the sources)' : ''}`,
  );
  console.log(
    `jobs:   from clicking 'Analyze (1 credit)' to the red flags shown, median of ${BROWSER_RUNS}: ${seconds(median(fromConfirm))} (runs ${list(fromConfirm)} s)`,
  );
  console.log(
    `jobs:   from the first click on Analyze (the credit check in between, clicked by Playwright): median ${seconds(median(fromAnalyze))} (runs ${list(fromAnalyze)} s)`,
  );
  console.log(
    `jobs:   upload to ready on the server (not included above): median ${seconds(median(runs.map((run) => run.processingMs)))}`,
  );
}

interface AnalyzeRun {
  fromAnalyzeMs: number;
  fromConfirmMs: number;
  processingMs: number;
}

/**
 * Notes the page's time of every click, in the capture phase, so the clock starts when the
 * button gets the click rather than when Playwright is asked for it. A string: it runs in the
 * page, and the scripts' types have no DOM.
 */
const RECORD_CLICKS = `(() => {
  window.__benchClicks = [];
  window.addEventListener('click', () => window.__benchClicks.push(performance.now()), true);
})()`;

/**
 * The page's time once a visible region labelled "Red flags" is there, or the text of an alert
 * if the analysis failed; false until then, so waitForFunction polls it every frame.
 */
const RESULTS_SHOWN = `(() => {
  for (const section of document.querySelectorAll('section[aria-labelledby]')) {
    const label = document.getElementById(section.getAttribute('aria-labelledby'));
    if (label && /red flags/i.test(label.textContent) && section.getClientRects().length > 0)
      return { shownAt: performance.now(), clicks: window.__benchClicks };
  }
  const alert = document.querySelector('[role="alert"]');
  if (alert && alert.textContent.trim()) return { error: alert.textContent.trim() };
  return false;
})()`;

/** A fresh user with the trial's credits uploads the contract and analyses it in the browser. */
async function analyzeAsNewUser(
  browser: Browser,
  baseUrl: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<AnalyzeRun> {
  const user = await signUpNewUser(baseUrl);
  await startTrial(baseUrl, user);
  const { documentId, processingMs } = await uploadFile(baseUrl, user, bytes, fileName);
  const context = await newSignedInContext(browser, baseUrl, user);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/analysis/${documentId}`);
    const analyze = page.getByRole('button', { name: 'Analyze', exact: true });
    await analyze.waitFor({ state: 'visible', timeout: 60_000 });
    await page.evaluate(RECORD_CLICKS);
    await analyze.click();
    const dialog = page.getByRole('dialog', { name: 'Analyze this document?' });
    await dialog.getByRole('button', { name: 'Analyze (1 credit)' }).click();
    const times = await waitForResults(page);
    // What the end-to-end test checks, so the region found above is the one a user sees.
    await page.getByRole('region', { name: /red flags/i }).waitFor({ state: 'visible' });
    const [analyzeAt, confirmAt] = times.clicks;
    if (analyzeAt === undefined || confirmAt === undefined)
      throw new Error(`Expected two clicks, saw ${times.clicks.length}`);
    return {
      fromAnalyzeMs: times.shownAt - analyzeAt,
      fromConfirmMs: times.shownAt - confirmAt,
      processingMs,
    };
  } finally {
    await context.close();
  }
}

async function waitForResults(page: Page): Promise<{ shownAt: number; clicks: number[] }> {
  const handle = await page.waitForFunction(RESULTS_SHOWN, undefined, {
    polling: 'raf',
    timeout: 120_000,
  });
  const result = (await handle.jsonValue()) as
    { shownAt: number; clicks: number[] } | { error: string };
  if ('error' in result) throw new Error(`The analysis failed in the browser: ${result.error}`);
  return result;
}

/** POST /api/credits/trial: the trial's 3 credits, one of which the analysis spends. */
async function startTrial(baseUrl: string, user: BenchUser) {
  const response = await fetch(`${baseUrl}/api/credits/trial`, {
    method: 'POST',
    headers: user.authorization,
  });
  if (!response.ok) throw new Error(`Trial failed: ${response.status} ${await response.text()}`);
}
