import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';

// The font ships inside pdfjs-dist, so the test draws the same glyphs on any machine.
const FONT_FAMILY = 'OcrTestLiberationSans';
GlobalFonts.registerFromPath(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
    'LiberationSans-Regular.ttf',
  ),
  FONT_FAMILY,
);

/** A word drawn on a scanned page and its box in PDF points (origin top-left). */
export interface DrawnWord {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const LEFT = 72;
const FIRST_BASELINE = 108;
const FONT_SIZE = 11;
const LINE_HEIGHT = 18;

/**
 * A Letter page with the lines drawn as a scanner at `dpi` would have seen them: a PNG, and the
 * JPEG most scanners would store (pdf-lib embeds a JPEG as it is, but re-encodes a PNG slowly).
 */
export async function drawScan(
  lines: string[],
  dpi = 200,
): Promise<{ png: Uint8Array; jpeg: Uint8Array; words: DrawnWord[] }> {
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(PAGE_WIDTH * scale), Math.round(PAGE_HEIGHT * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = `${FONT_SIZE * scale}px ${FONT_FAMILY}`;
  const words: DrawnWord[] = [];
  lines.forEach((line, index) => {
    const baseline = FIRST_BASELINE + index * LINE_HEIGHT;
    context.fillText(line, LEFT * scale, baseline * scale);
    for (const match of line.matchAll(/\S+/g)) {
      const before = context.measureText(line.slice(0, match.index)).width / scale;
      const metrics = context.measureText(match[0]);
      words.push({
        text: match[0],
        x: LEFT + before,
        y: baseline - metrics.actualBoundingBoxAscent / scale,
        width: metrics.width / scale,
        height: (metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent) / scale,
      });
    }
  });
  const [png, jpeg] = await Promise.all([canvas.encode('png'), canvas.encode('jpeg', 90)]);
  return { png: new Uint8Array(png), jpeg: new Uint8Array(jpeg), words };
}

/**
 * A PDF like a scanner makes: each page one full-page image and no text layer. An empty list
 * of lines gives a blank scanned page. Returns the words drawn on each page.
 */
export async function makeScannedPdf(
  pages: string[][],
  dpi = 200,
): Promise<{ bytes: Uint8Array; words: DrawnWord[][] }> {
  const pdf = await PDFDocument.create();
  const words: DrawnWord[][] = [];
  for (const lines of pages) {
    const scan = await drawScan(lines, dpi);
    const image = await pdf.embedJpg(scan.jpeg);
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
    words.push(scan.words);
  }
  return { bytes: await pdf.save(), words };
}
