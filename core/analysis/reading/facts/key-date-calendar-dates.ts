import type { KeyDate } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Segment } from '../../text/segment.ts';
import { isOnPageFurniture } from './is-on-page-furniture.ts';
import { locate } from './locate.ts';
import { findDates, type FoundDate } from './parse-dates.ts';

/**
 * The calendar dates of a sentence that say when the agreement was made, when it takes effect
 * and when it ends, each read from the words just before and after it.
 */

/**
 * A cover page holds the agreement's date within its first few hundred words; the same reach
 * after the preamble's first sentence covers a preamble that follows a table of contents.
 */
const PREAMBLE_CHARACTERS = 3_000;
/** Enough for "entered into as of the" or "is effective from" before a date, and no clause more. */
const WORDS_BEFORE_DATE = 60;
/** Enough for '(the "Effective Date")' after a date. */
const WORDS_AFTER_DATE = 40;
/**
 * A date this close to the start of its sentence stands on its own line ("dated as of" /
 * "June 26, 2015"), so it reads with the sentence before: the offset allows a bullet or a quote.
 */
const OWN_LINE_DATE_OFFSET = 3;
/** Enough for "the Supply Agreement between A and B, dated" before a date. */
const WORDS_BEFORE_NAMED_AGREEMENT = 250;
/** Past the first thousand characters a "Date:" label is a signature block's, not the cover's. */
const COVER_DATE_LABEL_REACH = PREAMBLE_CHARACTERS / 3;
/** At most this far from "dated" or "made" to the date: "made and entered into this". */
const MADE_WORDS_REACH = 40;
/** At most this many words in another agreement's name: "a Note Purchase Agreement". */
const AGREEMENT_NAME_WORDS = 8;
/** At most this long a "between A and B" after another agreement's name. */
const AGREEMENT_PARTIES_REACH = 100;
/** At most this far from "commencement date" to its verb: 'the "Commencement Date" shall be'. */
const COMMENCEMENT_VERB_REACH = 30;
/** At most this far from "Effective Date" to "means": 'Effective Date" as used here means'. */
const EFFECTIVE_DATE_DEFINITION_REACH = 20;

/**
 * Words before a date that date an agreement: "dated", "made", "as of", "Date:", and the "this"
 * of a preamble that names the parties first ("... and B LLC this 7th day of September, 1999").
 */
const AGREEMENT_DATE_WORDS =
  /\b(?:dated|made|entered\s+(?:into|on)|executed|as\s+of|last\s+updated|effective)\b|(?<!\b(?:termination|expiration|expiry|end|renewal|payment|delivery|due)\s+)\bdate\s*:\s*$|\bthis(?:\s+the)?\s*$/i;
// The words that say when the agreement was made, which outrank the date it takes effect ("is
// deemed effective as of October 1, 2001" after "entered on this 9th day of October, 2001").
const MADE_WORDS = new RegExp(
  String.raw`\b(?:dated|made|entered\s+(?:into|on)|executed)\b[^.]{0,${MADE_WORDS_REACH}}$`,
  'i',
);
// "the Supply Agreement dated April 1, 2017", "a Note Purchase Agreement dated as of May 15,
// 2002": the date of another agreement the preamble names, not of this one.
const OTHER_AGREEMENT_DATED = new RegExp(
  String.raw`\b(?:the|a|an|that\s+certain|its|their|such|said)\s+(?:[\w,'’&/-]+\s+){0,${AGREEMENT_NAME_WORDS}}?(?:Agreement|AGREEMENT|Contract|Lease|Note|Plan|Trust|Indenture|Schedule\s+\S+)\s*(?:\([^)]*\)\s*)?(?:,?\s*(?:by\s+and\s+)?between\s[^;]{0,${AGREEMENT_PARTIES_REACH}}?\s)?,?\s*dated(?:\s+as\s+of)?\s*$`,
  'i',
);
// ... unless the name is this agreement's own: "MASTER SUPPLY AGREEMENT (the "Agreement") dated".
const OWN_NAME_DATED =
  /\((?:the|this)\s+["“](?:Agreement|Amendment|Contract|Lease)["”]\)\s*,?\s*dated(?:\s+as\s+of)?\s*$/i;
// A signature's "Date:" in a short document dates a signing, which the signature rule reads.
const DATE_LABEL = /\bdate\s*:\s*$/i;
/**
 * Words before a date that say it is when the agreement takes effect, including a cover page's or
 * key-terms table's row ("Effective Date: January 1, 2019", "Effective Date<TAB>1 March 2024").
 */
