/**
 * What a single line of page furniture looks like, whatever page it is on: a page number, a
 * browser's print header or footer, or a stamp a filing system put on every page. None of it
 * is the parties' words, so none of it may give a fact or a finding ("11/28/25, 10:15 AM" is
 * the day someone printed the page, not the agreement's date).
 */

// "Page 3 of 12", "Page 3", "Pg. 3", "p. 3/12", "3 | Page", "Page | 3": a page number said so.
const PAGE_NUMBER =
  /^(?:(?:page|pg\.?|p\.)\s*\|?\s*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?|\d{1,4}\s*\|\s*page|\[\s*page\s+\d{1,4}\s*\])$/i;
// "- 3 -", "– 3 –", "(3)": a number set off as a page's.
const DASHED_PAGE_NUMBER = /^(?:[-–—]\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–—]|\(\s*\d{1,4}\s*\))$/i;
// A bare "3" or "iv": a page number only where a page number stands (the page's edge, or a
// paragraph of its own), since "3" can also be a wrapped line's last word.
const BARE_PAGE_NUMBER = /^(?:\d{1,4}|x{0,3}(?:ix|iv|v?i{1,3}|v))$/i;
// A short footer that ends with its page number: "Consulting Agreement Page 1 of 7".
const TRAILING_PAGE_OF = /^.{1,80}?\s(?:page|pg\.?)\s*\d{1,4}\s*(?:of|\/)\s*\d{1,4}$/i;

// A browser's print header: the date and time it was printed, then the page's title:
// "11/28/25, 10:15 AM   Mutual NDA - Google Docs".
const PRINT_DATE_TIME =
  /^\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?:\s|$)/i;
// Its print footer: the page's address, then "page / pages": "https://docs.google.com/... 1/7".
const PRINT_URL_WITH_COUNT =
  /^(?:https?:\/\/|file:\/\/|about:blank|www\.)\S*(?:\s.*)?\s\d{1,4}\s*\/\s*\d{1,4}$/i;
// An address alone on a page's edge is a print footer too.
const BARE_URL = /^(?:https?:\/\/|file:\/\/|www\.)\S+$/i;

// A filing system's stamps: EDGAR's "Source: COMPANY, 10-Q, 5/22/2020" and the data vendor's
// notice beside it, EDGAR's page tags, and the exhibit number a filing gives the contract
// ("EXHIBIT 10.18"; a contract's own "Exhibit A" is a part of it, not a stamp).
const FILING_STAMPS = [
  /^source:\s.{2,160},\s*(?:\d{1,2}-?[A-Z0-9]{1,5}|[SF]-\d{1,2}|SB-2|DEF\s*14A|424B\d)[A-Z/]*,\s*\d{1,2}\/\d{1,2}\/\d{2,4}/i,
  /powered by morningstar|document research\s*℠|the information contained herein may not be copied, adapted or distributed/i,
  /^<\/?page>\s*\d*$/i,
  /^exhibit\s+\d{1,3}(?:\.\d{1,3})+[a-z]?(?:\s*[-–—]\s*[^.]{0,60})?$/i,
];
// EDGAR's stamp where a text export ran it onto the end of a line ("... in a timely manner.
// Source: ACME CORP, 8-K, 11/9/2018"): after a sentence's end, up to the line's end.
export const INLINE_FILING_STAMP =
  /(?<=[.;:][ \t]{1,4})source:\s[^\n]{2,160}?,\s*(?:\d{1,2}-?[A-Z0-9]{1,5}|[SF]-\d{1,2}|SB-2|DEF\s*14A|424B\d)[A-Z/]*,\s*\d{1,2}\/\d{1,2}\/\d{2,4}[ \t]*(?=\n|$)/gi;
// A filer's legend that words were left out: "CERTAIN CONFIDENTIAL INFORMATION CONTAINED IN
// THIS DOCUMENT, MARKED WITH “[***]”, HAS BEEN EXCLUDED ...": it runs to its paragraph's end.
export const REDACTION_LEGEND =
  /^(?:\[?\*+\]?\s*)?(?:certain\s+(?:confidential\s+)?(?:information|portions|identified information)|confidential\s+treatment\s+(?:has\s+been\s+)?requested|portions\s+of\s+this\s+(?:exhibit|document))\b/i;
// A Bates number stamped on a page's edge: "ACME0001234".
const BATES_NUMBER = /^[A-Z]{2,10}[_ -]?\d{5,10}$/;

export type FurnitureKind = 'page-number' | 'print-header' | 'filing-stamp';

// Furniture is a line of a page's edge or a short notice: a longer line is the document's own
// text, even where a notice was run into it by a text export without line breaks.
export const MAX_FURNITURE_LINE = 300;

/**
 * The furniture a line is by its own words. `isAtEdge` says the line stands at a page's top or
 * bottom, or as a paragraph of its own, where a bare number is a page number.
 */
export function classifyFurnitureLine(text: string, isAtEdge: boolean): FurnitureKind | null {
  if (text.length > MAX_FURNITURE_LINE) return null;
  if (PAGE_NUMBER.test(text) || DASHED_PAGE_NUMBER.test(text) || TRAILING_PAGE_OF.test(text))
    return 'page-number';
  if (isAtEdge && BARE_PAGE_NUMBER.test(text)) return 'page-number';
  if (PRINT_DATE_TIME.test(text) || PRINT_URL_WITH_COUNT.test(text)) return 'print-header';
  if (isAtEdge && BARE_URL.test(text)) return 'print-header';
  if (FILING_STAMPS.some((pattern) => pattern.test(text))) return 'filing-stamp';
  if (isAtEdge && BATES_NUMBER.test(text)) return 'filing-stamp';
  return null;
}
