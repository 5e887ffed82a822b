import { describe, expect, it } from 'vitest';
import { LEGIBLE_TEXT_HEIGHT, MAX_READING_ZOOM, readingZoom } from './reading-zoom.ts';
import { TEXT_SHEET } from './page-sizes.ts';

describe('readingZoom', () => {
  it.each([
    // A Letter PDF's 10-pt body, from the phone's fit-width 50%: 100%, 10px tall.
    [10, 50, 100],
    // The text sheet's 15px type: 75% (11.25px), not 50% (7.5px).
    [TEXT_SHEET.fontSize, 50, 75],
    // 12-pt type needs 83%: the next step up.
    [12, 50, 100],
    // Small print is enlarged, up to the limit.
    [7, 50, 150],
    [2, 50, MAX_READING_ZOOM],
  ])('text %s tall at 100%%, at zoom %s, is read at %s', (height, zoom, expected) => {
    expect(readingZoom(height, zoom)).toBe(expected);
    expect((height * Math.min(expected, MAX_READING_ZOOM)) / 100).toBeGreaterThanOrEqual(
      expected === MAX_READING_ZOOM ? 0 : LEGIBLE_TEXT_HEIGHT,
    );
  });

  it('never zooms out: a closer look the reader chose is kept', () => {
    expect(readingZoom(10, 150)).toBe(150);
    expect(readingZoom(10, 100)).toBe(100);
  });

  it('keeps the zoom when the text height is not known', () => {
    expect(readingZoom(0, 50)).toBe(50);
    expect(readingZoom(Number.NaN, 75)).toBe(75);
  });
});
