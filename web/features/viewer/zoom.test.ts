import { describe, expect, it } from 'vitest';
import {
  fitWidthZoom,
  snapZoom,
  ZOOM_DEFAULT,
  ZOOM_LEVELS,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './zoom.ts';

describe('zoom rules', () => {
  it('uses the constants of SPEC section 9', () => {
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_STEP, ZOOM_DEFAULT]).toEqual([25, 300, 25, 100]);
    expect(ZOOM_LEVELS[0]).toBe(25);
    expect(ZOOM_LEVELS.at(-1)).toBe(300);
    expect(ZOOM_LEVELS).toHaveLength(12);
  });

  it('snaps to the nearest step and clamps to 25..300', () => {
    expect(snapZoom(112)).toBe(100);
    expect(snapZoom(113)).toBe(125);
    expect(snapZoom(5)).toBe(25);
    expect(snapZoom(-40)).toBe(25);
    expect(snapZoom(1000)).toBe(300);
    expect(snapZoom(Number.NaN)).toBe(100);
  });

  it('fits the widest page with the largest step that is not wider than the space', () => {
    // 612pt page in 800px: exactly 130.7% fits, so 125.
    expect(fitWidthZoom(800, 612)).toBe(125);
    expect(fitWidthZoom(612, 612)).toBe(100);
    expect(fitWidthZoom(611, 612)).toBe(75);
    expect(fitWidthZoom(100, 612)).toBe(25);
    expect(fitWidthZoom(10_000, 612)).toBe(300);
  });

  it('gives no zoom while a width is unknown', () => {
    expect(fitWidthZoom(0, 612)).toBeNull();
    expect(fitWidthZoom(800, 0)).toBeNull();
  });
});
