import type { GreyscalePixels, PixelRectangle } from './greyscale-page.ts';

// Ink is found in square cells, so that the grain of a scan (single dark pixels scattered over
// the paper) does not count: a cell holds ink when a few of its pixels are clearly darker than
// the paper.
const CELL_PIXELS = 8;
const INK_PIXELS_IN_CELL = 4;
// Darker than the paper by a quarter of the scale: print, even grey print, and not the grain of
// a scan (whose spread is a few levels) or the shading of cheap paper.
const INK_CONTRAST = 64;
// Paper darker than this is a photograph or an inverted page: read all of it.
const DARKEST_PAPER = 128;
// White left around the text: Tesseract finds lines less well when glyphs touch the edge.
const MARGIN_POINTS = 12;

/**
 * The part of a page that holds its ink, with a margin, or the whole page when it holds none or
 * is not dark print on light paper. Margins are most of a page, and Tesseract's time grows with
 * the pixels it is given, not with the text on them.
 */
export function findTextArea(page: GreyscalePixels, pixelsPerPoint: number): PixelRectangle {
  const whole = { left: 0, top: 0, width: page.width, height: page.height };
  const paper = mostCommonLevel(page.pixels);
  if (paper < DARKEST_PAPER) return whole;
  const inkBelow = paper - INK_CONTRAST;

  const columns = Math.ceil(page.width / CELL_PIXELS);
  const rows = Math.ceil(page.height / CELL_PIXELS);
  const inkInCells = new Uint16Array(columns * rows);
  for (let y = 0; y < page.height; y++) {
    const rowStart = y * page.width;
    const cellRowStart = Math.floor(y / CELL_PIXELS) * columns;
    for (let x = 0; x < page.width; x++) {
      if ((page.pixels[rowStart + x] ?? 255) < inkBelow) {
        const cell = cellRowStart + Math.floor(x / CELL_PIXELS);
        inkInCells[cell] = (inkInCells[cell] ?? 0) + 1;
      }
    }
  }

  let left = columns;
  let top = rows;
  let right = -1;
  let bottom = -1;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if ((inkInCells[row * columns + column] ?? 0) < INK_PIXELS_IN_CELL) continue;
      left = Math.min(left, column);
      right = Math.max(right, column);
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
    }
  }
  if (right < 0) return whole;

  const margin = Math.round(MARGIN_POINTS * pixelsPerPoint);
  const x0 = Math.max(0, left * CELL_PIXELS - margin);
  const y0 = Math.max(0, top * CELL_PIXELS - margin);
  const x1 = Math.min(page.width, (right + 1) * CELL_PIXELS + margin);
  const y1 = Math.min(page.height, (bottom + 1) * CELL_PIXELS + margin);
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

/** The grey level most pixels have: on a page of print, the paper. */
function mostCommonLevel(pixels: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const level of pixels) histogram[level] = (histogram[level] ?? 0) + 1;
  let common = 255;
  for (let level = 0; level < 256; level++) {
    if ((histogram[level] ?? 0) > (histogram[common] ?? 0)) common = level;
  }
  return common;
}
