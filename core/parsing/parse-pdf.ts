import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { AppError } from '../../common/errors/app-error.ts';
import {
  createParsedDocument,
  normalizeExtractedText,
  type ParsedDocument,
} from './parsed-document.ts';

// The fonts pdf.js needs for the 14 standard PDF fonts ship inside the package.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * Reads a PDF's text layer page by page. This is the only module that imports pdf.js.
 * Lines are rebuilt from the positions of the text runs: a new line where the baseline moves,
 * a blank line where the gap is wider than a line, a space where runs stand apart.
 */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedDocument> {
  const loadingTask = getDocument({
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let pdf;
  try {
    pdf = await loadingTask.promise;
  } catch (error) {
    throw describePdfFailure(error);
  }
  try {
    const pageTexts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pageTexts.push(normalizeExtractedText(assembleLines(content.items)));
      page.cleanup();
    }
    return createParsedDocument('pdf', pageTexts, false);
  } finally {
    await loadingTask.destroy();
  }
}

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

function assembleLines(items: (TextItem | TextMarkedContent)[]): string {
  let text = '';
  let lastY: number | null = null;
  let lastEndX: number | null = null;
  let lastHeight = 0;
  for (const item of items) {
    if (!isTextItem(item)) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || lastHeight || 10;
    if (item.str.length > 0) {
      if (lastY !== null && Math.abs(y - lastY) > height * 0.5) {
        if (!text.endsWith('\n')) text += '\n';
        // A gap wider than a line and a half starts a new paragraph.
        if (Math.abs(lastY - y) > Math.max(height, lastHeight) * 1.8 && !text.endsWith('\n\n'))
          text += '\n';
      } else if (
        lastEndX !== null &&
        x - lastEndX > height * 0.15 &&
        !/\s$/.test(text) &&
        !/^\s/.test(item.str)
      ) {
        text += ' ';
      }
      text += item.str;
      lastY = y;
      lastEndX = x + item.width;
      lastHeight = height;
    }
    if (item.hasEOL && !text.endsWith('\n')) text += '\n';
  }
  return text;
}

function describePdfFailure(error: unknown): AppError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new AppError(
      'INVALID_DOCUMENT',
      'This PDF is password-protected. Remove the password and upload it again.',
      { cause: error },
    );
  }
  return new AppError(
    'INVALID_DOCUMENT',
    'This PDF is damaged or incomplete and cannot be opened.',
    { cause: error },
  );
}
