import { PAGE_SEPARATOR } from '../parsing/parsed-document.ts';

/** A paragraph of the document: a range of its full text, and whether a page starts with it. */
export interface DocumentParagraph {
  start: number;
  end: number;
  isPageStart: boolean;
}

/**
 * The document's paragraphs, as ranges of the pages joined the way findings' offsets count:
 * text between blank lines, trimmed, so a comment's range can be placed inside them exactly.
 */
export function splitDocumentParagraphs(pages: readonly string[]): DocumentParagraph[] {
  const paragraphs: DocumentParagraph[] = [];
  let pageStart = 0;
  for (const page of pages) {
    let isPageStart = true;
    for (const match of page.matchAll(/\S(?:[^\n]|\n(?![ \t]*\n))*/g)) {
      // The match starts and ends on text; trailing spaces before a line break are left out.
      const text = match[0].replace(/\s+$/, '');
      const start = pageStart + match.index;
      paragraphs.push({ start, end: start + text.length, isPageStart });
      isPageStart = false;
    }
    pageStart += page.length + PAGE_SEPARATOR.length;
  }
  return paragraphs;
}
