import { existsSync } from 'node:fs';
import { makeScannedPdf } from '../../core/parsing/ocr/make-scanned-pdf.test-support.ts';
import { ocrPdfPages } from '../../core/parsing/ocr/ocr-pdf-pages.ts';
import { DEFAULT_OCR_DPI } from '../../core/parsing/ocr/render-pdf-page.ts';
import { loadNote, median, seconds } from './bench-helpers.ts';
import { contractLines } from './make-long-pdf.ts';
import { makeScannedSamples, measureOcrAccuracy, type ScannedSamples } from './ocr-accuracy.ts';

// The settings compared in docs/decisions/020-ocr-speed.md, one worker each so that the
// processor time a page compares like with like.
const COMPARED_SETTINGS = [
  { dpi: 300, cropToText: false },
  { dpi: 300, cropToText: true },
  { dpi: 240, cropToText: true },
  { dpi: 200, cropToText: false },
  { dpi: 200, cropToText: true },
  { dpi: 150, cropToText: true },
] as const;

/**
 * OCR: seconds a page and start-up cost on a generated three-page scan, then accuracy, speed and
 * memory on real contract pages scanned with flaws (ocr-accuracy.ts), with the default settings;
 * with `compare`, also with each of the compared settings (several minutes each).
 */
export async function reportOcr(cuadPdfDirectory: string, { compare = false } = {}) {
  await reportGeneratedScan();
  if (!existsSync(cuadPdfDirectory)) {
    console.log(`documents: OCR accuracy skipped (no CUAD PDFs in ${cuadPdfDirectory})`);
    return;
  }
  const scanned = await makeScannedSamples(cuadPdfDirectory);
  await reportScannedContracts(scanned);
  if (!compare) return;
  for (const settings of COMPARED_SETTINGS) {
    const report = await measureOcrAccuracy(scanned, { ...settings, workers: 1 });
    console.log(
      `documents:   ${settings.dpi} dpi, ${settings.cropToText ? 'text area' : 'whole page'}, one worker: word F1 ${percent(report.meanF1)} (sd ${percent(report.spreadF1)}, worst ${percent(report.worstF1)}, ${report.unreadPages} unread), processor ${seconds(report.cpuMsPerPage)}/page (${loadNote()})`,
    );
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

async function reportGeneratedScan() {
  // Lines of at most 85 characters fit the scan's width at its 11 pt font.
  const lines = contractLines(75, 85, (text) => text.length);
  const pages = [lines.slice(0, 25), lines.slice(25, 50), lines.slice(50, 75)];
  const scan = await makeScannedPdf(pages);
  const started = performance.now();
  const recognised = await ocrPdfPages(scan.bytes, [1, 2, 3]);
  const wallMs = performance.now() - started;
  const pageMs = recognised.map((page) => page.durationMs);
  const confidences = recognised.flatMap((page) =>
    page.confidence === null ? [] : [page.confidence],
  );
  const meanConfidence =
    confidences.reduce((sum, value) => sum + value, 0) / (confidences.length || 1);
  const drawnWords = scan.words.flat().length;
  const readWords = recognised.reduce((sum, page) => sum + page.words.length, 0);
  console.log(
    `documents: OCR, scanned PDF of 3 pages x 25 lines at 200 dpi (${recognised.filter((page) => page.status === 'recognized').length}/3 pages recognised; ${loadNote()})`,
  );
  console.log(
    `documents:   median ${seconds(median(pageMs))}/page (render + recognise; pages ${pageMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s, read side by side); whole document ${seconds(wallMs)}, ${seconds(wallMs / pages.length)}/page with engine start`,
  );
  console.log(
    `documents:   mean confidence ${(meanConfidence * 100).toFixed(1)}%, ${readWords} words read of ${drawnWords} drawn`,
  );
}

async function reportScannedContracts(scanned: ScannedSamples) {
  let peakRss = process.memoryUsage.rss();
  // Tesseract's workers are threads of this process, so the process's RSS includes them.
  const sampling = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  const report = await measureOcrAccuracy(scanned).finally(() => clearInterval(sampling));
  console.log(
    `documents: OCR of ${report.pages} real contract pages (${report.documents} CUAD documents) printed and scanned back with seeded flaws, read as one document at ${DEFAULT_OCR_DPI} dpi (${loadNote()})`,
  );
  console.log(
    `documents:   word F1 ${percent(report.meanF1)} (sd ${percent(report.spreadF1)}, worst page ${percent(report.worstF1)}; recall ${percent(report.meanRecall)}, precision ${percent(report.meanPrecision)}) against each page's text layer; ${report.unreadPages} pages unread (timed out or failed)`,
  );
  console.log(
    `documents:   ${seconds(report.wallMsPerPage)}/page for the document, median page ${seconds(report.medianPageMs)}, processor ${seconds(report.cpuMsPerPage)}/page; peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MiB`,
  );
}
