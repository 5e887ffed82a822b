import {
  createOcrEngine,
  type OcrEngine,
  type OcrWord,
  type RecognizedText,
} from './recognize-page.ts';
import { openPdfRenderer } from './render-pdf-page.ts';

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
  /** Aborting stops the run at once (the worker is terminated) and rejects with the reason. */
  signal?: AbortSignal;
  pageTimeoutMs?: number;
  dpi?: number;
  maxPixels?: number;
}

export type { OcrWord };

/**
 * Reads the given pages (numbers from 1) of a PDF with OCR, in the order given, with one
 * Tesseract worker for all of them. Fails with INVALID_DOCUMENT when the PDF cannot be opened
 * and with a RangeError for a page number the PDF does not have.
 */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  options: OcrPdfPagesOptions = {},
): Promise<OcrPage[]> {
  const { onProgress, signal, pageTimeoutMs = DEFAULT_PAGE_TIMEOUT_MS } = options;
  signal?.throwIfAborted();
  const renderer = await openPdfRenderer(bytes);
  let engine: OcrEngine | null = null;
  try {
    const invalid = pageNumbers.find(
      (number) => !Number.isInteger(number) || number < 1 || number > renderer.pageCount,
    );
    if (invalid !== undefined) {
      throw new RangeError(`Page ${invalid} is not in this ${renderer.pageCount}-page PDF.`);
    }
    if (pageNumbers.length === 0) return [];
    // Started outside the pages' try: a worker that cannot start is a broken installation,
    // which must fail loudly rather than come back as pages without text.
    const startTimeout = AbortSignal.timeout(ENGINE_START_TIMEOUT_MS);
    engine = await createOcrEngine(signal ? AbortSignal.any([signal, startTimeout]) : startTimeout);
    const pages: OcrPage[] = [];
    for (const pageNumber of pageNumbers) {
      const startedAt = performance.now();
      const timeout = AbortSignal.timeout(pageTimeoutMs);
      const pageSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let size = { width: 0, height: 0 };
      let page: OcrPage;
      try {
        size = await renderer.getPageSize(pageNumber);
        const image = await renderer.renderPage(pageNumber, { ...options, signal: pageSignal });
        engine ??= await createOcrEngine(pageSignal);
        const recognized = await engine.recognize(image, pageSignal);
        page = { pageNumber, status: 'recognized', ...size, ...recognized, durationMs: 0 };
      } catch (error) {
        signal?.throwIfAborted();
        // After a timeout or a failed job the worker is terminated or suspect: start afresh.
        await engine?.terminate();
        engine = null;
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
      pages.push(page);
      onProgress?.({ pageNumber, completed: pages.length, total: pageNumbers.length });
    }
    return pages;
  } finally {
    await engine?.terminate();
    await renderer.close();
  }
}
