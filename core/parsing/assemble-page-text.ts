import type { Box } from './find-boxes.ts';
import { normalizeTrackingOffsets, type TextRun } from './parsed-document.ts';

/** One text item of a PDF page, as pdf.js reports it, with its box on the page. */
export interface PageItem {
  str: string;
  hasEOL: boolean;
  /** Baseline origin and size in the PDF's own coordinates (y upwards), for line-breaking. */
  originX: number;
  originY: number;
  width: number;
  height: number;
  /** Where it is drawn (PDF points, origin top-left); null when it draws nothing visible. */
  box: Box | null;
}

/** A page's cleaned text and its runs, with offsets into that text. */
export interface AssembledPage {
  text: string;
  runs: TextRun[];
}

// Two decimals of a point (1/7200 inch) is finer than any screen; it keeps stored layouts small.
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Rebuilds a page's lines from the positions of its items: a new line where the baseline moves,
 * a blank line where the gap is wider than a line, a space where items stand apart. Each item
 * with visible text becomes a run whose offsets point into the returned (cleaned) text.
 */
export function assemblePageText(items: PageItem[]): AssembledPage {
  let text = '';
  const rawRuns: { start: number; end: number; box: Box }[] = [];
  let lastY: number | null = null;
  let lastEndX: number | null = null;
  let lastHeight = 0;
  for (const item of items) {
    const x = item.originX;
    const y = item.originY;
    const height = Math.abs(item.height) || lastHeight || 10;
    if (item.str.length > 0) {
      if (lastY !== null && Math.abs(y - lastY) > height * 0.5) {
        if (!text.endsWith('\n')) text += '\n';
        // A gap wider than a line and a half starts a new paragraph.
        if (Math.abs(lastY - y) > Math.max(height, lastHeight) * 1.8 && !text.endsWith('\n\n'))
          text += '\n';
      } else if (
        lastEndX !== null &&
        x - lastEndX > height * 0.15 &&
        !/\s$/.test(text) &&
        !/^\s/.test(item.str)
      ) {
        text += ' ';
      }
      const start = text.length;
      text += item.str;
      if (item.box && item.str.trim().length > 0)
        rawRuns.push({ start, end: text.length, box: item.box });
      lastY = y;
      lastEndX = x + item.width;
      lastHeight = height;
    }
    if (item.hasEOL && !text.endsWith('\n')) text += '\n';
  }
  const normalized = normalizeTrackingOffsets(text);
  const runs: TextRun[] = [];
  for (const raw of rawRuns) {
    const start = normalized.mapOffset(raw.start);
    const end = normalized.mapOffset(raw.end);
    if (end <= start) continue;
    runs.push({
      start,
      end,
      x: round(raw.box.x),
      y: round(raw.box.y),
      width: round(raw.box.width),
      height: round(raw.box.height),
    });
  }
  return { text: normalized.text, runs };
}
