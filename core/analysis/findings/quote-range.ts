import type { Segment } from '../text/segment.ts';

// A flag quotes its whole sentence when it is short enough to read at a glance; a longer one
// is narrowed to the clause (between semicolons) or a window around the matched words.
const WHOLE_SENTENCE = 700;
const WINDOW_BEFORE = 160;
const WINDOW_AFTER = 450;

/** The range to quote for matched words [from, to) of a segment, in document offsets. */
export function findQuoteRange(segment: Segment, from: number, to: number): [number, number] {
  const text = segment.text;
  if (text.length <= WHOLE_SENTENCE) return [segment.start, segment.end];
  const semicolon = text.lastIndexOf('; ', from);
  const colon = text.lastIndexOf(': ', from);
  let start = Math.max(semicolon < 0 ? 0 : semicolon + 2, colon < 0 ? 0 : colon + 2);
  let end = text.indexOf(';', to);
  if (end < 0) end = text.length;
  if (from - start > WINDOW_BEFORE) start = snapForward(text, from - WINDOW_BEFORE);
  if (end - to > WINDOW_AFTER) end = snapBack(text, to + WINDOW_AFTER);
  return [segment.start + start, segment.start + end];
}

/** The index of the segment that contains an offset (the nearest one before it otherwise). */
export function findSegmentIndex(segments: Segment[], offset: number): number {
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((segments[middle]?.start ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function snapForward(text: string, index: number): number {
  const space = text.indexOf(' ', index);
  return space < 0 ? index : space + 1;
}

function snapBack(text: string, index: number): number {
  const space = text.lastIndexOf(' ', index);
  return space <= 0 ? index : space;
}
