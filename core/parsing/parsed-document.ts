/** The kinds of file the product reads. */
export type DocumentFileType = 'pdf' | 'docx' | 'txt';

/** One page: its number (from 1) and where its text sits in the document's full text. */
export interface ParsedPage {
  number: number;
  /** Offset of the page's first character in ParsedDocument.text. */
  start: number;
  /** Offset just past the page's last character. */
  end: number;
}

/**
 * A document as text with positions. Every later finding is a character range of `text`, and
 * the page it falls on is found from `pages`, so it can be quoted and highlighted exactly.
 */
export interface ParsedDocument {
  fileType: DocumentFileType;
  text: string;
  pages: ParsedPage[];
  /** Whether the page count comes from the file (PDF) or was derived from the text's length. */
  isPaginationDerived: boolean;
}

/** Pages are joined by a blank line, so no sentence runs across a page boundary by accident. */
export const PAGE_SEPARATOR = '\n\n';

/** Joins page texts into one document, recording where each page starts and ends. */
export function createParsedDocument(
  fileType: DocumentFileType,
  pageTexts: string[],
  isPaginationDerived: boolean,
): ParsedDocument {
  const pages: ParsedPage[] = [];
  let text = '';
  pageTexts.forEach((pageText, index) => {
    if (index > 0) text += PAGE_SEPARATOR;
    const start = text.length;
    text += pageText;
    pages.push({ number: index + 1, start, end: text.length });
  });
  return { fileType, text, pages, isPaginationDerived };
}

/** The page a character offset falls on (the last page for an offset past the end). */
export function findPageNumber(document: ParsedDocument, offset: number): number {
  let low = 0;
  let high = document.pages.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    const page = document.pages[middle];
    if (page && page.start <= offset) low = middle;
    else high = middle - 1;
  }
  return document.pages[low]?.number ?? 1;
}

/** Cleans extracted text the same way for every format: one kind of line break, no odd spaces. */
export function normalizeExtractedText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
