import { readFile } from 'node:fs/promises';
import type { Analysis } from '../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../core/analysis/analyze-document.ts';
import { extractDocument } from '../core/parsing/extract-document.ts';
import { listOcrPages } from '../core/parsing/list-ocr-pages.ts';
import type { ParsedDocument } from '../core/parsing/parsed-document.ts';
import { escapeForTerminal } from './terminal-text.ts';

/**
 * Reads a PDF, DOCX or TXT file as the server's extraction workers do (scanned pages by OCR,
 * said on stderr first, as it takes seconds a page) and analyses it with the same engine.
 */
export async function analyzeFile(
  file: string,
  readerRole?: string,
): Promise<{ document: ParsedDocument; analysis: Analysis }> {
  const document = await extractDocument(await readFile(file), {
    onProgress: (progress) => {
      if (progress.phase !== 'recognising' || progress.completed > 0) return;
      const pages = progress.total === 1 ? '1 scanned page' : `${progress.total} scanned pages`;
      console.error(escapeForTerminal(`${file}: reading ${pages} with OCR...`));
    },
  });
  const analysis = analyzeDocument(document, {
    reading: { ocrPages: listOcrPages(document.pages) },
    readerRole,
  });
  return { document, analysis };
}