const EFFECTIVE_DATE_WORDS = new RegExp(
  String.raw`\beffective\s+(?:as\s+of|on|from)\b|\bcommenc\w*\s+on\b|\bbegin\w*\s+on\b|\b(?:beginning|begins)\s*$|\b(?:take|takes|taking)\s+effect\s+(?:as\s+of|on|from)\s*$|\b(?:in|into)\s+(?:full\s+)?(?:force|effect)\s+(?:as\s+of|on|from)\s*$|\bcommencement\s+date\b[^.]{0,${COMMENCEMENT_VERB_REACH}}\b(?:is|will\s+be|shall\s+be)\s*$|\b(?:come|comes|coming)\s+into\s+(?:force|effect)\s+(?:as\s+of|on|from)\s*$|["“]Effective Date["”]|\bEffective Date\b[^.]{0,${EFFECTIVE_DATE_DEFINITION_REACH}}\bmeans?\b|\bEffective\s+Date\s*[:\t]\s*$`,
  'i',
);
/** Words after a date that define it as the effective date: '(the "Effective Date")'. */
const EFFECTIVE_DATE_DEFINED_AFTER = /^\s*\(\s*(?:the\s+)?["“]Effective Date/i;
/** Words before a date that say it is when the agreement ends ("Termination Date: ..."). */
const END_DATE_WORDS =
  /(?:\bexpir\w*|\bends?\s+on|\bterminat\w*\s+on|\buntil|\bmaturity\s+date(?:\s+of)?|\bthrough|\bending\s+on|\b(?:expiration|expiry|termination|end)\s+date\s*[:\t])\s*(?:the\s+)?$/i;
/** A digit: a sentence without one names no calendar date. */
const DIGIT = /\d/;

/** Which sentence holds the agreement date found so far, and how it was introduced. */
export interface AgreementDateSource {
  segmentIndex: number;
  /** Introduced by "made", "entered into" or "dated" rather than "as of" or "effective". */
  isMadeDate: boolean;
}

/** A calendar date with the words around it that say what it is. */
interface DateInContext {
  found: FoundDate;
  location: Pick<KeyDate, 'status' | 'quote' | 'page' | 'start' | 'end'>;
  before: string;
  after: string;
  /** The longer run of words before, enough to hold another agreement's name. */
  widerBefore: string;
}

/** What reading one sentence's dates needs to know about the document and the reading so far. */
export interface CalendarDateReading {
  document: ParsedDocument;
  segments: readonly Segment[];
  index: number;
  preambleStart: number;
  keyDates: KeyDate[];
  add: (keyDate: KeyDate) => void;
  agreementSource: AgreementDateSource;
}

/** Adds the agreement, effective and end dates that sentence `index` states. */
export function readCalendarDates(reading: CalendarDateReading): void {
  const segment = reading.segments[reading.index];
  if (!segment || !DIGIT.test(segment.text)) return;
  const isPreamble = isInPreamble(segment, reading.preambleStart);
  for (const found of findDates(segment.text)) {
    if (isOnPageFurniture(reading.document.text, segment.start + found.index)) continue;
    const date = describeDate(reading, segment, found);
    if (isPreamble && isAgreementDate(reading, segment, date)) recordAgreementDate(reading, date);
    if (END_DATE_WORDS.test(date.before)) {
      reading.add({ kind: 'expiration', label: 'Ends', ...dateFields(date) });
    } else if (
      EFFECTIVE_DATE_DEFINED_AFTER.test(date.after) ||
      EFFECTIVE_DATE_WORDS.test(date.before)
    ) {
      reading.add({ kind: 'effective', label: 'Effective date', ...dateFields(date) });
    }
  }
}

/** A cover page's sentences, and the preamble's, which may follow a table of contents. */
function isInPreamble(segment: Segment, preambleStart: number): boolean {
  return (
    segment.start < PREAMBLE_CHARACTERS ||
    (segment.start >= preambleStart && segment.start < preambleStart + PREAMBLE_CHARACTERS)
  );
}

function describeDate(
  reading: CalendarDateReading,
  segment: Segment,
  found: FoundDate,
): DateInContext {
  const start = segment.start + found.index;
  const end = found.index + found.length;
  const lead =
    found.index < OWN_LINE_DATE_OFFSET ? `${reading.segments[reading.index - 1]?.text ?? ''} ` : '';
  const textBefore = lead + segment.text.slice(0, found.index);
  return {
    found,
    location: { status: 'stated', ...locate(reading.document, start, start + found.length) },
    before: textBefore.slice(-WORDS_BEFORE_DATE),
    after: segment.text.slice(end, end + WORDS_AFTER_DATE),
    widerBefore: textBefore.slice(-WORDS_BEFORE_NAMED_AGREEMENT),
  };
}

/**
 * A preamble date introduced as this agreement's: the first found, or a "made" date in the same
 * sentence as an "as of" date found before it.
 */
function isAgreementDate(
  reading: CalendarDateReading,
  segment: Segment,
  date: DateInContext,
): boolean {
  if (!AGREEMENT_DATE_WORDS.test(date.before) || isOtherAgreementsDate(date.widerBefore)) {
    return false;
  }
  if (DATE_LABEL.test(date.before) && segment.start > COVER_DATE_LABEL_REACH) return false;
  const hasAgreementDate = reading.keyDates.some((keyDate) => keyDate.kind === 'agreement');
  const source = reading.agreementSource;
  return (
    !hasAgreementDate ||
    (source.segmentIndex === reading.index && !source.isMadeDate && MADE_WORDS.test(date.before))
  );
}

function isOtherAgreementsDate(before: string): boolean {
  return OTHER_AGREEMENT_DATED.test(before) && !OWN_NAME_DATED.test(before);
}

/** The date becomes the agreement date, in place of any found before. */
function recordAgreementDate(reading: CalendarDateReading, date: DateInContext): void {
  const previous = reading.keyDates.findIndex((keyDate) => keyDate.kind === 'agreement');
  if (previous !== -1) reading.keyDates.splice(previous, 1);
  reading.agreementSource.isMadeDate = MADE_WORDS.test(date.before);
  reading.agreementSource.segmentIndex = reading.index;
  reading.add({ kind: 'agreement', label: 'Agreement date', ...dateFields(date) });
}

function dateFields(date: DateInContext) {
  return { date: date.found.date, duration: null, ...date.location };
}
