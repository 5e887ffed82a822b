import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from '../../core/parsing/index.ts';
import { loadNote, median, RUNS } from './bench-helpers.ts';

/**
 * Text extraction of the CUAD PDFs: parseDocument (pdf.js, in process) against poppler's
 * pdftotext, the issue's yardstick, each file timed by both in turn.
 */

const PDFTOTEXT = '/usr/bin/pdftotext';
/** The text-extraction target of the issue: at most this many times pdftotext's time. */
const TARGET_RATIO = 3;

interface FileTiming {
  name: string;
  pages: number;
  parseMs: number;
  pdftotextMs: number;
}

const ratioOf = (file: FileTiming) => file.parseMs / file.pdftotextMs;

/** Prints the comparison, or one line saying why it was skipped (no CUAD PDFs, no pdftotext). */
export async function reportTextExtraction(pdfDirectory: string) {
  if (!existsSync(pdfDirectory)) {
    console.log(`documents: text extraction skipped (no CUAD PDFs in ${pdfDirectory})`);
    return;
  }
  if (!existsSync(PDFTOTEXT)) {
    console.log(`documents: text extraction skipped (${PDFTOTEXT} is not installed)`);
    return;
  }
  const files = readdirSync(pdfDirectory)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((name) => path.join(pdfDirectory, name));
  // Loading pdf.js and its fonts once is start-up, not reading, as in the server's warm workers.
  if (files[0]) await parseDocument(readFileSync(files[0]));
  const timings: FileTiming[] = [];
  const failures: string[] = [];
  for (const file of files) {
    try {
      timings.push(await timeFile(file));
    } catch (error) {
      failures.push(`${path.basename(file)}: ${error instanceof Error ? error.message : error}`);
    }
  }
  // What a process costs before it reads anything: pdftotext's times below include it.
  const spawnRuns: number[] = [];
  for (let run = 0; run < RUNS; run++) spawnRuns.push(await timeProcess(PDFTOTEXT, ['-v']));
  const spawnMs = median(spawnRuns);
  printTextExtraction(timings, failures, spawnMs);
}

/** Median of RUNS of each reader on one file, the two alternating so load hits both alike. */
async function timeFile(file: string): Promise<FileTiming> {
  const bytes = readFileSync(file);
  const parseRuns: number[] = [];
  const pdftotextRuns: number[] = [];
  let pages = 0;
  for (let run = 0; run < RUNS; run++) {
    const timeParse = async () => {
      const started = performance.now();
      pages = (await parseDocument(bytes)).pages.length;
      parseRuns.push(performance.now() - started);
    };
    const timePdftotext = async () => pdftotextRuns.push(await timeProcess(PDFTOTEXT, [file, '-']));
    // Alternate who goes first, so neither always meets a warmer file cache or a quieter core.
    if (run % 2) await timeParse().then(timePdftotext);
    else await timePdftotext().then(timeParse);
  }
  return {
    name: path.basename(file),
    pages,
    parseMs: median(parseRuns),
    pdftotextMs: median(pdftotextRuns),
  };
}

/** Wall time of a process from spawn to exit, its output read and thrown away. */
function timeProcess(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

function printTextExtraction(timings: FileTiming[], failures: string[], spawnMs: number) {
  const pages = timings.reduce((sum, file) => sum + file.pages, 0);
  const parseMs = timings.reduce((sum, file) => sum + file.parseMs, 0);
  const pdftotextMs = timings.reduce((sum, file) => sum + file.pdftotextMs, 0);
  const overall = parseMs / pdftotextMs;
  const slowest = timings.reduce<FileTiming | undefined>(
    (worst, file) => (!worst || ratioOf(file) > ratioOf(worst) ? file : worst),
    undefined,
  );
  console.log(
    `documents: text extraction, ${timings.length} CUAD PDFs (${pages} pages), median of ${RUNS} runs each, interleaved; ${loadNote()}`,
  );
  console.log(
    `documents:   parseDocument (pdf.js, in process) ${(parseMs / pages).toFixed(1)} ms/page; pdftotext ${(pdftotextMs / pages).toFixed(1)} ms/page (spawn included: ${spawnMs.toFixed(0)} ms a process)`,
  );
  console.log(
    `documents:   ratio ${overall.toFixed(2)}x (sum of medians), median per-file ratio ${median(timings.map(ratioOf)).toFixed(2)}x, worst ${slowest ? `${ratioOf(slowest).toFixed(2)}x (${slowest.name}, ${slowest.pages} pages)` : 'n/a'}`,
  );
  console.log(
    `documents:   target at most ${TARGET_RATIO}x pdftotext: ${overall <= TARGET_RATIO ? 'met' : 'NOT met'} (overall ${overall.toFixed(2)}x)`,
  );
  for (const failure of failures) console.log(`documents:   failed: ${failure}`);
}
