import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getWebDirectory } from '../../bin/web-build.ts';
import { loadNote, median } from './bench-helpers.ts';
import { CHROMIUM, withBenchServer } from './bench-server.ts';

/**
 * Lighthouse on the landing page: the real server on a throwaway data directory serving the
 * built web app, audited by the lighthouse CLI in headless Chromium with its mobile (the
 * default, throttled) and desktop presets.
 */

/**
 * Runs per preset; each figure is their median. On a shared machine one run's performance score
 * swings by ten points (the simulated throttling multiplies whatever CPU time the run got).
 */
const RUNS = 5;

const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

/** Headless Chromium as machine-notes row 2d runs it for Lighthouse, minus the profile. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const METRICS = [
  { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { audit: 'speed-index', label: 'Speed Index', unit: 'ms' },
] as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The part of a Lighthouse result (LHR) the report reads. */
interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** Prints the scores and metrics of each preset, or one line saying why they were skipped. */
export async function reportLighthouse(projectRoot: string) {
  if (!existsSync(path.join(getWebDirectory(projectRoot), 'index.html'))) {
    console.log('web: lighthouse skipped (no web build)');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`web: lighthouse skipped (no ${CHROMIUM})`);
    return;
  }
  await withBenchServer(projectRoot, 'lighthouse', async (baseUrl) => {
    for (const preset of PRESETS) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run += 1) results.push(await runWithRetries(baseUrl, preset));
      printMedians(preset, results);
    }
  });
}

function printMedians(preset: Preset, results: readonly LighthouseResult[]) {
  const score = (category: string) =>
    Math.round(median(results.map((result) => result.categories[category]?.score ?? 0)) * 100);
  const scores = CATEGORIES.map((category) => `${category} ${score(category)}`).join(', ');
  const metrics = METRICS.map(({ audit, label, unit }) => {
    const value = median(results.map((result) => result.audits[audit]?.numericValue ?? 0));
    return unit === 'ms' ? `${label} ${Math.round(value)} ms` : `${label} ${value.toFixed(3)}`;
  }).join(', ');
  console.log(
    `web: lighthouse / (${preset}, median of ${results.length}): ${scores}; ${metrics} (${loadNote()})`,
  );
}

const runFile = promisify(execFile);
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * A run that fails to record its trace (NO_NAVSTART, NO_FCP on a busy machine) is one Lighthouse
 * itself says to run again; a third failure in a row is a real problem.
 */
async function runWithRetries(url: string, preset: Preset): Promise<LighthouseResult> {
  const maxAttempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, preset);
    } catch (error) {
      if (attempt === maxAttempts) throw error;
    }
  }
}

/** One Lighthouse run in a fresh Chromium profile (an empty cache, as a first visit has). */
async function runLighthouse(url: string, preset: Preset): Promise<LighthouseResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'legal-explainer-lighthouse-'));
  try {
    const { stdout } = await runFile(
      process.execPath,
      [
        lighthouseCli,
        `${url}/`,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout) as LighthouseResult;
    if (result.runtimeError) {
      throw new Error(
        `Lighthouse failed: ${result.runtimeError.code} ${result.runtimeError.message}`,
      );
    }
    return result;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
