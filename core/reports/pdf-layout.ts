import type { PdfDocument, PdfStructure } from './pdf-document.ts';
import { LINE_GAP, PAGE_MARGINS, QUOTE_INDENT } from './pdf-theme.ts';

/** A quote's rule on one page, drawn with the page furniture once the text is laid out. */
export interface QuoteRule {
  pageIndex: number;
  /** The left edge of the quote's indent; the rule sits just inside it. */
  x: number;
  top: number;
  bottom: number;
}

/**
 * Where the report is being written: the document, the structure element new content belongs
 * to, and the quote rules still to draw. Rules are drawn afterwards because a long quote can run
 * over a page break, and only then is it known where each piece of it ended.
 */
export interface PdfLayout {
  document: PdfDocument;
  quoteRules: QuoteRule[];
}

/** The index of the page being written (pages are written in order, so it is the last one). */
export function getPageIndex(document: PdfDocument): number {
  const range = document.bufferedPageRange();
  return range.start + range.count - 1;
}

/** The width of the text column. */
export function getColumnWidth(document: PdfDocument): number {
  return document.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
}

/** The lowest y text may reach on a page. */
export function getBottom(document: PdfDocument): number {
  return document.page.height - PAGE_MARGINS.bottom;
}

/**
 * Starts a new page unless `height` points still fit on this one, so a heading never sits
 * alone at the foot of a page with its text on the next.
 */
export function keepSpace(document: PdfDocument, height: number): void {
  if (document.y + height > getBottom(document)) document.addPage();
}

/**
 * Adds a structure element under `parent` and writes its content inside it, so what is drawn
 * is tagged as that element (a heading, a paragraph, a quote) for screen readers.
 */
export function writeTagged(
  layout: PdfLayout,
  parent: PdfStructure,
  type: string,
  draw: () => void,
): void {
  const element = layout.document.struct(type, {}, draw);
  parent.add(element);
}

/** Where words set off as a quote are written. */
export interface QuoteColumn {
  x: number;
  width: number;
}

/** The text column narrowed for a quote: by `indent` (a fact's label), then the quote's own. */
export function getQuoteColumn(document: PdfDocument, indent = 0): QuoteColumn {
  return {
    x: PAGE_MARGINS.left + indent + QUOTE_INDENT,
    width: getColumnWidth(document) - indent - QUOTE_INDENT,
  };
}

// A quote taller than this does not wait for a page of its own: it starts where it is, with
// room for its first lines, and runs on over the break.
const QUOTE_KEEP_HEIGHT = 120;

/**
 * Writes words set off as a quote (`draw` writes them in the column), tagged as a BlockQuote:
 * on a new page unless `height` points of them fit on this one, and with a rule beside them on
 * each page they cover.
 */
export function writeQuoteBlock(
  layout: PdfLayout,
  parent: PdfStructure,
  column: QuoteColumn,
  height: number,
  draw: () => void,
): void {
  const { document } = layout;
  keepSpace(document, Math.min(height, QUOTE_KEEP_HEIGHT));
  const startPage = getPageIndex(document);
  const top = document.y;
  writeTagged(layout, parent, 'BlockQuote', draw);
  recordQuoteRules(layout, startPage, top, column.x - QUOTE_INDENT);
}

/** A quote that ran over a page break gets a rule on each page it covers. */
function recordQuoteRules(layout: PdfLayout, startPage: number, top: number, x: number): void {
  const { document } = layout;
  const endPage = getPageIndex(document);
  for (let pageIndex = startPage; pageIndex <= endPage; pageIndex++) {
    layout.quoteRules.push({
      pageIndex,
      x,
      top: pageIndex === startPage ? top : PAGE_MARGINS.top,
      bottom: pageIndex === endPage ? document.y - LINE_GAP : getBottom(document),
    });
  }
}

/** Draws something decorative (a rule, a panel) marked as an artifact, which readers skip. */
export function drawArtifact(document: PdfDocument, draw: () => void): void {
  document.markContent('Artifact', { type: 'Layout' });
  draw();
  document.endMarkedContent();
}

// DejaVu's letters average a little over half their size in width; a line is 1.17 sizes tall.
const AVERAGE_CHARACTER_WIDTH = 0.56;
const LINE_HEIGHT = 1.17;

/** About the height of wrapped text, from its length: enough to decide what fits on a page. */
export function estimateTextHeight(
  text: string,
  size: number,
  width: number,
  lineGap: number,
): number {
  const charactersPerLine = Math.max(1, Math.floor(width / (size * AVERAGE_CHARACTER_WIDTH)));
  const lines = text
    .split('\n')
    .reduce((total, line) => total + Math.max(1, Math.ceil(line.length / charactersPerLine)), 0);
  return lines * (size * LINE_HEIGHT + lineGap);
}
