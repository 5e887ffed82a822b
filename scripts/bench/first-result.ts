import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb, isWebBuildStale } from '../../bin/web-build.ts';
import { loadNote, median } from './bench-helpers.ts';
import { findFreePort, signUpWithTrial, sleep, startServer, stopServer } from './bench-server.ts';
import { measureFirstResult, type FirstResultTimeline } from './first-result-run.ts';
import { makeLongPdf } from './make-long-pdf.ts';

/**
 * `npm run bench first-result`: issue 33's speed targets. A fresh server each round, started as
 * `npm start` starts it (production, its own port and data directory): the time from the
 * process's start to /readyz, then a new user's 30-page text PDF from upload to the analysis in
 * hand, first right after the start (cold) and then again on the same server (warm).
 */

/** Fresh servers, one cold run each. */
const COLD_RUNS = 5;
/** Warm runs on each of those servers, after its cold one. */
const WARM_RUNS_PER_SERVER = 2;
/** The length the issue sets its target for. */
const PAGES = 30;
// How often /readyz is asked while the server starts: fine enough to time the start.
const READY_POLL_MS = 20;

interface Round {
  readyMs: number;
  cold: FirstResultTimeline;
  warm: FirstResultTimeline[];
}

export async function reportFirstResult(projectRoot: string) {
  const pdf = await makeLongPdf(PAGES);
  const rounds: Round[] = [];
  for (let round = 0; round < COLD_RUNS; round++) {
    rounds.push(await measureRound(projectRoot, pdf, round));
  }
  const cold = rounds.map((round) => round.cold);
  const warm = rounds.flatMap((round) => round.warm);
  console.log(
    `first-result: ${PAGES}-page text PDF (${(pdf.length / 1024).toFixed(0)} KiB), upload to analysis in hand over HTTP (analysis asked for right after the upload), real server as \`npm start\` runs it, built-in engine; ${loadNote()}`,
  );
  console.log(
    `first-result:   start to /readyz, median of ${rounds.length}: ${formatSeconds(median(rounds.map((round) => round.readyMs)))} (runs ${listSeconds(rounds.map((round) => round.readyMs))})`,
  );
  printTimelines('cold (first upload after /readyz, fresh process)', cold);
  printTimelines('warm (later uploads, same process)', warm);
}

async function measureRound(projectRoot: string, pdf: Uint8Array, round: number): Promise<Round> {
  // A stale web build would be rebuilt by the start being timed (web/ changes under us).
  if (isWebBuildStale(projectRoot)) await buildWeb(projectRoot);
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-first-result-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = startServer(projectRoot, port, dataDirectory, 'first-result');
  try {
    await waitForReadyClosely(baseUrl, () => server.exitCode !== null);
    const readyMs = performance.now() - started;
    // The sign-ups come first, so the timings below hold uploads and analyses only.
    const users = [];
    for (let run = 0; run <= WARM_RUNS_PER_SERVER; run++)
      users.push(await signUpWithTrial(baseUrl));
    const [coldUser, ...warmUsers] = users;
    if (!coldUser) throw new Error('No user');
    const fileName = `bench-${round}.pdf`;
    const cold = await measureFirstResult(baseUrl, coldUser, pdf, fileName);
    const warm = [];
    for (const user of warmUsers) warm.push(await measureFirstResult(baseUrl, user, pdf, fileName));
    return { readyMs, cold, warm };
  } finally {
    await stopServer(server);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

async function waitForReadyClosely(baseUrl: string, hasExited: () => boolean) {
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt) {
    if (hasExited()) throw new Error('The server stopped while starting');
    const isReady = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return;
    await sleep(READY_POLL_MS);
  }
  throw new Error('The server did not become ready in 120 s');
}

const STEPS: [keyof FirstResultTimeline, string][] = [
  ['uploadMs', 'upload (incl. quick look)'],
  ['readingWaitMs', 'reading queue + reader thread'],
  ['readingMs', 'reading pages'],
  ['analysisWaitMs', 'analysis queue'],
  ['openingMs', 'loading the text'],
  ['engineMs', 'engine (thread + models when cold)'],
  ['resultFetchMs', 'fetching the result'],
];

function printTimelines(label: string, timelines: readonly FirstResultTimeline[]) {
  const totals = timelines.map((timeline) => timeline.totalMs);
  console.log(
    `first-result:   ${label}, median of ${timelines.length}: ${formatSeconds(median(totals))} (runs ${listSeconds(totals)})`,
  );
  const steps = STEPS.map(
    ([key, name]) => `${name} ${median(timelines.map((timeline) => timeline[key])).toFixed(0)} ms`,
  );
  console.log(`first-result:     medians by step: ${steps.join(', ')}`);
}

const formatSeconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const listSeconds = (values: readonly number[]) =>
  `${values.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`;
