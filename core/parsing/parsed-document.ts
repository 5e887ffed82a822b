/** The kinds of file the product reads. */
export type DocumentFileType = 'pdf' | 'docx' | 'txt';

/**
 * A run of text drawn on a PDF page and the box it occupies. Boxes are in PDF points (1/72 inch)
 * with the origin at the page's top-left corner, x to the right and y downwards, after the page's
 * rotation and crop box are applied: a viewer showing the page `scale` times larger multiplies
 * every number by `scale`.
 */
export interface TextRun {
  /** Offset of the run's first character in ParsedDocument.text. */
  start: number;
  /** Offset just past the run's last character. */
  end: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a PDF page's text sits on the page (PDF points, origin top-left; see TextRun). */
export interface PageLayout {
  width: number;
  height: number;
  /** The page's runs in text order, so their offsets only grow. */
  runs: TextRun[];
}

/** One page: its number (from 1) and where its text sits in the document's full text. */
export interface ParsedPage {
  number: number;
  /** Offset of the page's first character in ParsedDocument.text. */
  start: number;
  /** Offset just past the page's last character. */
  end: number;
  /** PDF pages only: the page's size and the boxes of its text runs. */
  layout?: PageLayout;
  /**
   * Pages read by OCR only: Tesseract's mean word confidence, 0..1 (null when it found no
   * words), so a reader knows how far to trust the page's text.
   */
  ocrConfidence?: number | null;
}

/**
 * A document as text with positions. Every later finding is a character range of `text`, and
 * the page it falls on is found from `pages`, so it can be quoted and highlighted exactly.
 */
export interface ParsedDocument {
  fileType: DocumentFileType;
  text: string;
  pages: ParsedPage[];
  /** Whether the page count comes from the file (PDF) or was derived from the text's length. */
  isPaginationDerived: boolean;
  /**
   * PDF pages (numbers from 1) with no usable text layer, for OCR to read: scans, also those
   * under a thin text layer of their own (a browser's header and footer, a Bates number).
   * Always empty for DOCX and text.
   */
  pagesWithoutText: number[];
}

/** What a PDF reader knows about one page beyond its text; runs are offsets into that text. */
export interface PageExtras {
  layout?: PageLayout;
  isWithoutText?: boolean;
  ocrConfidence?: number | null;
}

/** Pages are joined by a blank line, so no sentence runs across a page boundary by accident. */
export const PAGE_SEPARATOR = '\n\n';

/** Joins page texts into one document, recording where each page starts and ends. */
export function createParsedDocument(
  fileType: DocumentFileType,
  pageTexts: string[],
  isPaginationDerived: boolean,
  pageExtras: PageExtras[] = [],
): ParsedDocument {
  const pages: ParsedPage[] = [];
  const pagesWithoutText: number[] = [];
  let text = '';
  pageTexts.forEach((pageText, index) => {
    if (index > 0) text += PAGE_SEPARATOR;
    const start = text.length;
    text += pageText;
    const page: ParsedPage = { number: index + 1, start, end: text.length };
    const extras = pageExtras[index];
    if (extras?.layout) {
      page.layout = {
        width: extras.layout.width,
        height: extras.layout.height,
        // Runs arrive with offsets into their page's text; the document's offsets are shifted.
        runs: extras.layout.runs.map((run) => ({
          ...run,
          start: run.start + start,
          end: run.end + start,
        })),
      };
    }
    if (extras && 'ocrConfidence' in extras) page.ocrConfidence = extras.ocrConfidence ?? null;
    if (extras?.isWithoutText) pagesWithoutText.push(page.number);
    pages.push(page);
  });
  return { fileType, text, pages, isPaginationDerived, pagesWithoutText };
}

/** The page a character offset falls on (the last page for an offset past the end). */
export function findPageNumber(document: ParsedDocument, offset: number): number {
  let low = 0;
  let high = document.pages.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    const page = document.pages[middle];
    if (page && page.start <= offset) low = middle;
    else high = middle - 1;
  }
  return document.pages[low]?.number ?? 1;
}

// The clean-up steps, in order. normalizeExtractedText and normalizeTrackingOffsets share them so
// text with positions (PDF) and text without (DOCX, TXT) are cleaned identically.
const NORMALIZE_STEPS: [RegExp, string][] = [
  [/\r\n?/g, '\n'],
  [/[\u00a0\u2007\u202f]/g, ' '],
  [/[\u200b\ufeff]/g, ''],
  // Matched only from the start of a run of spaces: tried at every space of a long run with no
  // line break after it, the pattern would take time growing with the square of the run.
  [/(?<![ \t])[ \t]+\n/g, '\n'],
  [/\n{3,}/g, '\n\n'],
];

/** Cleans extracted text the same way for every format: one kind of line break, no odd spaces. */
export function normalizeExtractedText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of NORMALIZE_STEPS)
    result = result.replace(pattern, replacement);
  return result.trim();
}

/**
 * normalizeExtractedText that also says where each character of the input ended up:
 * `mapOffset(offset)` is the cleaned text's offset of the first kept character at or after the
 * input offset, so a range [start, end) of the input maps to [mapOffset(start), mapOffset(end)).
 */
export function normalizeTrackingOffsets(text: string): {
  text: string;
  mapOffset: (offset: number) => number;
} {
  let current = text;
  // origins[i]: the input offset the i-th character of `current` came from; never decreasing.
  let origins = Array.from({ length: text.length }, (_, index) => index);
  for (const [pattern, replacement] of NORMALIZE_STEPS) {
    let next = '';
    const nextOrigins: number[] = [];
    let copiedUpTo = 0;
    for (const match of current.matchAll(pattern)) {
      const matchStart = match.index;
      for (let index = copiedUpTo; index < matchStart; index++)
        nextOrigins.push(origins[index] ?? 0);
      next += current.slice(copiedUpTo, matchStart);
      // A replacement is never longer than its match; its characters keep the origins of the
      // match's last characters, so a line break still sits where the old one was.
      const matchEnd = matchStart + match[0].length;
      for (let index = 0; index < replacement.length; index++) {
        nextOrigins.push(origins[matchEnd - replacement.length + index] ?? 0);
      }
      next += replacement;
      copiedUpTo = matchEnd;
    }
    for (let index = copiedUpTo; index < current.length; index++)
      nextOrigins.push(origins[index] ?? 0);
    next += current.slice(copiedUpTo);
    current = next;
    origins = nextOrigins;
  }
  const leading = current.length - current.trimStart().length;
  const trimmed = current.trim();
  origins = origins.slice(leading, leading + trimmed.length);
  return {
    text: trimmed,
    mapOffset(offset) {
      let low = 0;
      let high = origins.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((origins[middle] ?? 0) < offset) low = middle + 1;
        else high = middle;
      }
      return low;
    },
  };
}
