import { findPageNumber, type ParsedDocument } from '../../../parsing/parsed-document.ts';

/** Where a finding's words are, in the shape every finding of the Analysis carries. */
export interface Located {
  quote: string;
  page: number;
  start: number;
  end: number;
}

/** The location of text[start, end), trimmed of surrounding white space, with its page. */
export function locate(document: ParsedDocument, rawStart: number, rawEnd: number): Located {
  let start = rawStart;
  let end = rawEnd;
  while (start < end && /\s/.test(document.text.charAt(start))) start++;
  while (end > start && /\s/.test(document.text.charAt(end - 1))) end--;
  return {
    quote: document.text.slice(start, end),
    page: findPageNumber(document, start),
    start,
    end,
  };
}

/** Collapses runs of white space, so a quote that crosses a line break reads as one line. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
