import type { KeyDate } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import { isOnPageFurniture } from './is-on-page-furniture.ts';
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
    if (NOT_THE_AGREEMENTS_DATE.test(line) || isOnPageFurniture(head, found.index)) continue;
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

// "Date:", "Dated:", "Signed on", "(signature) June 25, 2014": a signature's date. A date of
// something else ("Termination Date: December 31, 2023") is a term, not a signing.
const SIGNING_DATE_LABEL =
  /(?<!\b(?:termination|expiration|expiry|effective|commencement|completion|closing|delivery|renewal|payment|invoice|due|end|start|birth)\s+)\b(?:date[d]?|signed\s+on|\(signature\))\s*:?\s*$/i;
// "the Loan and Security Agreement dated September 2, 2016" in a schedule after the signatures:
// another agreement's date, however near the signatures it stands.
const OTHER_AGREEMENT_DATED =
  /\b(?:Agreement|Amendment|Contract|Lease|Note|Indenture|Plan)\s*(?:\([^)]*\)\s*)?,?\s*dated(?:\s+as\s+of)?\s*$/;
// Where and when it was signed, at the head of the signatures: "Hamburg, November 19th, 2012".
const SIGNING_PLACE = /(?:^|\n)[ \t]*[A-Z][A-Za-z/ .-]{2,30},[ \t]*$/;
// A date written beside a signature: alone on its line, in its own column, or on the rule
// signed above ("_____________   19 Jan. 1998", "Patrick C. Barry      1/9/02").
const SET_APART_SIGNING_DATE = /(?:^|\n)[ \t]*$|[ \t]{3,}$|[-_]{3,}[ \t]*$/;
// What a signature block holds, which a set-apart date must follow closely to be its date.
const SIGNATURE_CUE = /\bBy\s*:|\/s\/|\bsignature\b|\bName\s*:|\bTitle\s*:|_{4,}|-{5,}/i;
const SIGNATURE_CUE_REACH = 300;

// "effective as of the date of the last signature below", "effective on the date on which it
// has been signed by both parties": an agreement that takes effect when the last party signs.
const TAKES_EFFECT_ON_LAST_SIGNATURE =
  /\beffective\b[^.]{0,80}?\b(?:(?:date|day)\s+of\s+(?:the\s+)?(?:last|final|later)\s+(?:signature|execution)|last\s+(?:date|day)\s+of\s+(?:signature|execution)|(?:date|day)\s+(?:on\s+which|when|that)\s+[^.]{0,60}?\b(?:last|both|all)\s+(?:of\s+the\s+)?(?:part(?:y|ies)|signator\w*)|(?:date|day)\s+(?:on\s+which|when|that)\s+[^.]{0,40}?\b(?:fully|last)\s+(?:signed|executed)|(?:date|day)\s+of\s+(?:full|complete|mutual)\s+execution|later\s+of\s+the\s+(?:two\s+)?dates?\b[^.]{0,40}\b(?:sign|execut)\w*)/i;

/**
 * An agreement that takes effect on its last signature, dated from that signature: the latest
 * date any party signed.
 */
export function findLastSignatureEffectiveDate(document: ParsedDocument): KeyDate | null {
  if (!TAKES_EFFECT_ON_LAST_SIGNATURE.test(document.text)) return null;
  const signed = findSignatureDate(document);
  return signed && { ...signed, kind: 'effective', label: 'Effective date (the last signature)' };
}

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
        !OTHER_AGREEMENT_DATED.test(before) &&
        (found.index < testimonium ||
          SIGNING_DATE_LABEL.test(before.slice(-30)) ||
          SIGNING_PLACE.test(before) ||
          (SET_APART_SIGNING_DATE.test(before) &&
            SIGNATURE_CUE.test(
              region.slice(Math.max(0, found.index - SIGNATURE_CUE_REACH), found.index),
            )));
      if (!isSigningDate || (latest && (latest.date ?? '') >= found.date)) continue;
      if (isOnPageFurniture(document.text, from + found.index)) continue;
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
