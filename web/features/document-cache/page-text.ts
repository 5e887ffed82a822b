import type { DocumentPage } from './cached-document.ts';

/**
 * The document's full text rebuilt from its pages: each page's text sits at its `start` offset
 * and the gaps between pages (the server's page separator) are filled with line breaks.
 */
export function joinPageText(pages: readonly DocumentPage[]): string {
  let text = '';
  for (const page of [...pages].sort((a, b) => a.start - b.start)) {
    if (page.start > text.length) text += '\n'.repeat(page.start - text.length);
    text = text.slice(0, page.start) + page.text;
  }
  return text;
}
