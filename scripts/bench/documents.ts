import path from 'node:path';
import { LONG_PDF_PAGES } from './bench-helpers.ts';
import { reportLongPdfExtraction } from './documents-memory.ts';
import { reportOcr } from './documents-ocr.ts';
import { reportTextExtraction } from './documents-text-extraction.ts';
import { reportViewer } from './documents-viewer.ts';
import { makeLongPdf } from './make-long-pdf.ts';

/**
 * `npm run bench documents`: how fast and how big reading documents is, for the closing
 * note. Text extraction against poppler's pdftotext, OCR per page, the memory and time of a
 * 300-page PDF read the way the server reads it, and the viewer's time to its first page.
 * Timings are medians over several runs; rivals are run interleaved, so a machine busy with
 * other work slows both sides alike.
 */
export async function reportDocumentBenchmarks(projectRoot: string, dataDirectory: string) {
  await reportTextExtraction(path.join(dataDirectory, 'cuad', 'pdf'));
  await reportOcr(path.join(dataDirectory, 'cuad', 'pdf'));
  // One PDF for both sections that read it, so they read the same bytes.
  const longPdf = await makeLongPdf(LONG_PDF_PAGES);
  console.log(
    `documents: test PDF ${LONG_PDF_PAGES} pages, ${(longPdf.length / 1024).toFixed(0)} KiB (pdf-lib, ~45 lines of Helvetica 10 pt a page)`,
  );
  await reportLongPdfExtraction(longPdf);
  await reportViewer(projectRoot, longPdf);
}
