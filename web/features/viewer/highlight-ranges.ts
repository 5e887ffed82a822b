import type { DocumentPage } from '../../../common/api/documents.ts';

/** A rectangle on a PDF page, in PDF points from the page's top-left corner. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes to paint for document text [start, end) on one PDF page: every text run that
 * overlaps the range, trimmed to the overlapping characters. Characters are assumed to be
 * equally wide within a run, which is close enough for a reading highlight.
 */
export function boxesForRange(page: DocumentPage, start: number, end: number): PageBox[] {
  if (!(end > start) || !page.layout) return [];
  const boxes: PageBox[] = [];
  for (const run of page.layout.runs) {
    const length = run.end - run.start;
    const from = Math.max(start, run.start);
    const to = Math.min(end, run.end);
    if (length <= 0 || to <= from) continue;
    boxes.push({
      x: run.x + (run.width * (from - run.start)) / length,
      y: run.y,
      width: (run.width * (to - from)) / length,
      height: run.height,
    });
  }
  return boxes;
}

/**
 * The part of document text [start, end) that falls on this page, as offsets into page.text;
 * null when the page holds none of it.
 */
export function rangeOnPage(
  page: DocumentPage,
  start: number,
  end: number,
): { from: number; to: number } | null {
  const from = Math.max(start, page.start) - page.start;
  const to = Math.min(end, page.end, page.start + page.text.length) - page.start;
  return to > from ? { from, to } : null;
}

/**
 * The index of the page holding document offset `offset`: the last page starting at or before
 * it (so offsets in the gap between two pages go to the earlier page). -1 with no pages.
 */
export function pageIndexForOffset(pages: readonly DocumentPage[], offset: number): number {
  let found = pages.length > 0 ? 0 : -1;
  for (let index = 0; index < pages.length; index += 1) {
    const page = pages[index];
    if (page && page.start <= offset) found = index;
  }
  return found;
}

/**
 * Where the viewer should scroll to show a range: a page, and a height on it at 100% zoom; and
 * how tall the range's text is at 100% (null where the page does not say), to read it by.
 */
export interface RangeFocus {
  pageIndex: number;
  y: number;
  textHeight: number | null;
}

/**
 * The spot to scroll to for document text starting at `start`: the top of its first box on a
 * PDF page (with that box's height); on a text page (no layout) a height in proportion to how
 * far into the text it is.
 */
export function focusForRange(
  pages: readonly DocumentPage[],
  pageHeights: readonly number[],
  start: number,
  end: number,
): RangeFocus | null {
  const pageIndex = pageIndexForOffset(pages, start);
  const page = pages[pageIndex];
  if (!page) return null;
  const box = boxesForRange(page, start, Math.max(end, start + 1))[0];
  if (box) return { pageIndex, y: box.y, textHeight: box.height };
  const share = page.text.length > 0 ? (start - page.start) / page.text.length : 0;
  return {
    pageIndex,
    y: Math.min(1, Math.max(0, share)) * (pageHeights[pageIndex] ?? 0),
    textHeight: null,
  };
}
