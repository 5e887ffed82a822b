import { createCanvas } from '@napi-rs/canvas';
import type {
  PDFDocumentProxy,
  PDFPageProxy,
  RenderTask,
} from 'pdfjs-dist/types/src/display/api.js';
import { AppError } from '../../../common/errors/app-error.ts';
import { openPdf } from '../open-pdf.ts';
import { findTextArea } from './find-text-area.ts';
import { encodePgm, toGreyscale, type PixelRectangle } from './greyscale-page.ts';

/**
 * 200 dpi: on real contract pages scanned with flaws it read as well as 300 dpi (word F1 97.8%
 * against 97.4%) for four fifths of the processor time (docs/decisions/020-ocr-speed.md); 10 pt
 * body text gets an x-height of about 13 px. 150 dpi also held on those pages but leaves 7-8 pt
 * fine print near 7 px, below where Tesseract's accuracy falls off.
 */
export const DEFAULT_OCR_DPI = 200;

/**
 * About 12.6 megapixels: a US Legal page at 300 dpi. Larger pages are rendered at a lower
 * resolution, which keeps one page's canvas near 50 MB and Tesseract's copies of it bounded.
 */
export const DEFAULT_MAX_PIXELS = 2550 * 4950;

// Skia and Leptonica both handle this comfortably; a very long, thin page is scaled to fit.
const MAX_SIDE_PIXELS = 16_384;

/**
 * A PDF page as a greyscale image (PGM) of its text area, with what it takes to turn the image's
 * pixels back into PDF points.
 */
export interface RenderedPage {
  pageNumber: number;
  image: Uint8Array;
  /** Where the image lies on the whole rendered page, in pixels. */
  area: PixelRectangle;
  /** The whole rendered page's size in pixels. */
  pixelWidth: number;
  pixelHeight: number;
  /** The page's size in PDF points after its rotation and crop box, as the text runs use. */
  width: number;
  height: number;
  /** Pixels per point; below DEFAULT_OCR_DPI / 72 when the page had to be scaled down. */
  scale: number;
}

/** How to render: resolution, the pixel budget, whether to keep only the text, a way to stop. */
export interface RenderOptions {
  dpi?: number;
  maxPixels?: number;
  /** Crop the image to the page's ink and a margin (findTextArea); on unless turned off. */
  cropToText?: boolean;
  signal?: AbortSignal;
}

/** An opened PDF that renders pages one at a time; close it when done. */
export interface PdfRenderer {
  pageCount: number;
  /** The page's size in PDF points after its rotation and crop box. */
  getPageSize(pageNumber: number): Promise<{ width: number; height: number }>;
  renderPage(pageNumber: number, options?: RenderOptions): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** Opens a PDF for rendering; fails with INVALID_DOCUMENT when it cannot be read. */
export async function openPdfRenderer(bytes: Uint8Array): Promise<PdfRenderer> {
  const loadingTask = openPdf(bytes);
  let pdf: PDFDocumentProxy;
  try {
    pdf = await loadingTask.promise;
  } catch (error) {
    await loadingTask.destroy();
    throw new AppError('INVALID_DOCUMENT', 'This PDF cannot be opened for text recognition.', {
      cause: error,
    });
  }
  return {
    pageCount: pdf.numPages,
    async getPageSize(pageNumber) {
      const page = await pdf.getPage(pageNumber);
      const { width, height } = page.getViewport({ scale: 1 });
      return { width, height };
    },
    renderPage: (pageNumber, options) => renderOpenedPage(pdf, pageNumber, options),
    close: () => loadingTask.destroy(),
  };
}

/** Renders one page of a PDF to an image; opens and closes the document around it. */
export async function renderPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  options?: RenderOptions,
): Promise<RenderedPage> {
  const renderer = await openPdfRenderer(bytes);
  try {
    return await renderer.renderPage(pageNumber, options);
  } finally {
    await renderer.close();
  }
}

/** The pixels per point for a page: the wanted dpi, lowered to stay inside the pixel budget. */
export function chooseScale(
  width: number,
  height: number,
  dpi = DEFAULT_OCR_DPI,
  maxPixels = DEFAULT_MAX_PIXELS,
): number {
  const wanted = dpi / 72;
  const byArea = Math.sqrt(maxPixels / (width * height));
  const bySide = MAX_SIDE_PIXELS / Math.max(width, height);
  return Math.min(wanted, byArea, bySide);
}

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

async function renderOpenedPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  {
    dpi = DEFAULT_OCR_DPI,
    maxPixels = DEFAULT_MAX_PIXELS,
    cropToText = true,
    signal,
  }: RenderOptions = {},
): Promise<RenderedPage> {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) {
    throw new RangeError(`Page ${pageNumber} is not in this ${pdf.numPages}-page PDF.`);
  }
  signal?.throwIfAborted();
  const page = await pdf.getPage(pageNumber);
  try {
    const pointViewport = page.getViewport({ scale: 1 });
    const { width, height } = pointViewport;
    if (!(width > 0 && height > 0)) {
      throw new AppError('INVALID_DOCUMENT', `Page ${pageNumber} of this PDF has no size.`);
    }
    const scale = chooseScale(width, height, dpi, maxPixels);
    const viewport = page.getViewport({ scale });
    // Rounded down, so the budget holds; at most a sliver under a pixel is lost at the edges.
    const canvas = createCanvas(
      Math.max(1, Math.floor(viewport.width)),
      Math.max(1, Math.floor(viewport.height)),
    );
    const context = canvas.getContext('2d');
    const task: RenderTask = page.render({
      // pdf.js types its canvas as the DOM's; @napi-rs/canvas is the one it uses itself in Node.
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
      background: 'rgb(255,255,255)',
    });
    const cancel = () => task.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      await task.promise;
    } catch (error) {
      signal?.throwIfAborted();
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    signal?.throwIfAborted();
    const greyscale = toGreyscale(
      context.getImageData(0, 0, canvas.width, canvas.height).data,
      canvas.width,
      canvas.height,
    );
    const area = cropToText
      ? findTextArea(greyscale, scale)
      : { left: 0, top: 0, width: canvas.width, height: canvas.height };
    return {
      pageNumber,
      image: encodePgm(greyscale, area),
      area,
      pixelWidth: canvas.width,
      pixelHeight: canvas.height,
      width,
      height,
      // The drawing uses exactly this scale; the canvas is only rounded to whole pixels.
      scale,
    };
  } finally {
    page.cleanup();
  }
}
