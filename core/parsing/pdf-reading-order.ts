import type { Box } from './find-boxes.ts';

/** Something drawn on a page with a box (PDF points, origin top-left); null for empty runs. */
export interface Placed {
  box: Box | null;
  str: string;
}

/** A box with the number of characters drawn in it. */
export interface TextBox extends Box {
  characters: number;
}

// A gutter is a vertical strip this wide or wider (points) ...
const MIN_GUTTER_WIDTH = 6;
// ... that text crosses over at most this share of the text's height (titles and footers may) ...
const MAX_GUTTER_CROSSING_SHARE = 0.2;
// ... somewhere in the middle of the page, not in a margin ...
const GUTTER_SEARCH_FROM = 0.3;
const GUTTER_SEARCH_TO = 0.7;
// ... with text beside it on both sides over this share of the text's height ...
const MIN_SIDE_BY_SIDE_SHARE = 0.3;
// ... whose lines mostly reach close to it, as lines of running text do and table labels do not.
const MIN_LINES_REACHING_GUTTER = 0.5;
const REACH_TOLERANCE_SHARE = 0.3;
// Columns of running text are each a good share of the page wide, of similar widths, and hold
// lines of several words; tables (a term and its section number, rows of figures) do not.
const MIN_COLUMN_WIDTH_SHARE = 0.25;
const MIN_COLUMN_WIDTH_RATIO = 0.6;
const MIN_MEDIAN_LINE_CHARACTERS = 20;
// Too few runs to tell columns from a sparse page.
const MIN_RUNS_FOR_COLUMNS = 10;

/** The x-range of a gutter between two columns of text. */
export interface Gutter {
  left: number;
  right: number;
}

/**
 * Finds the gutter of a two-column page: a vertical strip in the middle of the page that no
 * text crosses over most of the text's height, with lines of running text on both sides of it
 * side by side. Null for a single-column page (and for tables, whose labels stop short of the
 * gap).
 */
export function findGutter(boxes: TextBox[], pageWidth: number): Gutter | null {
  if (boxes.length < MIN_RUNS_FOR_COLUMNS || pageWidth <= 0) return null;
  const top = Math.min(...boxes.map((box) => box.y));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  const span = bottom - top;
  if (span <= 0) return null;

  // The height of text crossing each x, summed from a difference array: linear in the runs.
  // The sum can only overstate the covered height (where runs overlap), so an x under the
  // limit is free for certain; near the limit the exact union decides.
  const limit = span * MAX_GUTTER_CROSSING_SHARE;
  const columns = Math.ceil(pageWidth) + 2;
  const crossing = new Float64Array(columns + 1);
  for (const box of boxes) {
    const from = Math.max(0, Math.floor(box.x) + 1);
    const to = Math.min(columns, Math.ceil(box.x + box.width));
    if (to <= from) continue;
    crossing[from] = (crossing[from] ?? 0) + box.height;
    crossing[to] = (crossing[to] ?? 0) - box.height;
  }
  for (let x = 1; x <= columns; x++) crossing[x] = (crossing[x] ?? 0) + (crossing[x - 1] ?? 0);
  const isFreeAt = (x: number) => {
    const summed = crossing[x] ?? 0;
    if (summed <= limit) return true;
    if (summed > limit * 3) return false;
    const across = boxes.filter((box) => box.x < x && box.x + box.width > x);
    return measureUnion(across, (box) => [box.y, box.y + box.height]) <= limit;
  };

  let best: Gutter | null = null;
  let runStart: number | null = null;
  const from = Math.floor(pageWidth * GUTTER_SEARCH_FROM);
  const to = Math.ceil(pageWidth * GUTTER_SEARCH_TO);
  for (let x = from; x <= to + 1; x++) {
    const isFree = x <= to && isFreeAt(x);
    if (isFree && runStart === null) runStart = x;
    if (!isFree && runStart !== null) {
      const candidate = { left: runStart, right: x - 1 };
      if (!best || candidate.right - candidate.left > best.right - best.left) best = candidate;
      runStart = null;
    }
  }
  if (!best || best.right - best.left < MIN_GUTTER_WIDTH) return null;
  return isTwoColumns(boxes, best, span, pageWidth) ? best : null;
}

