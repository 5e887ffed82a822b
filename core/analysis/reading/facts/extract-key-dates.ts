import type { Duration, KeyDate } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Segment } from '../../text/segment.ts';
import {
  findLastSignatureEffectiveDate,
  findSignatureDate,
  findTitleDate,
} from './find-undated-agreement-date.ts';
import { readCalendarDates, type AgreementDateSource } from './key-date-calendar-dates.ts';
import { readDurations } from './key-date-durations.ts';

/**
 * The dates that matter: when the agreement was made and takes effect, when it ends, how it
 * renews, and how much notice stops the renewal. Each carries its exact words and, where the
 * words allow, a calendar date or a duration.
 */
export function extractKeyDates(document: ParsedDocument, segments: Segment[]): KeyDate[] {
  const keyDates: KeyDate[] = [];
  const add = (keyDate: KeyDate) => {
    if (!keyDates.some((other) => other.kind === keyDate.kind && other.start === keyDate.start))
      keyDates.push(keyDate);
  };
  const preambleStart = findPreambleStart(segments);
  const agreementSource: AgreementDateSource = { segmentIndex: -1, isMadeDate: false };
  segments.forEach((segment, index) => {
    readCalendarDates({ document, segments, index, preambleStart, keyDates, add, agreementSource });
    readDurations(document, segment, add);
  });
  return withEndDate(
    withEffectiveDate(withAgreementDate(document, withSigningEffectiveDate(document, keyDates))),
  );
}

// "This Agreement is entered into as of the Effective Date": the preamble dates the agreement by
// the effective date a cover page, key-terms table or definition gives.
const DATED_BY_EFFECTIVE_DATE =
  /\b(?:entered\s+into|made|dated|executed)\b[^.]{0,60}?\bas\s+of\s+the\s+Effective\s+Date\b/;

/**
 * An agreement whose preamble states no date is dated by its title or its signatures, unless it
 * says it is made as of its effective date; undated
 * and unsigned, it dates from when it takes effect ("This Agreement shall come into force as of
 * January 1, 2013").
 */
function withAgreementDate(document: ParsedDocument, keyDates: KeyDate[]): KeyDate[] {
  if (keyDates.some((date) => date.kind === 'agreement')) return keyDates;
  const effective = keyDates.find((date) => date.kind === 'effective');
  const isDatedByEffectiveDate = DATED_BY_EFFECTIVE_DATE.test(
    document.text.slice(0, PREAMBLE_REACH),
  );
  const made =
    effective && isDatedByEffectiveDate
      ? null
      : (findTitleDate(document) ?? findSignatureDate(document));
  if (made) return [made, ...keyDates];
  if (!effective) return keyDates;
  return [
    { ...effective, kind: 'agreement', label: 'Agreement date (the effective date)' },
    ...keyDates,
  ];
}

/**
 * "effective as of the date of the last signature below": with no date of its own stated, the
 * agreement takes effect on the latest signature's date.
 */
function withSigningEffectiveDate(document: ParsedDocument, keyDates: KeyDate[]): KeyDate[] {
  if (keyDates.some((date) => date.kind === 'effective')) return keyDates;
  const signed = findLastSignatureEffectiveDate(document);
  return signed ? [...keyDates, signed] : keyDates;
}

/** A contract that names no other start takes effect when it is made ("entered into as of"). */
function withEffectiveDate(keyDates: KeyDate[]): KeyDate[] {
  const made = keyDates.find((date) => date.kind === 'agreement');
  if (!made || keyDates.some((date) => date.kind === 'effective')) return keyDates;
  return [
    ...keyDates,
    { ...made, kind: 'effective', label: 'Effective date (the agreement date)' },
  ];
}

/**
 * "for an initial term of five (5) years" from an effective date ends on a date the reader can
 * put in a calendar: the term's end, counted from the start, when no end date is written.
 */
function withEndDate(keyDates: KeyDate[]): KeyDate[] {
  const start = keyDates.find((date) => date.kind === 'effective' && date.date)?.date;
  if (!start || keyDates.some((date) => date.kind === 'expiration' && date.date)) return keyDates;
  return keyDates.map((date) =>
    date.kind === 'expiration' && date.duration && !date.date
      ? { ...date, date: addDuration(start, date.duration) }
      : date,
  );
}

function addDuration(isoDate: string, duration: Duration): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  if (duration.unit === 'year') date.setUTCFullYear(date.getUTCFullYear() + duration.value);
  else if (duration.unit === 'month') date.setUTCMonth(date.getUTCMonth() + duration.value);
  else if (duration.unit === 'week') date.setUTCDate(date.getUTCDate() + 7 * duration.value);
  else return null;
  return date.toISOString().slice(0, 10);
}

// "This Agreement is entered into as of ...", "by and between": where the preamble starts,
// after any cover page and table of contents.
const PREAMBLE_WORDS = /\b(?:entered\s+into|is\s+made|made\s+and\s+entered|by\s+and\s+between)\b/i;

// A cover page and table of contents fill a few pages; a later "entered into" is the
// testimonium or a clause.
const PREAMBLE_REACH = 15_000;

/** The offset of the first sentence that reads like a preamble, or 0. */
function findPreambleStart(segments: readonly Segment[]): number {
  const preamble = segments.find((segment) => PREAMBLE_WORDS.test(segment.text));
  return preamble && preamble.start < PREAMBLE_REACH ? preamble.start : 0;
}
