import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../../common/api/documents.ts';
import {
  boxesForRange,
  focusForRange,
  pageIndexForOffset,
  rangeOnPage,
} from './highlight-ranges.ts';

// Page 1 holds "Hello world" (0-11) as two runs; page 2 holds "Terms apply." (12-24).
const page1: DocumentPage = {
  number: 1,
  start: 0,
  end: 11,
  text: 'Hello world',
  layout: {
    width: 612,
    height: 792,
    runs: [
      { start: 0, end: 5, x: 100, y: 50, width: 50, height: 12 },
      { start: 6, end: 11, x: 160, y: 50, width: 100, height: 12 },
    ],
  },
};
const page2: DocumentPage = {
  number: 2,
  start: 12,
  end: 24,
  text: 'Terms apply.',
  layout: {
    width: 612,
    height: 792,
    runs: [{ start: 12, end: 24, x: 72, y: 300, width: 120, height: 14 }],
  },
};

describe('boxesForRange', () => {
  it('trims a run to the characters inside the range', () => {
    // "ell" is characters 1-4 of a 5-character run 50pt wide.
    expect(boxesForRange(page1, 1, 4)).toEqual([{ x: 110, y: 50, width: 30, height: 12 }]);
  });

  it('covers every run a range spans, partly and wholly', () => {
    expect(boxesForRange(page1, 3, 8)).toEqual([
      { x: 130, y: 50, width: 20, height: 12 },
      { x: 160, y: 50, width: 40, height: 12 },
    ]);
  });

  it('gives each page only its own part of a range that spans pages', () => {
    expect(boxesForRange(page1, 8, 18)).toEqual([{ x: 200, y: 50, width: 60, height: 12 }]);
    expect(boxesForRange(page2, 8, 18)).toEqual([{ x: 72, y: 300, width: 60, height: 14 }]);
  });

  it('gives nothing for an empty range, a range elsewhere or a page without layout', () => {
    expect(boxesForRange(page1, 4, 4)).toEqual([]);
    expect(boxesForRange(page1, 6, 2)).toEqual([]);
    expect(boxesForRange(page1, 30, 40)).toEqual([]);
    expect(boxesForRange({ ...page1, layout: undefined }, 0, 5)).toEqual([]);
  });
});

describe('rangeOnPage', () => {
  it('turns document offsets into offsets within the page text', () => {
    expect(rangeOnPage(page2, 14, 17)).toEqual({ from: 2, to: 5 });
    expect(rangeOnPage(page2, 5, 17)).toEqual({ from: 0, to: 5 });
    expect(rangeOnPage(page2, 20, 90)).toEqual({ from: 8, to: 12 });
    expect(rangeOnPage(page2, 0, 12)).toBeNull();
  });
});

describe('pageIndexForOffset', () => {
  it('finds the page that holds an offset', () => {
    expect(pageIndexForOffset([page1, page2], 3)).toBe(0);
    expect(pageIndexForOffset([page1, page2], 12)).toBe(1);
    expect(pageIndexForOffset([page1, page2], 11)).toBe(0);
    expect(pageIndexForOffset([page1, page2], 500)).toBe(1);
    expect(pageIndexForOffset([], 3)).toBe(-1);
  });
});

describe('focusForRange', () => {
  it('aims at the first box of the range on a PDF page, and says how tall its text is', () => {
    expect(focusForRange([page1, page2], [792, 792], 14, 20)).toEqual({
      pageIndex: 1,
      y: 300,
      textHeight: 14,
    });
  });

  it('aims part-way down a text page by how far into its text the range starts', () => {
    const textPage = { number: 1, start: 0, end: 100, text: 'x'.repeat(100) };
    expect(focusForRange([textPage], [1000], 25, 30)).toEqual({
      pageIndex: 0,
      y: 250,
      textHeight: null,
    });
  });

  it('has nothing to aim at without pages', () => {
    expect(focusForRange([], [], 0, 5)).toBeNull();
  });
});
