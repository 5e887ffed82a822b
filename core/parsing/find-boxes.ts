import type { ParsedDocument, TextRun } from './parsed-document.ts';

/** A rectangle on a page, in the units and orientation of TextRun (PDF points, origin top-left). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes on one page (numbered from 1) that cover part of a character range. */
export interface PageBoxes {
  page: number;
  boxes: Box[];
}

/**
 * The boxes that cover the characters [start, end) of the document's text, page by page, for
 * highlighting. A run only partly inside the range gives the share of its box that its
 * characters take, assuming characters of even width. Empty for documents without layout (DOCX,
 * TXT) or ranges that hold no drawn text.
 */
export function findBoxes(document: ParsedDocument, start: number, end: number): PageBoxes[] {
  const result: PageBoxes[] = [];
  if (end <= start) return result;
  for (const page of document.pages) {
    if (page.end <= start || page.start >= end || !page.layout) continue;
    const boxes: Box[] = [];
    const runs = page.layout.runs;
    for (let index = findFirstRunEndingAfter(runs, start); index < runs.length; index++) {
      const run = runs[index];
      if (!run || run.start >= end) break;
      const box = cutBox(run, Math.max(start, run.start), Math.min(end, run.end));
      if (box) boxes.push(box);
    }
    if (boxes.length > 0) result.push({ page: page.number, boxes });
  }
  return result;
}

function findFirstRunEndingAfter(runs: TextRun[], offset: number): number {
  let low = 0;
  let high = runs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((runs[middle]?.end ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

function cutBox(run: TextRun, from: number, to: number): Box | null {
  const length = run.end - run.start;
  if (to <= from || length <= 0) return null;
  const left = ((from - run.start) / length) * run.width;
  const right = ((to - run.start) / length) * run.width;
  return { x: run.x + left, y: run.y, width: right - left, height: run.height };
}
