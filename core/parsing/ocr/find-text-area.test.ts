import { describe, expect, it } from 'vitest';
import { findTextArea } from './find-text-area.ts';
import { encodePgm, toGreyscale, type GreyscalePixels } from './greyscale-page.ts';

const WIDTH = 400;
const HEIGHT = 500;
// 100 dpi: the margin of 12 points is about 17 pixels.
const SCALE = 100 / 72;
const MARGIN = Math.round(12 * SCALE);

function page(paper: number): GreyscalePixels {
  return { pixels: new Uint8Array(WIDTH * HEIGHT).fill(paper), width: WIDTH, height: HEIGHT };
}

function paint(target: GreyscalePixels, left: number, top: number, width: number, height: number) {
  for (let y = top; y < top + height; y++)
    target.pixels.fill(20, y * WIDTH + left, y * WIDTH + left + width);
}

describe('findTextArea', () => {
  it('keeps the ink and a margin around it, on white or grey paper', () => {
    for (const paper of [255, 228]) {
      const scan = page(paper);
      paint(scan, 120, 160, 100, 40);
      paint(scan, 150, 300, 60, 10);
      const area = findTextArea(scan, SCALE);
      expect(area.left).toBeLessThanOrEqual(120 - MARGIN);
      expect(area.left).toBeGreaterThan(120 - MARGIN - 8);
      expect(area.top).toBeLessThanOrEqual(160 - MARGIN);
      expect(area.left + area.width).toBeGreaterThanOrEqual(220 + MARGIN);
      expect(area.top + area.height).toBeGreaterThanOrEqual(310 + MARGIN);
      expect(area.width * area.height).toBeLessThan((WIDTH * HEIGHT) / 3);
    }
  });

  it('ignores the grain of a scan, scattered dark pixels', () => {
    const scan = page(240);
    paint(scan, 200, 200, 30, 12);
    for (let index = 7; index < scan.pixels.length; index += 997) scan.pixels[index] = 0;
    const area = findTextArea(scan, SCALE);
    expect(area.width).toBeLessThan(30 + 2 * MARGIN + 16);
    expect(area.height).toBeLessThan(12 + 2 * MARGIN + 16);
  });

  it('stays inside the page when the ink reaches its edge', () => {
    const scan = page(255);
    paint(scan, 0, 0, 50, 50);
    paint(scan, WIDTH - 10, HEIGHT - 10, 10, 10);
    expect(findTextArea(scan, SCALE)).toEqual({ left: 0, top: 0, width: WIDTH, height: HEIGHT });
  });

  it('reads the whole of a page with no ink, or one that is not light paper', () => {
    const whole = { left: 0, top: 0, width: WIDTH, height: HEIGHT };
    expect(findTextArea(page(255), SCALE)).toEqual(whole);
    const dark = page(40);
    paint(dark, 100, 100, 20, 20);
    expect(findTextArea(dark, SCALE)).toEqual(whole);
  });
});

describe('greyscale pages', () => {
  it('turns RGBA into grey by luma and encodes a part of it as a PGM', () => {
    const rgba = new Uint8ClampedArray([
      255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255,
    ]);
    const grey = toGreyscale(rgba, 2, 2);
    expect([...grey.pixels]).toEqual([255, 0, 76, 28]);
    const pgm = encodePgm(grey, { left: 1, top: 0, width: 1, height: 2 });
    const header = 'P5\n1 2\n255\n';
    expect(new TextDecoder().decode(pgm.subarray(0, header.length))).toBe(header);
    expect([...pgm.subarray(header.length)]).toEqual([0, 28]);
  });
});
