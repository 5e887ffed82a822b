import { makeScannedPdf } from '../../core/parsing/ocr/make-scanned-pdf.test-support.ts';
import { ocrPdfPages } from '../../core/parsing/ocr/ocr-pdf-pages.ts';
import { loadNote, median, seconds } from './bench-helpers.ts';
import { contractLines } from './make-long-pdf.ts';

/** OCR of a generated three-page scan: seconds a page, start-up cost and how much it read. */
export async function reportOcr() {
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
    `documents:   median ${seconds(median(pageMs))}/page (render + recognise; pages ${pageMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s); engine start and PDF open ${seconds(wallMs - pageMs.reduce((sum, ms) => sum + ms, 0))}`,
  );
  console.log(
    `documents:   mean confidence ${(meanConfidence * 100).toFixed(1)}%, ${readWords} words read of ${drawnWords} drawn`,
  );
}
