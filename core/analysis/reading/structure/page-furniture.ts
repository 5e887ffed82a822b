import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import {
  classifyFurnitureLine,
  MAX_FURNITURE_LINE,
  REDACTION_LEGEND,
  type FurnitureKind,
} from './furniture-lines.ts';
import type { Line } from './lines.ts';

export type PageFurnitureKind = FurnitureKind | 'running-header' | 'running-footer';

export interface FurnitureMark {
  /** Index of the line in the document's lines. */
  line: number;
  kind: PageFurnitureKind;
}

// How many lines at a page's top or bottom can be its header or footer ("TruckThat LLC /
// Consulting Agreement / Page 1 of 7" is three).
const EDGE_LINES = 4;
// A line repeated at the edge of this share of the pages (and of two at least) runs on them.
const RUNNING_SHARE = 0.3;
// A line that opens a part of the document ("ARTICLE 2", "3. Payment") is never a running
// line by its digits alone: "ARTICLE 1" and "ARTICLE 2" at two pages' tops are headings.
const NUMBERED_OPENING =
  /^(?:article|section|part|schedule|exhibit|annex|appendix|\d+(?:\.\d+)*\.?\s)/i;

/**
 * The page furniture of a document, line by line: page numbers, print headers, filing stamps,
 * and the headers and footers a document repeats on its pages. A page's edges are its first and
 * last lines; where the pages were not given by the file (text, DOCX), the page numbers in the
 * text mark where pages met, and the lines beside them are the edges.
 */
export function findPageFurniture(
  document: ParsedDocument,
  lines: readonly Line[],
): FurnitureMark[] {
  const marks = new Map<number, PageFurnitureKind>();
  const edges = findPageEdges(document, lines);
  // Furniture known by its words: at an edge a bare "3" is a page number too.
  lines.forEach((line, index) => {
    if (line.isBlank) return;
    const edge = edges.get(index);
    const isAtEdge = edge !== undefined || isOwnParagraph(lines, index);
    const kind = classifyFurnitureLine(line.text, isAtEdge);
    if (kind) marks.set(index, kind);
    else if (REDACTION_LEGEND.test(line.text)) markParagraph(lines, index, 'filing-stamp', marks);
  });
  // Page numbers found in a text without pages mark page edges of their own.
  if (document.isPaginationDerived || document.pages.length < 2) {
    let band = 0;
    for (const [index, kind] of marks)
      if (kind === 'page-number') addBand(lines, index, ++band, edges);
  }
  markRunningLines(lines, edges, marks);
  return [...marks].map(([line, kind]) => ({ line, kind })).sort((a, b) => a.line - b.line);
}

interface Edge {
  /** Which page (or stretch between page numbers) the edge belongs to. */
  band: number;
  isTop: boolean;
}

/** The first and last few lines of every page the file gave, by line index. */
function findPageEdges(document: ParsedDocument, lines: readonly Line[]): Map<number, Edge> {
  const edges = new Map<number, Edge>();
  if (document.isPaginationDerived || document.pages.length < 2) return edges;
  let lineIndex = 0;
  for (const page of document.pages) {
    while (lineIndex < lines.length && (lines[lineIndex]?.start ?? 0) < page.start) lineIndex++;
    const onPage: number[] = [];
    for (let index = lineIndex; index < lines.length; index++) {
      const line = lines[index];
      if (!line || line.start > page.end) break;
      if (!line.isBlank) onPage.push(index);
    }
    onPage
      .slice(-EDGE_LINES)
      .forEach((index) => edges.set(index, { band: page.number, isTop: false }));
    onPage
      .slice(0, EDGE_LINES)
      .forEach((index) => edges.set(index, { band: page.number, isTop: true }));
  }
  return edges;
}

/** The lines just before a page number end a page; those just after begin the next one. */
function addBand(
  lines: readonly Line[],
  pageNumberLine: number,
  band: number,
  edges: Map<number, Edge>,
) {
  let taken = 0;
  for (let index = pageNumberLine - 1; index >= 0 && taken < EDGE_LINES - 1; index--) {
    if (lines[index]?.isBlank) continue;
    if (!edges.has(index)) edges.set(index, { band, isTop: false });
    taken++;
  }
  taken = 0;
  for (let index = pageNumberLine + 1; index < lines.length && taken < EDGE_LINES - 1; index++) {
    if (lines[index]?.isBlank) continue;
    if (!edges.has(index)) edges.set(index, { band: band + 1, isTop: true });
    taken++;
  }
}

/** Lines that come back at the edges of many pages are the document's running header or footer. */
function markRunningLines(
  lines: readonly Line[],
  edges: ReadonlyMap<number, Edge>,
  marks: Map<number, PageFurnitureKind>,
) {
  const bandsByKey = new Map<string, Set<number>>();
  const allBands = new Set<number>();
  for (const [index, edge] of edges) {
    allBands.add(edge.band);
    const key = runningKey(lines[index]?.text ?? '');
    if (!key) continue;
    const bands = bandsByKey.get(key) ?? new Set<number>();
    bands.add(edge.band);
    bandsByKey.set(key, bands);
  }
  const needed = Math.max(2, Math.ceil(allBands.size * RUNNING_SHARE));
  for (const [index, edge] of edges) {
    if (marks.has(index)) continue;
    const key = runningKey(lines[index]?.text ?? '');
    if (key && (bandsByKey.get(key)?.size ?? 0) >= needed)
      marks.set(index, edge.isTop ? 'running-header' : 'running-footer');
  }
}

/**
 * A line as it repeats from page to page: its page's numbers and dates aside. Letter case is
 * kept: the title "CONSULTING AGREEMENT" is not the footer "Consulting Agreement".
 */
function runningKey(text: string): string | null {
  if (!/[a-z]{2}/i.test(text) || text.length > 160) return null;
  const spaced = text.replace(/\s+/g, ' ');
  return NUMBERED_OPENING.test(text) ? `=${spaced}` : spaced.replace(/\d+/g, '#');
}

function isOwnParagraph(lines: readonly Line[], index: number): boolean {
  return (lines[index - 1]?.isBlank ?? true) && (lines[index + 1]?.isBlank ?? true);
}

function markParagraph(
  lines: readonly Line[],
  from: number,
  kind: PageFurnitureKind,
  marks: Map<number, PageFurnitureKind>,
) {
  for (let index = from; index < lines.length; index++) {
    const line = lines[index];
    if (!line || line.isBlank || line.text.length > MAX_FURNITURE_LINE) break;
    marks.set(index, kind);
  }
}
