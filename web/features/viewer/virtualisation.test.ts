import { describe, expect, it } from 'vitest';
import {
  mostVisiblePage,
  pagesToRender,
  scrollAnchor,
  scrollTopForAnchor,
  slotTops,
} from './virtualisation.ts';

// 300 letter-size pages at 100%: 792px high plus a 16px gap.
const SLOT = 808;
const threeHundred = Array.from({ length: 300 }, () => SLOT);

describe('pagesToRender', () => {
  it('draws only the first pages plus overscan at the top of a 300-page document', () => {
    expect(pagesToRender(0, 900, threeHundred, 2)).toEqual({ first: 1, last: 4 });
  });

  it('draws the pages around the viewport deep in the document', () => {
    // Viewport starts halfway down page 150 and ends on page 151.
    const scrollTop = 149 * SLOT + 400;
    const range = pagesToRender(scrollTop, 900, threeHundred, 2);
    expect(range).toEqual({ first: 148, last: 153 });
    expect(range.last - range.first + 1).toBeLessThanOrEqual(6);
  });

  it('stops at the last page', () => {
    // The last 900px show the end of page 299 and all of page 300.
    const scrollTop = 300 * SLOT - 900;
    expect(pagesToRender(scrollTop, 900, threeHundred, 2)).toEqual({ first: 297, last: 300 });
  });

  it('keeps pages of different heights in the right place', () => {
    const heights = [100, 2000, 100, 100, 100];
    expect(pagesToRender(150, 200, heights, 0)).toEqual({ first: 2, last: 2 });
    expect(pagesToRender(2050, 200, heights, 0)).toEqual({ first: 2, last: 4 });
    expect(pagesToRender(2050, 200, heights, 1)).toEqual({ first: 1, last: 5 });
  });

  it('draws the first page before the viewport has a height', () => {
    expect(pagesToRender(0, 0, threeHundred, 2)).toEqual({ first: 1, last: 3 });
  });

  it('draws the last page when scrolled past the end', () => {
    expect(pagesToRender(10_000_000, 900, threeHundred, 1)).toEqual({ first: 299, last: 300 });
  });

  it('draws nothing for a document with no pages', () => {
    expect(pagesToRender(0, 900, [], 2)).toEqual({ first: 1, last: 0 });
  });
});

describe('mostVisiblePage', () => {
  it('picks the page filling most of the viewport', () => {
    expect(mostVisiblePage(0, 900, threeHundred)).toBe(1);
    // 200px of page 10 and 700px of page 11 are showing.
    expect(mostVisiblePage(9 * SLOT + 608, 900, threeHundred)).toBe(11);
    expect(mostVisiblePage(299 * SLOT, 900, threeHundred)).toBe(300);
  });

  it('prefers the earlier page on a tie', () => {
    expect(mostVisiblePage(50, 100, [100, 100])).toBe(1);
  });
});

describe('slotTops', () => {
  it('stacks the slots from 0', () => {
    expect(slotTops([10, 20, 30])).toEqual([0, 10, 30]);
  });
});

describe('scroll anchors', () => {
  it('keeps the same spot of the same page at the top edge across a zoom change', () => {
    const at100 = [800, 800, 800];
    const at200 = [1600, 1600, 1600];
    const anchor = scrollAnchor(1000, at100);
    expect(anchor).toEqual({ index: 1, fraction: 0.25 });
    expect(scrollTopForAnchor(anchor, at200)).toBe(2000);
  });

  it('stays inside the document', () => {
    expect(scrollAnchor(99_999, [100, 100])).toEqual({ index: 1, fraction: 1 });
    expect(scrollTopForAnchor({ index: 5, fraction: 0 }, [100, 100])).toBe(100);
    expect(scrollTopForAnchor({ index: 0, fraction: 0.5 }, [])).toBe(0);
  });
});
