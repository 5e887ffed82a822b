import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { FONTS, PAGE_MARGINS } from './pdf-theme.ts';

/*
 * The one module that imports pdfkit: it makes a tagged PDF with the report's fonts and turns it
 * into bytes. The rest of the PDF report only uses the types below.
 */

/** A pdfkit document, as the rest of the PDF report knows it. */
export type PdfDocument = PDFKit.PDFDocument;
/** A node of the tagged PDF's structure tree (a section, heading, paragraph, quote). */
export type PdfStructure = PDFKit.PDFStructureElement;

// DejaVu covers Latin, Greek and Cyrillic with every accent, so "Křetínský" or "Värde" prints
// as written, offline; the standard PDF fonts would drop anything outside Windows-1252.
const FONT_FILES: Record<(typeof FONTS)[keyof typeof FONTS], string> = {
  [FONTS.body]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [FONTS.bold]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  [FONTS.serif]: 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
};

let fontBytes: [string, Buffer][] | undefined;

// Read once per process: the three files are about 2 MB, and every report needs them.
function loadFonts(): [string, Buffer][] {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      readFileSync(require.resolve(file)),
    ]);
  }
  return fontBytes;
}

/** What the PDF says about itself, as a reader's document properties show it. */
export interface PdfMetadata {
  title: string;
  subject: string;
  keywords: string;
  createdAt: Date;
}

/**
 * A tagged PDF 1.7 (structure tree, language, title shown instead of the file name) so screen
 * readers can follow it, with its pages kept in memory until the end for the page furniture.
 */
export function createPdfDocument(metadata: PdfMetadata): PdfDocument {
  const document = new PDFDocument({
    size: 'A4',
    margins: { ...PAGE_MARGINS },
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: metadata.title,
      Author: 'Legal Explainer',
      Subject: metadata.subject,
      Keywords: metadata.keywords,
      Creator: 'Legal Explainer',
      // The report's own date, so the same analysis makes the same file.
      CreationDate: metadata.createdAt,
      ModDate: metadata.createdAt,
    },
  });
  for (const [name, bytes] of loadFonts()) document.registerFont(name, bytes);
  document.font(FONTS.body);
  return document;
}

/** Finishes the document and collects its bytes. */
export function finishPdfDocument(document: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
