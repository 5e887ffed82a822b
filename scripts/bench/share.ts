import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getWebDirectory } from '../../bin/web-build.ts';
import { REPORT_FORMATS, REPORT_SECTIONS } from '../../common/reports/report-include.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { extractDocument } from '../../core/parsing/extract-document.ts';
import { renderReport } from '../../core/reports/render-report.ts';
import { loadNote, median } from './bench-helpers.ts';
import {
  analyseOverHttp,
  CHROMIUM,
  launchChromium,
  signUpNewUser,
  uploadFile,
  withBenchServer,
  type BenchUser,
} from './bench-server.ts';

const RENDER_RUNS = 5;
const PAGE_RUNS = 3;

/**
 * `npm run bench share`: the time to make each report format for the longest CUAD PDF in the
 * data (the first, cold run apart from the median of the warm ones), and a share page's time
 * from opening its link in a fresh browser, through clicking the first "Show on page", to the
 * highlighted words on the page.
 */
export async function reportShareBenchmarks(projectRoot: string, dataDirectory: string) {
  const pdfDirectory = path.join(dataDirectory, 'cuad', 'pdf');
  if (!existsSync(pdfDirectory)) {
    console.log(`share: skipped (no CUAD PDFs in ${pdfDirectory})`);
    return;
  }
  const longest = readdirSync(pdfDirectory)
    .map((name) => path.join(pdfDirectory, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!longest) return;
  const bytes = new Uint8Array(readFileSync(longest));
  await measureFormats(longest, bytes);
  await measureSharePage(projectRoot, bytes);
}

async function measureFormats(file: string, bytes: Uint8Array) {
  const document = await extractDocument(bytes);
  const input = {
    documentName: path.basename(file),
    analysis: analyzeDocument(document),
    pages: document.pages.map((page) => document.text.slice(page.start, page.end)),
    include: [...REPORT_SECTIONS],
    generatedAt: new Date(),
  };
  console.log(
    `share: reports of ${path.basename(file)} (${document.pages.length} pages, ${loadNote()})`,
  );
  for (const format of REPORT_FORMATS) {
    const timings: number[] = [];
    for (let run = 0; run < RENDER_RUNS + 1; run++) {
      const started = performance.now();
      await renderReport(format, input);
      timings.push(performance.now() - started);
    }
    const [cold = 0, ...warm] = timings;
    console.log(
      `share: ${format.padEnd(13)} median ${median(warm).toFixed(0)} ms (first in the process ${cold.toFixed(0)} ms)`,
    );
  }
}

async function measureSharePage(projectRoot: string, bytes: Uint8Array) {
  if (!existsSync(path.join(getWebDirectory(projectRoot), 'index.html')) || !existsSync(CHROMIUM)) {
    console.log('share: page skipped (needs a web build and Chromium)');
    return;
  }
  await withBenchServer(projectRoot, 'share', async (baseUrl) => {
    const user = await signUpNewUser(baseUrl);
    const { documentId } = await uploadFile(baseUrl, user, bytes, 'long-contract.pdf');
    const url = await analyseAndShare(baseUrl, user, documentId);
    const browser = await launchChromium();
    try {
      const timings: number[] = [];
      for (let run = 0; run < PAGE_RUNS; run++) {
        // A fresh context each time: nobody signed in, nothing cached.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(url);
        // A visitor's first act: show the first red flag's words on the page.
        await page
          .getByRole('button', { name: /Show on page/ })
          .first()
          .click({ timeout: 120_000 });
        await page.locator('[data-highlight]').first().waitFor({ timeout: 120_000 });
        timings.push(performance.now() - started);
        await context.close();
      }
      console.log(
        `share: link opened to first highlighted words (one click), median ${median(timings).toFixed(0)} ms of ${PAGE_RUNS} fresh browsers (${loadNote()})`,
      );
    } finally {
      await browser.close();
    }
  });
}

async function analyseAndShare(baseUrl: string, user: BenchUser, documentId: string) {
  const headers = { ...user.authorization, 'content-type': 'application/json' };
  await analyseOverHttp(baseUrl, user, documentId);
  const share = await fetch(`${baseUrl}/api/documents/${documentId}/shares`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ expiresInDays: 7 }),
  });
  if (!share.ok) throw new Error(`Sharing failed: ${share.status} ${await share.text()}`);
  return ((await share.json()) as { url: string }).url;
}
