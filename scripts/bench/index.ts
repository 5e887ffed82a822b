import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, getWebDirectory, isWebBuildStale } from '../../bin/web-build.ts';
import { DATA_DIRECTORY, loadCuadContracts } from '../train/load-data.ts';
import { measureAnalysisSpeed } from './analysis-speed.ts';
import { reportAskBenchmarks } from './ask.ts';
import { measureAuthLatency } from './auth-latency.ts';
import { LONG_PDF_PAGES } from './bench-helpers.ts';
import { reportDocumentBenchmarks } from './documents.ts';
import { reportEncryptionCost } from './encryption.ts';
import { reportCompareBenchmarks } from './compare.ts';
import { reportFirstResult } from './first-result.ts';
import { reportOcr } from './documents-ocr.ts';
import { reportViewer } from './documents-viewer.ts';
import { reportJobBenchmarks } from './jobs.ts';
import { reportLighthouse } from './lighthouse.ts';
import { makeLongPdf } from './make-long-pdf.ts';
import { reportReliability } from './reliability.ts';
import { reportScale } from './scale.ts';
import { reportSecurity } from './security.ts';
import { reportShareBenchmarks } from './share.ts';
import { measureInitialPageWeight } from './web-bundle.ts';

/**
 * `npm run bench [web|analysis|auth|documents|jobs|first-result|ask|share|compare|encryption]`: measures what the issues set targets
 * for and prints one line per figure. `npm run bench viewer` runs only the viewer part of
 * `documents`, `npm run bench ocr [-- --compare]` only its OCR part (with the compared settings), `npm run bench lighthouse` only the
 * Lighthouse part of `web`. Timings are medians over many inputs; sizes are exact.
 * `npm run bench reliability [-- --help]` (abuse, kill -9, locks and floods against the real
 * server; several minutes) and `npm run bench security [-- --db sqlite|postgres]` (issue 29's
 * eleven attacks, again) run only when named, never as part of 'all'.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const selected = process.argv[2] ?? 'all';

if (selected === 'all' || selected === 'web') {
  if (isWebBuildStale(projectRoot)) await buildWeb(projectRoot);
  const landing = measureInitialPageWeight(
    getWebDirectory(projectRoot),
    'app/routes/landing-page.tsx',
  );
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('web: landing page initial JavaScript (gzip):', kib(landing.javascriptGzipBytes));
  console.log('web: landing page initial CSS (gzip):', kib(landing.cssGzipBytes));
}

if (selected === 'all' || selected === 'web' || selected === 'lighthouse') {
  if (isWebBuildStale(projectRoot)) await buildWeb(projectRoot);
  await reportLighthouse(projectRoot);
}

if (selected === 'all' || selected === 'analysis') {
  if (!existsSync(path.join(DATA_DIRECTORY, 'cuad'))) {
    console.log(`analysis: skipped (no CUAD data in ${DATA_DIRECTORY})`);
  } else {
    const speed = measureAnalysisSpeed(loadCuadContracts());
    console.log(`analysis: ${speed.contracts} CUAD dev contracts, one core`);
    console.log(
      `analysis: median ${speed.medianMsPer10kWords.toFixed(0)} ms per 10,000 words (p90 ${speed.p90MsPer10kWords.toFixed(0)}, all words together ${speed.overallMsPer10kWords.toFixed(0)})`,
    );
    console.log(`analysis: peak memory (RSS) ${speed.peakRssMiB.toFixed(0)} MiB`);
  }
}

if (selected === 'all' || selected === 'auth') {
  for (const grant of await measureAuthLatency())
    console.log(
      `auth: POST /auth/v1/token?grant_type=${grant.grant}: p50 ${grant.p50} ms, p99 ${grant.p99} ms (${grant.requestsPerSecond.toFixed(0)} req/s, ${grant.requests} requests, ${grant.errors} failed; 10 connections, loopback)`,
    );
}

if (selected === 'all' || selected === 'documents') {
  await reportDocumentBenchmarks(projectRoot, DATA_DIRECTORY);
}

if (selected === 'ocr') {
  await reportOcr(path.join(DATA_DIRECTORY, 'cuad', 'pdf'), {
    compare: process.argv.includes('--compare'),
  });
}

if (selected === 'viewer') {
  await reportViewer(projectRoot, await makeLongPdf(LONG_PDF_PAGES));
}

if (selected === 'all' || selected === 'jobs') {
  await reportJobBenchmarks(projectRoot, DATA_DIRECTORY);
}

if (selected === 'all' || selected === 'first-result') {
  await reportFirstResult(projectRoot);
}

if (selected === 'all' || selected === 'share') {
  await reportShareBenchmarks(projectRoot, DATA_DIRECTORY);
}

if (selected === 'all' || selected === 'compare') {
  await reportCompareBenchmarks(projectRoot, DATA_DIRECTORY);
}

if (selected === 'all' || selected === 'encryption') {
  await reportEncryptionCost(projectRoot);
}

if (selected === 'all' || selected === 'ask') {
  await reportAskBenchmarks(projectRoot, DATA_DIRECTORY);
}

if (selected === 'reliability') {
  await reportReliability(projectRoot, process.argv.slice(3));
}

if (selected === 'security') {
  await reportSecurity(projectRoot, process.argv.slice(3));
}

if (selected === 'scale') {
  await reportScale();
}
