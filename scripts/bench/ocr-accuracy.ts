import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { openPdf } from '../../core/parsing/open-pdf.ts';
import { ocrPdfPages, type OcrPdfPagesOptions } from '../../core/parsing/ocr/ocr-pdf-pages.ts';
import { median } from './bench-helpers.ts';
import { createRandom } from '../train/random.ts';
import { drawScanFlaws, makeDegradedScan, type ScanFlaws } from './make-degraded-scan.ts';
import { measureWordAccuracy } from './word-accuracy.ts';

/** One real contract page, scanned with flaws, and the words its text layer holds. */
export interface ScannedSample {
  document: string;
  pageNumber: number;
  flaws: ScanFlaws;
  truth: string;
}

/** The scanned pages, bound in sample order into one image-only PDF. */
export interface ScannedSamples {
  samples: ScannedSample[];
  pdf: Uint8Array;
}

/** Accuracy and speed of OCR with some settings over the whole sample. */
export interface OcrAccuracyReport {
  pages: number;
  documents: number;
  meanF1: number;
  /** Standard deviation of the pages' F1: how far one page may stray from the mean. */
  spreadF1: number;
  worstF1: number;
  /** Pages that timed out or failed: on a machine too busy, a page may run out of time. */
  unreadPages: number;
  meanRecall: number;
  meanPrecision: number;
  medianPageMs: number;
  /** Processor time of all threads over the pages: the cost a page, however busy the machine. */
  cpuMsPerPage: number;
  /** Wall time of the whole sample over the pages: what a long scanned document costs a page. */
  wallMsPerPage: number;
}

const SEED = 20;
const DOCUMENTS = 12;
const PAGES_PER_DOCUMENT = 2;
// Cover pages and signature blocks say little about reading body text.
const MIN_WORDS_ON_PAGE = 80;

/**
 * Real contract pages from CUAD (which have a text layer, the truth), printed and scanned back
 * with seeded flaws: the same 24 pages of 12 documents with the same flaws on every run.
 */
export async function makeScannedSamples(cuadPdfDirectory: string): Promise<ScannedSamples> {
  const random = createRandom(SEED);
  const documents = readdirSync(cuadPdfDirectory)
    .filter((name) => /\.pdf$/i.test(name))
    .sort()
    .slice(0, DOCUMENTS);
  const samples: ScannedSample[] = [];
  const bound = await PDFDocument.create();
  for (const document of documents) {
    const bytes = new Uint8Array(readFileSync(path.join(cuadPdfDirectory, document)));
    const texts = await readPageTexts(bytes);
    const candidates = texts.flatMap((text, index) =>
      text.split(/\s+/).length >= MIN_WORDS_ON_PAGE ? [index + 1] : [],
    );
    for (let pick = 0; pick < PAGES_PER_DOCUMENT && candidates.length > 0; pick++) {
      const [pageNumber] = candidates.splice(Math.floor(random() * candidates.length), 1);
      if (pageNumber === undefined) continue;
      const flaws = drawScanFlaws(random);
      const scan = await PDFDocument.load(await makeDegradedScan(bytes, pageNumber, flaws, random));
      const [scannedPage] = await bound.copyPages(scan, [0]);
      if (scannedPage) bound.addPage(scannedPage);
      samples.push({ document, pageNumber, flaws, truth: texts[pageNumber - 1] ?? '' });
    }
  }
  return { samples, pdf: await bound.save() };
}

/** Reads the scanned samples as one document with the given settings, as the server would. */
export async function measureOcrAccuracy(
  { samples, pdf }: ScannedSamples,
  settings: Pick<OcrPdfPagesOptions, 'dpi' | 'cropToText' | 'workers'> = {},
): Promise<OcrAccuracyReport> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const pages = await ocrPdfPages(
    pdf,
    samples.map((_, index) => index + 1),
    settings,
  );
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const scores = samples.map((sample, index) =>
    measureWordAccuracy(sample.truth, pages[index]?.text ?? ''),
  );
  const pageMs = pages.map((page) => page.durationMs);
  const f1 = scores.map((score) => score.f1);
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
  const meanF1 = mean(f1);
  return {
    pages: samples.length,
    documents: new Set(samples.map((sample) => sample.document)).size,
    meanF1,
    spreadF1: Math.sqrt(mean(f1.map((value) => (value - meanF1) ** 2))),
    worstF1: Math.min(...f1),
    unreadPages: pages.filter((page) => page.status !== 'recognized').length,
    meanRecall: mean(scores.map((score) => score.recall)),
    meanPrecision: mean(scores.map((score) => score.precision)),
    medianPageMs: median(pageMs),
    cpuMsPerPage: (cpu.user + cpu.system) / 1000 / (samples.length || 1),
    wallMsPerPage: wallMs / (samples.length || 1),
  };
}

/** The text of each page as pdf.js reads its text layer, items joined by spaces. */
async function readPageTexts(bytes: Uint8Array): Promise<string[]> {
  const loadingTask = openPdf(bytes);
  try {
    const pdf = await loadingTask.promise;
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await loadingTask.destroy();
  }
}
