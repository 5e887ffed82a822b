import {
  createOcrEngine,
  type OcrEngine,
  type OcrWord,
  type RecognizedText,
} from './recognize-page.ts';
import { openPdfRenderer, type PdfRenderer } from './render-pdf-page.ts';

/**
 * How long one page may take, rendering and recognition together. A dense page takes a few
 * seconds on two busy cores; a minute only runs out on a pathological page.
 */
export const DEFAULT_PAGE_TIMEOUT_MS = 60_000;

// Starting a worker takes about a second (loading the WebAssembly core and the language data).
const ENGINE_START_TIMEOUT_MS = 30_000;

/**
 * One page read by OCR. `recognized` pages carry text; a page that ran out of time or could not
 * be rendered or read comes back `timed-out` or `failed` with no text, and the others go on.
 */
export interface OcrPage extends RecognizedText {
  pageNumber: number;
  status: 'recognized' | 'timed-out' | 'failed';
  /** The page's size in PDF points (after rotation and crop box), the frame of the boxes. */
  width: number;
  height: number;
  durationMs: number;
  /** Why a `failed` page failed, for the logs. */
  failure?: string;
}

/** Reported after each page, so a caller can show "page 3 of 12". */
export interface OcrProgress {
  pageNumber: number;
  completed: number;
  total: number;
}

/** Progress, cancellation and the limits of one OCR run. */
export interface OcrPdfPagesOptions {
  onProgress?: (progress: OcrProgress) => void;
  /** Aborting stops the run at once (the workers are terminated) and rejects with the reason. */
  signal?: AbortSignal;
  pageTimeoutMs?: number;
  dpi?: number;
  maxPixels?: number;
  cropToText?: boolean;
  /** Tesseract workers reading pages side by side; DEFAULT_OCR_WORKERS unless given. */
  workers?: number;
}

/**
 * Two, one a core: Tesseract reads a page on one thread, so a scanned document read alone uses
 * both cores. The second worker adds about 110 MB to the process at its peak (Tesseract's
 * memory is its own, outside the reading thread's heap) and takes a second to start, so a
 * single scanned page gets one. Two readings at once may run four on two cores: each goes at
 * half speed, as with one worker each, for the memory of two more workers.
 */
export const DEFAULT_OCR_WORKERS = 2;

export type { OcrWord };

/**
 * Reads the given pages (numbers from 1) of a PDF with OCR; the pages come back in the order
 * given, while progress is reported as each is done. Fails with INVALID_DOCUMENT when the PDF
 * cannot be opened and with a RangeError for a page number the PDF does not have.
 */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  options: OcrPdfPagesOptions = {},
): Promise<OcrPage[]> {
  const { onProgress, signal, workers = DEFAULT_OCR_WORKERS } = options;
  signal?.throwIfAborted();
  const renderer = await openPdfRenderer(bytes);
  try {
    const invalid = pageNumbers.find(
      (number) => !Number.isInteger(number) || number < 1 || number > renderer.pageCount,
    );
    if (invalid !== undefined) {
      throw new RangeError(`Page ${invalid} is not in this ${renderer.pageCount}-page PDF.`);
    }
    if (pageNumbers.length === 0) return [];
    const pages: OcrPage[] = [];
    let next = 0;
    let completed = 0;
    // Each reader takes the next page not yet taken, so a slow page holds up only its reader.
    const readPages = async (engine: OcrEngine) => {
      let current: OcrEngine | null = engine;
      try {
        for (let index = next++; index < pageNumbers.length; index = next++) {
          const pageNumber = pageNumbers[index] ?? 0;
          const read = await readPage(renderer, current, pageNumber, options);
          current = read.engine;
          pages[index] = read.page;
          completed += 1;
          onProgress?.({ pageNumber, completed, total: pageNumbers.length });
        }
      } finally {
        await current?.terminate();
      }
    };
    // All engines start before any page is read, outside the pages' error handling: a worker
    // that cannot start is a broken installation, which must fail loudly rather than come back
    // as pages without text.
    const engines = await startEngines(Math.max(1, Math.min(workers, pageNumbers.length)), signal);
    const runs = await Promise.allSettled(engines.map(readPages));
    // Every reader has stopped and terminated its worker; the first failure is the cause.
    const failed = runs.find((run) => run.status === 'rejected');
    if (failed) throw failed.reason;
    return pages;
  } finally {
    await renderer.close();
  }
}

/** Starts `count` Tesseract workers side by side; if one cannot start, none is left running. */
async function startEngines(count: number, signal?: AbortSignal): Promise<OcrEngine[]> {
  const startTimeout = AbortSignal.timeout(ENGINE_START_TIMEOUT_MS);
  const startSignal = signal ? AbortSignal.any([signal, startTimeout]) : startTimeout;
  const starts = await Promise.allSettled(
    Array.from({ length: count }, () => createOcrEngine(startSignal)),
  );
  const engines = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(engines.map((engine) => engine.terminate()));
    throw failed.reason;
  }
  return engines;
}

/**
 * Renders and reads one page. A page that runs out of time or fails comes back without text;
 * its worker is then terminated (after a timeout or a failed job it is gone or suspect) and the
 * next page starts a fresh one. Rejects only when the whole run is aborted.
 */
async function readPage(
  renderer: PdfRenderer,
  engine: OcrEngine | null,
  pageNumber: number,
  options: OcrPdfPagesOptions,
): Promise<{ page: OcrPage; engine: OcrEngine | null }> {
  const { signal, pageTimeoutMs = DEFAULT_PAGE_TIMEOUT_MS } = options;
  const startedAt = performance.now();
  const timeout = AbortSignal.timeout(pageTimeoutMs);
  const pageSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let size = { width: 0, height: 0 };
  let current = engine;
  let page: OcrPage;
  try {
    size = await renderer.getPageSize(pageNumber);
    const image = await renderer.renderPage(pageNumber, { ...options, signal: pageSignal });
    current ??= await createOcrEngine(pageSignal);
    const recognized = await current.recognize(image, pageSignal);
    page = { pageNumber, status: 'recognized', ...size, ...recognized, durationMs: 0 };
  } catch (error) {
    await current?.terminate();
    current = null;
    signal?.throwIfAborted();
    page = {
      pageNumber,
      status: timeout.aborted ? 'timed-out' : 'failed',
      ...size,
      text: '',
      words: [],
      confidence: null,
      durationMs: 0,
    };
    if (!timeout.aborted) page.failure = error instanceof Error ? error.message : String(error);
  }
  page.durationMs = Math.round(performance.now() - startedAt);
  return { page, engine: current };
}
