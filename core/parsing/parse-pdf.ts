import type {
  PDFDocumentProxy,
  PDFPageProxy,
  TextItem,
  TextMarkedContent,
} from 'pdfjs-dist/types/src/display/api.js';
import { assemblePageText, type PageItem } from './assemble-page-text.ts';
import type { Box } from './find-boxes.ts';
import { isTextLayerThin, measureTextShare } from './judge-text-layer.ts';
import { measureImageCoverage } from './measure-image-coverage.ts';
import { ParseError } from './parse-error.ts';
import {
  checkTextLength,
  createDeadline,
  DEFAULT_PARSE_LIMITS,
  type Deadline,
  type ParseLimits,
} from './parse-limits.ts';
import { createParsedDocument, type PageExtras, type ParsedDocument } from './parsed-document.ts';
import { orderForReading } from './pdf-reading-order.ts';
import { withOpenPdf } from './with-open-pdf.ts';

type PageViewport = ReturnType<PDFPageProxy['getViewport']>;

// Glyphs reach about 0.8 of the font size above the baseline and 0.2 below it.
const ASCENT = 0.8;
const DESCENT = 0.2;

/**
 * Reads a PDF's text layer page by page, with the box of every text run. Two-column pages are
 * read column by column. Pages whose text layer is missing or too thin to be what they show
 * (see isTextLayerThin) are listed in `pagesWithoutText`, for OCR.
 */
export async function parsePdf(
  bytes: Uint8Array,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
  onPage?: (pageNumber: number, pageCount: number, hasText: boolean) => void,
): Promise<ParsedDocument> {
  const deadline = createDeadline(limits.timeBudgetMs);
  try {
    return await withOpenPdf(bytes, deadline, limits, (pdf) =>
      readPages(pdf, deadline, limits, onPage),
    );
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('corrupt', 'This PDF is damaged and its text cannot be read.', {
      cause: error,
    });
  }
}

/** Every page's text and the boxes of its runs, within the deadline and the text limit. */
async function readPages(
  pdf: PDFDocumentProxy,
  deadline: Deadline,
  limits: ParseLimits,
  onPage?: (pageNumber: number, pageCount: number, hasText: boolean) => void,
): Promise<ParsedDocument> {
  const pageTexts: string[] = [];
  const extras: PageExtras[] = [];
  let characters = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    deadline.check();
    const page = await deadline.race(pdf.getPage(number));
    const viewport = page.getViewport({ scale: 1 });
    const content = await deadline.race(page.getTextContent());
    const items = content.items.filter(isTextItem).map((item) => toPageItem(item, viewport));
    const assembled = assemblePageText(orderForReading(items, viewport.width));
    const isWithoutText = await isTextLayerThin(
      {
        visibleCharacters: assembled.text.replace(/\s/g, '').length,
        textShare: measureTextShare(assembled.runs, viewport.width, viewport.height),
      },
      // An image pdf.js cannot decode shows nothing OCR could read: the text layer stays.
      () => deadline.race(measureImageCoverage(page, viewport).catch(() => 0)),
    );
    page.cleanup();
    characters += assembled.text.length;
    checkTextLength(characters, limits);
    pageTexts.push(assembled.text);
    extras.push({
      layout: {
        width: Math.round(viewport.width * 100) / 100,
        height: Math.round(viewport.height * 100) / 100,
        runs: assembled.runs,
      },
      isWithoutText,
    });
    onPage?.(number, pdf.numPages, !isWithoutText);
  }
  return createParsedDocument('pdf', pageTexts, false, extras);
}

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

function toPageItem(item: TextItem, viewport: PageViewport): PageItem {
  const [a = 1, b = 0, c = 0, d = 1, originX = 0, originY = 0] = item.transform;
  const height = Math.abs(item.height) || Math.abs(d);
  return {
    str: item.str,
    hasEOL: item.hasEOL,
    originX,
    originY,
    width: item.width,
    height,
    box: item.str.trim().length > 0 ? findItemBox(item, viewport, [a, b, c, d]) : null,
  };
}

/**
 * The item's box on the page: from the baseline origin along the text's direction for its
 * width, and across it from the descent to the ascent, mapped through the page's viewport
 * (rotation, crop box, y flipped) into top-left coordinates.
 */
function findItemBox(
  item: TextItem,
  viewport: PageViewport,
  [a, b, c, d]: [number, number, number, number],
): Box {
  const originX = item.transform[4] ?? 0;
  const originY = item.transform[5] ?? 0;
  const alongLength = Math.hypot(a, b) || 1;
  const acrossLength = Math.hypot(c, d) || 1;
  const along = [a / alongLength, b / alongLength] as const;
  const across = [c / acrossLength, d / acrossLength] as const;
  const size = Math.abs(item.height) || acrossLength;
  const corners: [number, number][] = [];
  for (const distanceAlong of [0, item.width]) {
    for (const distanceAcross of [-DESCENT * size, ASCENT * size]) {
      const x = originX + along[0] * distanceAlong + across[0] * distanceAcross;
      const y = originY + along[1] * distanceAlong + across[1] * distanceAcross;
      corners.push(viewport.convertToViewportPoint(x, y) as [number, number]);
    }
  }
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}
