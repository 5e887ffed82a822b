import { parseDocument, type ParseOptions } from './index.ts';
import { joinOcrWithTextLayer } from './ocr/join-ocr-with-text-layer.ts';
import { ocrPdfPages, type OcrPage, type OcrPdfPagesOptions } from './ocr/ocr-pdf-pages.ts';
import { ParseError } from './parse-error.ts';
import { createParsedDocument, type PageExtras, type ParsedDocument } from './parsed-document.ts';

/** Where an extraction is: reading the file's pages, then recognising its scanned ones. */
export type ExtractionProgress =
  | {
      phase: 'reading';
      pageNumber: number;
      pageCount: number;
      /** Pages read so far that have no text layer, for OCR to read next. */
      withoutText: number;
    }
  | {
      phase: 'recognising';
      pageNumber: number;
      pageCount: number;
      /** Scanned pages done so far (0 when recognition starts), of `total` to recognise. */
      completed: number;
      total: number;
    };

/** Options of one full extraction: the parse limits, OCR settings, progress and cancelling. */
export interface ExtractOptions {
  limits?: ParseOptions['limits'];
  ocr?: Pick<OcrPdfPagesOptions, 'pageTimeoutMs' | 'dpi'>;
  onProgress?: (progress: ExtractionProgress) => void;
  signal?: AbortSignal;
}

/**
 * Reads a document completely: the text layer of every page, then OCR for the PDF pages whose
 * text layer is missing or too thin to be what they show (scans, also printed from a browser),
 * whose recognised words become the page's text and boxes. The one way a file is read, by the
 * server's reading threads and the command line alike. Fails like parseDocument, and with
 * 'no-text' when even OCR finds nothing.
 */
export async function extractDocument(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ParsedDocument> {
  const { onProgress, signal } = options;
  let withoutText = 0;
  const parsed = await parseDocument(bytes, {
    ...(options.limits && { limits: options.limits }),
    allowMissingText: true,
    onPage: (pageNumber, pageCount, hasText) => {
      if (!hasText) withoutText += 1;
      onProgress?.({ phase: 'reading', pageNumber, pageCount, withoutText });
    },
  });
  signal?.throwIfAborted();
  if (parsed.pagesWithoutText.length === 0) return parsed;

  const pageCount = parsed.pages.length;
  const total = parsed.pagesWithoutText.length;
  const firstScanned = parsed.pagesWithoutText[0] ?? 1;
  onProgress?.({ phase: 'recognising', pageNumber: firstScanned, pageCount, completed: 0, total });
  const recognised = await ocrPdfPages(bytes, parsed.pagesWithoutText, {
    ...options.ocr,
    ...(signal && { signal }),
    onProgress: ({ pageNumber, completed }) =>
      onProgress?.({ phase: 'recognising', pageNumber, pageCount, completed, total }),
  });
  const document = withRecognisedPages(parsed, recognised);
  // Only thin text layers left (a browser's header over pages OCR could not read) is no text.
  if (
    document.text.trim().length === 0 ||
    document.pagesWithoutText.length === document.pages.length
  ) {
    throw new ParseError(
      'no-text',
      'No text could be found in this document, also not by reading its scanned pages.',
    );
  }
  return document;
}

/**
 * The document with what OCR read on each page joined with the page's own (empty or thin) text
 * layer: the recognised words' text and boxes, with the text layer's exact words where OCR read
 * them again (see joinOcrWithTextLayer). Pages where OCR found nothing new keep their text layer
 * and stay listed as without text.
 */
export function withRecognisedPages(
  document: ParsedDocument,
  recognised: readonly OcrPage[],
): ParsedDocument {
  const byNumber = new Map(recognised.map((page) => [page.pageNumber, page]));
  const unread = new Set(document.pagesWithoutText);
  const pageTexts: string[] = [];
  const extras: PageExtras[] = [];
  for (const page of document.pages) {
    const ocr = byNumber.get(page.number);
    const layer = {
      text: document.text.slice(page.start, page.end),
      // Runs are rebased onto their page's text: createParsedDocument shifts them back.
      runs: (page.layout?.runs ?? []).map((run) => ({
        ...run,
        start: run.start - page.start,
        end: run.end - page.start,
      })),
    };
    const joined = ocr?.status === 'recognized' ? joinOcrWithTextLayer(layer, ocr) : null;
    if (ocr && joined && joined.ocrWordCount > 0) {
      unread.delete(page.number);
      pageTexts.push(joined.text);
      extras.push({
        layout: { width: ocr.width, height: ocr.height, runs: joined.runs },
        ocrConfidence: ocr.confidence,
      });
      continue;
    }
    pageTexts.push(layer.text);
    extras.push({
      ...(page.layout && { layout: { ...page.layout, runs: layer.runs } }),
      isWithoutText: unread.has(page.number),
      ...(ocr && { ocrConfidence: ocr.confidence }),
    });
  }
  return createParsedDocument(document.fileType, pageTexts, document.isPaginationDerived, extras);
}
