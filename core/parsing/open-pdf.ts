import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist/types/src/display/api.js';

const pdfjsDirectory = path.dirname(
  createRequire(import.meta.url).resolve('pdfjs-dist/package.json'),
);

// pdf.js reads these from disk in Node: fonts for the 14 standard fonts, CMaps for CJK text,
// and the JBIG2 / JPEG 2000 decoders and ICC profiles that scanned PDFs often need.
const ASSET_URLS = {
  standardFontDataUrl: `${path.join(pdfjsDirectory, 'standard_fonts')}/`,
  cMapUrl: `${path.join(pdfjsDirectory, 'cmaps')}/`,
  cMapPacked: true,
  wasmUrl: `${path.join(pdfjsDirectory, 'wasm')}/`,
  iccUrl: `${path.join(pdfjsDirectory, 'iccs')}/`,
};

/**
 * Starts loading a PDF with pdf.js, the one place the server side configures it: packaged
 * assets only, no eval, no system fonts, no console noise. The caller awaits `.promise` and
 * destroys the task when done.
 */
export function openPdf(bytes: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    data: new Uint8Array(bytes),
    ...ASSET_URLS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
}

/** pdf.js's operator codes, for reading a page's operator list (what it draws, and where). */
export const PDF_OPERATORS = OPS;
