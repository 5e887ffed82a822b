import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { openPdfRenderer, type RenderedPage } from '../../core/parsing/ocr/render-pdf-page.ts';

/** How one page is spoiled on its way through the scanner; drawn from a seeded generator. */
export interface ScanFlaws {
  /** The scanner's resolution. */
  dpi: number;
  /** Degrees the sheet lay crooked on the glass. */
  skewDegrees: number;
  /** The paper's grey, 0 black to 255 white. */
  paper: number;
  /** Gaussian blur of the optics, in pixels. */
  blurPixels: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  noise: number;
  /** The JPEG quality the scanner stored the page with, 0..1. */
  jpegQuality: number;
}

/** Flaws in the range of office scanners: 200 or 300 dpi, under a degree crooked, some grain. */
export function drawScanFlaws(random: () => number): ScanFlaws {
  return {
    dpi: random() < 0.5 ? 200 : 300,
    skewDegrees: (random() - 0.5) * 1.6,
    paper: 225 + Math.round(random() * 20),
    blurPixels: 0.4 + random() * 0.5,
    noise: 6 + random() * 8,
    jpegQuality: 0.6 + random() * 0.25,
  };
}

/**
 * Prints one page of a PDF and scans it back with the given flaws: an image-only, one-page PDF
 * of the same size in points, as a scanner stores it, with no text layer.
 */
export async function makeDegradedScan(
  source: Uint8Array,
  pageNumber: number,
  flaws: ScanFlaws,
  random: () => number,
): Promise<Uint8Array> {
  const renderer = await openPdfRenderer(source);
  let printed: RenderedPage;
  try {
    printed = await renderer.renderPage(pageNumber, {
      dpi: flaws.dpi,
      maxPixels: 40_000_000,
      cropToText: false,
    });
  } finally {
    await renderer.close();
  }
  const sheet = toCanvas(printed.image, printed.pixelWidth, printed.pixelHeight);
  const scan = createCanvas(printed.pixelWidth, printed.pixelHeight);
  const context = scan.getContext('2d');
  context.fillStyle = `rgb(${flaws.paper},${flaws.paper},${flaws.paper - 4})`;
  context.fillRect(0, 0, scan.width, scan.height);
  // Ink on paper: the printed page darkens the paper where it is dark.
  context.globalCompositeOperation = 'multiply';
  context.filter = `blur(${flaws.blurPixels.toFixed(2)}px)`;
  context.translate(scan.width / 2, scan.height / 2);
  context.rotate((flaws.skewDegrees * Math.PI) / 180);
  context.drawImage(sheet, -scan.width / 2, -scan.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';
  addNoise(scan, flaws.noise, random);

  const jpeg = await scan.encode('jpeg', Math.round(flaws.jpegQuality * 100));
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([printed.width, printed.height]);
  page.drawImage(await pdf.embedJpg(jpeg), {
    x: 0,
    y: 0,
    width: printed.width,
    height: printed.height,
  });
  return pdf.save();
}

/** A canvas holding a greyscale PGM's pixels (its header is the rest of the bytes). */
function toCanvas(pgm: Uint8Array, width: number, height: number): Canvas {
  const grey = pgm.subarray(pgm.length - width * height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  grey.forEach((level, index) => {
    image.data.fill(level, index * 4, index * 4 + 3);
    image.data[index * 4 + 3] = 255;
  });
  context.putImageData(image, 0, 0);
  return canvas;
}

function addNoise(canvas: Canvas, deviation: number, random: () => number) {
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const pixels = image.data;
  for (let index = 0; index < pixels.length; index += 4) {
    const grain = gaussian(random) * deviation;
    // The array clamps to 0..255 itself.
    for (let channel = index; channel < index + 3; channel++) {
      pixels[channel] = (pixels[channel] ?? 0) + grain;
    }
  }
  context.putImageData(image, 0, 0);
}

/** A standard normal draw (Box-Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
