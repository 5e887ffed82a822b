import type { KeyDate } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { locate } from './locate.ts';
import { findDates } from './parse-dates.ts';

// Where an agreement whose preamble gives no date says when it was made: the date under its
// title or at a letter's head, else the date it was signed.

const SIGNATURE_CHARACTERS = 4_000;
const TITLE_CHARACTERS = 1_000;
// What a date under a title or at a letter's head stands beside: the title itself ("AGENCY
// AGREEMENT May 21, 2015"), a "Date" label, or nothing else on its line.
const TITLE_DATE_BEFORE = /(?:\b(?:AGREEMENT|CONTRACT)\s*|\bDate\b[^\n\d]{0,25})$/;
const SET_APART_BEFORE = /(?:^\s*|\n\s*|[ \t]{3,})$/;
// A filing's running footer or a print stamp dates the copy, not the agreement.
const NOT_THE_AGREEMENTS_DATE = /\bsource\s*:|\bfiled\b|\bpage\s+\d|\bprinted\b/i;

/**
 * With no dated preamble, the date a title page or a letter's head carries ("CONSULTING
 * AGREEMENT\n\nJuly 20, 2018").
 */
export function findTitleDate(document: ParsedDocument): KeyDate | null {
  const head = document.text.slice(0, TITLE_CHARACTERS);
  for (const found of findDates(head)) {
    const lineStart = head.lastIndexOf('\n', found.index) + 1;
    const lineEnd = head.indexOf('\n', found.index + found.length);
    const line = head.slice(lineStart, lineEnd < 0 ? head.length : lineEnd);
    if (NOT_THE_AGREEMENTS_DATE.test(line)) continue;
    const before = head.slice(Math.max(0, found.index - 60), found.index);
    const restOfLine = line.slice(found.index - lineStart + found.length).trim();
    const isSetApart = SET_APART_BEFORE.test(before) && restOfLine.length <= 40;
    if (!isSetApart && !TITLE_DATE_BEFORE.test(before)) continue;
    return {
      kind: 'agreement',
      label: 'Agreement date',
      date: found.date,
      duration: null,
      status: 'stated',
      ...locate(document, found.index, found.index + found.length),
    };
  }
  return null;
}

const SIGNING_DATE_LABEL = /\b(?:date[d]?|signed\s+on)\s*:?\s*$/i;
// Where and when it was signed, at the head of the signatures: "Hamburg, November 19th, 2012".
const SIGNING_PLACE = /(?:^|\n)[ \t]*[A-Z][A-Za-z/ .-]{2,30},[ \t]*$/;

/**
 * Where the signatures and their dates are: the last pages, and after the last "IN WITNESS
 * WHEREOF", which schedules and appendices can push far from the end.
 */
function signatureDateRegions(text: string): number[] {
  const witness = text.lastIndexOf('IN WITNESS WHEREOF');
  const tail = Math.max(0, text.length - SIGNATURE_CHARACTERS);
  return witness >= 0 ? [witness, tail] : [tail];
}

/**
 * With no date in the preamble, the agreement dates from its signing: the last signature date
 * ("Date: ..."), or the date the testimonium gives ("IN WITNESS WHEREOF ... on this 20th day of
 * March 2020").
 */
export function findSignatureDate(document: ParsedDocument): KeyDate | null {
  let latest: KeyDate | null = null;
  for (const from of signatureDateRegions(document.text)) {
    const region = document.text.slice(from, from + SIGNATURE_CHARACTERS);
    const testimonium = /^IN WITNESS WHEREOF[^.]{0,300}/.exec(region)?.[0].length ?? 0;
    for (const found of findDates(region)) {
      const before = region.slice(Math.max(0, found.index - 40), found.index);
      const isSigningDate =
        found.index < testimonium ||
        SIGNING_DATE_LABEL.test(before.slice(-20)) ||
        SIGNING_PLACE.test(before);
      if (!isSigningDate || (latest && (latest.date ?? '') >= found.date)) continue;
      latest = {
        kind: 'agreement',
        label: 'Signed',
        date: found.date,
        duration: null,
        status: 'stated',
        ...locate(document, from + found.index, from + found.index + found.length),
      };
    }
  }
  return latest;
}