function isTwoColumns(boxes: TextBox[], gutter: Gutter, span: number, pageWidth: number): boolean {
  const left = boxes.filter((box) => box.x + box.width <= gutter.left + 1);
  const right = boxes.filter((box) => box.x >= gutter.right - 1);
  const verticalExtent = (box: Box): [number, number] => [box.y, box.y + box.height];
  if (measureUnion(left, verticalExtent) < span * MIN_SIDE_BY_SIDE_SHARE) return false;
  if (measureUnion(right, verticalExtent) < span * MIN_SIDE_BY_SIDE_SHARE) return false;
  const leftLines = groupIntoLines(left);
  const rightLines = groupIntoLines(right);
  const sideBySide = measureIntersection(
    leftLines.map((line) => [line.top, line.bottom]),
    rightLines.map((line) => [line.top, line.bottom]),
  );
  if (sideBySide < span * MIN_SIDE_BY_SIDE_SHARE) return false;
  const leftEdge = Math.min(...left.map((box) => box.x));
  const rightEdge = Math.max(...right.map((box) => box.x + box.width));
  const leftWidth = gutter.left - leftEdge;
  const rightWidth = rightEdge - gutter.right;
  if (Math.min(leftWidth, rightWidth) < pageWidth * MIN_COLUMN_WIDTH_SHARE) return false;
  if (Math.min(leftWidth, rightWidth) < Math.max(leftWidth, rightWidth) * MIN_COLUMN_WIDTH_RATIO)
    return false;
  if (findMedian(leftLines.map((line) => line.characters)) < MIN_MEDIAN_LINE_CHARACTERS)
    return false;
  if (findMedian(rightLines.map((line) => line.characters)) < MIN_MEDIAN_LINE_CHARACTERS)
    return false;
  const leftReach = gutter.left - (gutter.left - leftEdge) * REACH_TOLERANCE_SHARE;
  const rightReach = gutter.right + (rightEdge - gutter.right) * REACH_TOLERANCE_SHARE;
  const leftReaching = leftLines.filter((line) => line.right >= leftReach).length;
  const rightReaching = rightLines.filter((line) => line.left <= rightReach).length;
  return (
    leftReaching >= leftLines.length * MIN_LINES_REACHING_GUTTER &&
    rightReaching >= rightLines.length * MIN_LINES_REACHING_GUTTER
  );
}

interface Line {
  characters: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Boxes whose vertical middles lie within half a line of each other form one line. */
function groupIntoLines(boxes: TextBox[]): Line[] {
  const sorted = [...boxes].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const lines: Line[] = [];
  for (const box of sorted) {
    const middle = box.y + box.height / 2;
    const last = lines.at(-1);
    if (last && middle - (last.top + last.bottom) / 2 <= box.height / 2) {
      last.top = Math.min(last.top, box.y);
      last.bottom = Math.max(last.bottom, box.y + box.height);
      last.left = Math.min(last.left, box.x);
      last.right = Math.max(last.right, box.x + box.width);
      last.characters += box.characters;
    } else {
      lines.push({
        characters: box.characters,
        top: box.y,
        bottom: box.y + box.height,
        left: box.x,
        right: box.x + box.width,
      });
    }
  }
  return lines;
}

function findMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function mergeIntervals(intervals: [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function measureUnion<T>(items: T[], extent: (item: T) => [number, number]): number {
  return mergeIntervals(items.map(extent)).reduce((sum, [start, end]) => sum + end - start, 0);
}

function measureIntersection(a: [number, number][], b: [number, number][]): number {
  const first = mergeIntervals(a);
  const second = mergeIntervals(b);
  let total = 0;
  for (const [startA, endA] of first) {
    for (const [startB, endB] of second) {
      total += Math.max(0, Math.min(endA, endB) - Math.max(startA, startB));
    }
  }
  return total;
}

/**
 * Puts a page's runs in reading order. On a two-column page the left column is read before the
 * right one; text that crosses the gutter (a title, a footer, a full-width paragraph) splits the
 * page into bands read top to bottom. Runs with no box (empty strings, line ends) travel with the
 * run before them. A single-column page keeps the order the file gives.
 */
export function orderForReading<T extends Placed>(items: T[], pageWidth: number): T[] {
  const groups: T[][] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (item.box || !last) groups.push([item]);
    else last.push(item);
  }
  const boxOf = (group: T[]) => group[0]?.box ?? null;
  const boxes: TextBox[] = [];
  for (const group of groups) {
    const box = boxOf(group);
    if (box) boxes.push({ ...box, characters: group[0]?.str.trim().length ?? 0 });
  }
  const gutter = findGutter(boxes, pageWidth);
  if (!gutter) return items;

  const middle = (gutter.left + gutter.right) / 2;
  const spanning = groups
    .filter((group) => {
      const box = boxOf(group);
      return box !== null && box.x < gutter.left && box.x + box.width > gutter.right;
    })
    .sort((a, b) => (boxOf(a)?.y ?? 0) - (boxOf(b)?.y ?? 0));
  const bandOf = (group: T[]): number => {
    const box = boxOf(group);
    if (!box) return 0;
    const centre = box.y + box.height / 2;
    return spanning.filter((span) => (boxOf(span)?.y ?? 0) < centre).length;
  };
  const ordered: T[] = [];
  const isSpanning = new Set(spanning);
  for (let band = 0; band <= spanning.length; band++) {
    const inBand = groups.filter((group) => !isSpanning.has(group) && bandOf(group) === band);
    const isLeft = (group: T[]) => {
      const box = boxOf(group);
      return box !== null && box.x + box.width / 2 < middle;
    };
    for (const group of inBand.filter(isLeft)) ordered.push(...group);
    for (const group of inBand.filter((group) => !isLeft(group))) ordered.push(...group);
    const separator = spanning[band];
    if (separator) ordered.push(...separator);
  }
  return ordered;
}
