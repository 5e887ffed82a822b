/** A page's pixels as one grey byte each, 0 black to 255 white, row after row. */
export interface GreyscalePixels {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** A rectangle of pixels: its top-left corner and its size. */
export interface PixelRectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Converts RGBA pixels (as a canvas gives them) to grey with the Rec. 601 luma weights. */
export function toGreyscale(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): GreyscalePixels {
  const pixels = new Uint8Array(width * height);
  for (let source = 0, target = 0; target < pixels.length; source += 4, target++) {
    // Integer weights summing to 256, so the shift divides; the page is opaque, alpha is ignored.
    pixels[target] =
      ((rgba[source] ?? 0) * 77 + (rgba[source + 1] ?? 0) * 150 + (rgba[source + 2] ?? 0) * 29) >>
      8;
  }
  return { pixels, width, height };
}

/**
 * Encodes part of a greyscale page as a binary PGM, an image Tesseract reads as it is. A PNG
 * costs seconds a page to compress here and to decompress again inside Tesseract; the PGM only
 * costs a copy.
 */
export function encodePgm(page: GreyscalePixels, area: PixelRectangle): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${area.width} ${area.height}\n255\n`);
  const image = new Uint8Array(header.length + area.width * area.height);
  image.set(header);
  for (let row = 0; row < area.height; row++) {
    const start = (area.top + row) * page.width + area.left;
    image.set(page.pixels.subarray(start, start + area.width), header.length + row * area.width);
  }
  return image;
}
