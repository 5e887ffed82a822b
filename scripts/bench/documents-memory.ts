import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ReadingThreads } from '../../server/reading/reading-threads.ts';
import { LONG_PDF_PAGES, loadNote, median, RUNS, seconds } from './bench-helpers.ts';
import { makeLongPdf } from './make-long-pdf.ts';

/**
 * Memory and time of a long PDF read the way the server reads it (ReadingThreads, a worker
 * thread). The parent prints; a child process, this module re-run, measures.
 */

/** What the child process measuring a long extraction sends back (one JSON line). */
interface ExtractionMeasurement {
  rssStartMiB: number;
  rssWarmMiB: number;
  /** Per run: wall time and the highest RSS seen. */
  runs: { durationMs: number; peakRssMiB: number }[];
}

/** The argument that makes this module measure one extraction and exit (see the end). */
const EXTRACTION_CHILD_ARGUMENT = 'measure-extraction';

/**
 * RSS is process-wide, and by now this process holds the heaps of the earlier sections (and
 * memory freed there is reused, hiding growth). So the measurement runs in a fresh process:
 * node with tsx, this module as the entry (so the child loads only what this file imports), the
 * PDF in a temporary file.
 */
export async function reportLongPdfExtraction(bytes: Uint8Array) {
  const directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-extraction-'));
  try {
    const file = path.join(directory, 'long.pdf');
    writeFileSync(file, bytes);
    const measured = await runExtractionChild(file);
    const durations = measured.runs.map((run) => run.durationMs);
    const peaks = measured.runs.map((run) => run.peakRssMiB - measured.rssWarmMiB);
    const highest = Math.max(...measured.runs.map((run) => run.peakRssMiB));
    console.log(
      `documents: ${LONG_PDF_PAGES}-page PDF through ReadingThreads (worker thread, as the server), fresh process, ${RUNS} runs on one warm worker; ${loadNote()}`,
    );
    console.log(
      `documents:   time median ${seconds(median(durations))} (${(median(durations) / LONG_PDF_PAGES).toFixed(1)} ms/page; runs ${durations.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
    );
    console.log(
      `documents:   peak RSS +${(peaks[0] ?? 0).toFixed(0)} MiB over the idle warm worker on the first run (headline), runs ${peaks.map((peak) => `+${peak.toFixed(0)}`).join(', ')} MiB (process RSS sampled every 50 ms)`,
    );
    console.log(
      `documents:   process RSS: ${measured.rssStartMiB.toFixed(0)} MiB at start, ${measured.rssWarmMiB.toFixed(0)} MiB with the warm worker, ${highest.toFixed(0)} MiB at the highest peak (+${(highest - measured.rssStartMiB).toFixed(0)} MiB counting the worker's start and warm-up)`,
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function runExtractionChild(file: string): Promise<ExtractionMeasurement> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        EXTRACTION_CHILD_ARGUMENT,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as ExtractionMeasurement);
      else reject(new Error(`The extraction measurement failed (exit ${code}): ${output}`));
    });
  });
}

/** In the child: warm a worker as the server would, then RUNS sampled extractions of the file. */
async function measureExtractionInThisProcess(file: string): Promise<ExtractionMeasurement> {
  const bytes = new Uint8Array(readFileSync(file));
  const toMiB = (value: number) => value / 1024 / 1024;
  const workers = new ReadingThreads();
  try {
    globalThis.gc?.();
    const rssStart = process.memoryUsage.rss();
    // The server keeps its workers warm (pdf.js loaded); a one-page file warms this one.
    await workers.run(await makeLongPdf(1)).result;
    globalThis.gc?.();
    const rssWarm = process.memoryUsage.rss();
    const runs: ExtractionMeasurement['runs'] = [];
    for (let run = 0; run < RUNS; run++) {
      const { durationMs, peakRss, pages } = await sampleExtraction(workers, bytes);
      if (pages !== LONG_PDF_PAGES) throw new Error(`Read ${pages} pages, not ${LONG_PDF_PAGES}`);
      runs.push({ durationMs, peakRssMiB: toMiB(peakRss) });
    }
    return { rssStartMiB: toMiB(rssStart), rssWarmMiB: toMiB(rssWarm), runs };
  } finally {
    await workers.close();
  }
}

/** One extraction with the process's RSS sampled every 50 ms (the worker shares the process). */
async function sampleExtraction(workers: ReadingThreads, bytes: Uint8Array) {
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  const started = performance.now();
  try {
    const document = await workers.run(bytes).result;
    const durationMs = performance.now() - started;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { durationMs, peakRss, pages: document.pages.length };
  } finally {
    clearInterval(sampler);
  }
}

// Run as `node --import tsx documents-memory.ts measure-extraction <file>` by
// reportLongPdfExtraction: measure, print the result as one JSON line, and exit (the worker pool
// is closed by then). The main-module check keeps importing this file from running it.
if (
  process.argv[2] === EXTRACTION_CHILD_ARGUMENT &&
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  console.log(JSON.stringify(await measureExtractionInThisProcess(process.argv[3] ?? '')));
}
