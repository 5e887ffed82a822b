import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { PDF_OPERATORS } from './open-pdf.ts';

type PageViewport = ReturnType<PDFPageProxy['getViewport']>;
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

// The page is judged on a grid of this many cells a side (about 10 points a cell on a Letter
// page): overlapping images are counted once, and a cell is covered when its centre is.
const GRID_CELLS = 64;

// pdf.js's AnnotationMode.DISABLE: a stamp or a signature field drawn over a page is not what
// the page itself shows.
const ANNOTATIONS_DISABLED = 0;

/**
 * The share of a PDF page (0..1) that images cover: scanned pages, photos, logos, drawn inline
 * or as image masks, inside form XObjects too. Reads the page's operator list, which makes
 * pdf.js decode the page's images: call it only for pages where the answer matters.
 */
export async function measureImageCoverage(
  page: PDFPageProxy,
  viewport: PageViewport,
): Promise<number> {
  const { fnArray, argsArray } = await page.getOperatorList({
    annotationMode: ANNOTATIONS_DISABLED,
  });
  const covered = new Uint8Array(GRID_CELLS * GRID_CELLS);
  const cover = (matrix: Matrix) => markImage(covered, matrix, viewport);
  let current: Matrix = IDENTITY;
  const saved: Matrix[] = [];
  for (let index = 0; index < fnArray.length; index++) {
    const args: unknown[] = argsArray[index] ?? [];
    switch (fnArray[index]) {
      case PDF_OPERATORS.save:
      case PDF_OPERATORS.beginGroup:
        saved.push(current);
        break;
      case PDF_OPERATORS.restore:
      case PDF_OPERATORS.endGroup:
      case PDF_OPERATORS.paintFormXObjectEnd:
        current = saved.pop() ?? IDENTITY;
        break;
      case PDF_OPERATORS.transform:
        current = multiply(current, toMatrix(args) ?? IDENTITY);
        break;
      case PDF_OPERATORS.paintFormXObjectBegin:
        // A form's group (beginGroup) only bounds it; the form's matrix applies here, once.
        saved.push(current);
        current = multiply(current, toMatrix(args[0]) ?? IDENTITY);
        break;
      case PDF_OPERATORS.paintImageXObject:
      case PDF_OPERATORS.paintInlineImageXObject:
      case PDF_OPERATORS.paintImageMaskXObject:
      case PDF_OPERATORS.paintSolidColorImageMask:
        // Every image is drawn into the unit square of the current transform.
        cover(current);
        break;
      case PDF_OPERATORS.paintImageXObjectRepeat: {
        const [, scaleX, scaleY, positions] = args;
        coverRepeats(current, [Number(scaleX), 0, 0, Number(scaleY)], positions, cover);
        break;
      }
      case PDF_OPERATORS.paintImageMaskXObjectRepeat: {
        const [, scaleX, skewX, skewY, scaleY, positions] = args;
        const scale = [scaleX, skewX ?? 0, skewY ?? 0, scaleY].map(Number);
        coverRepeats(current, scale, positions, cover);
        break;
      }
      // The grouped inline images and masks pdf.js merges are tiles of a few pixels each
      // (patterns, glyph-like marks), never a page's picture: they are left out.
    }
  }
  let count = 0;
  for (const cell of covered) count += cell;
  return count / covered.length;
}

function coverRepeats(
  current: Matrix,
  [a = 1, b = 0, c = 0, d = 1]: number[],
  positions: unknown,
  cover: (matrix: Matrix) => void,
): void {
  if (!isNumberList(positions)) return;
  for (let index = 0; index + 1 < positions.length; index += 2) {
    cover(multiply(current, [a, b, c, d, positions[index] ?? 0, positions[index + 1] ?? 0]));
  }
}

/** Marks the grid cells whose centres the image's box (in page coordinates) covers. */
function markImage(covered: Uint8Array, matrix: Matrix, viewport: PageViewport): void {
  const corners = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ].map(([x = 0, y = 0]) => {
    const pageX = matrix[0] * x + matrix[2] * y + matrix[4];
    const pageY = matrix[1] * x + matrix[3] * y + matrix[5];
    return viewport.convertToViewportPoint(pageX, pageY) as [number, number];
  });
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const cellWidth = viewport.width / GRID_CELLS;
  const cellHeight = viewport.height / GRID_CELLS;
  if (!(cellWidth > 0 && cellHeight > 0)) return;
  // Cell i's centre is at (i + 0.5) cells; the covered ones lie between these bounds.
  const firstColumn = Math.max(0, Math.ceil(Math.min(...xs) / cellWidth - 0.5));
  const lastColumn = Math.min(GRID_CELLS - 1, Math.floor(Math.max(...xs) / cellWidth - 0.5));
  const firstRow = Math.max(0, Math.ceil(Math.min(...ys) / cellHeight - 0.5));
  const lastRow = Math.min(GRID_CELLS - 1, Math.floor(Math.max(...ys) / cellHeight - 0.5));
  for (let row = firstRow; row <= lastRow; row++) {
    covered.fill(1, row * GRID_CELLS + firstColumn, row * GRID_CELLS + lastColumn + 1);
  }
}

/** The transform that applies `inner` first, then `outer` (PDF's `cm` on top of the CTM). */
function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

function toMatrix(value: unknown): Matrix | null {
  if (!isNumberList(value) || value.length !== 6) return null;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = Array.from(value);
  return [a, b, c, d, e, f];
}

// pdf.js passes matrices and positions as arrays or typed arrays.
function isNumberList(value: unknown): value is ArrayLike<number> {
  return (
    (Array.isArray(value) || ArrayBuffer.isView(value)) &&
    Array.from(value as ArrayLike<unknown>).every((item) => typeof item === 'number')
  );
}
