import type { Duration, KeyDate } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import type { Segment } from '../text/segment.ts';
import { locate } from './locate.ts';
import { findDates } from './parse-dates.ts';
import { findDurations } from './parse-durations.ts';
import { findSignatureDate, findTitleDate } from './find-undated-agreement-date.ts';

const PREAMBLE_CHARACTERS = 3_000;
const AGREEMENT_CONTEXT =
  /\b(?:dated|made|entered\s+(?:into|on)|executed|as\s+of|last\s+updated|effective)\b|\bdate\s*:\s*$/i;
// The words that say when the agreement was made, which outrank the date it takes effect ("is
// deemed effective as of October 1, 2001" after "entered on this 9th day of October, 2001").
const MADE_CONTEXT = /\b(?:dated|made|entered\s+(?:into|on)|executed)\b[^.]{0,40}$/i;
// "the Supply Agreement dated April 1, 2017", "a Note Purchase Agreement dated as of May 15,
// 2002": the date of another agreement the preamble names, not of this one.
const OTHER_AGREEMENTS_DATE =
  /\b(?:the|a|an|that\s+certain|its|their|such|said)\s+(?:[\w,'’&/-]+\s+){0,8}?(?:Agreement|AGREEMENT|Contract|Lease|Note|Plan|Trust|Indenture|Schedule\s+\S+)\s*(?:\([^)]*\)\s*)?(?:,?\s*(?:by\s+and\s+)?between\s[^;]{0,100}?\s)?,?\s*dated(?:\s+as\s+of)?\s*$/i;
// ... unless the name is this agreement's own: "MASTER SUPPLY AGREEMENT (the "Agreement") dated".
const OWN_NAME_DATED =
  /\((?:the|this)\s+["“](?:Agreement|Amendment|Contract|Lease)["”]\)\s*,?\s*dated(?:\s+as\s+of)?\s*$/i;
// A signature's "Date:" in a short document dates a signing, which the signature rule reads.
const SIGNING_LABEL = /\bdate\s*:\s*$/i;
const EFFECTIVE_CONTEXT =
  /\beffective\s+(?:as\s+of|on|from)\b|\bcommenc\w*\s+on\b|\bbegin\w*\s+on\b|\bbeginning\s*$|\bcommencement\s+date\b[^.]{0,30}\b(?:is|will\s+be|shall\s+be)\s*$|\b(?:come|comes|coming)\s+into\s+(?:force|effect)\s+(?:as\s+of|on|from)\s*$|["“]Effective Date["”]|\bEffective Date\b[^.]{0,20}\bmeans?\b/i;
const EXPIRATION_CONTEXT =
  /(?:\bexpir\w*|\bends?\s+on|\bterminat\w*\s+on|\buntil|\bmaturity\s+date(?:\s+of)?|\bthrough|\bending\s+on)\s*(?:the\s+)?$/i;
const INITIAL_TERM =
  /\b(?:initial\s+term|term\s+of|period\s+of|continue\s+for|remain\s+in\s+(?:full\s+)?(?:force|effect)\s+for)\b/i;
const TERM_SUBJECT = /\bthis\s+(?:agreement|lease|contract|note)\b|\b(?:initial|lease)\s+term\b/i;
const RENEWAL_CONTEXT = /\brenew\w*|\bextend\w*\s+(?:automatically|for)/i;
const NOTICE_CONTEXT = /\bnotice\b/i;
const NOTICE_WORDS_BEFORE =
  /(?:at\s+least|not\s+less\s+than|no\s+(?:later|less)\s+than|a\s+minimum\s+of)\s*$/i;
const NOTICE_WORDS_AFTER =
  /^\s*(?:prior\s+(?:written\s+)?(?:notice|to)|before|in\s+advance|(?:'|’)?s?\s*(?:prior\s+)?(?:written\s+)?notice)/i;
const RENEWAL_WORDS_BEFORE = /(?:successive|additional|renewal|further|consecutive)\s+$/i;
const RENEWAL_WORDS_AFTER = /^\s*(?:renewal\s+)?(?:terms?|periods?)/i;

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
  // Whether the agreement date found so far is introduced by "made", "entered into" or "dated".
  let isMadeDate = false;
  let madeIn = -1;
  segments.forEach((segment, index) => {
    // Most sentences name no date and no term; skip them before the costlier patterns.
    if (!/\d|\b(?:renew|notice|term|period|continue|remain|expire)/i.test(segment.text)) return;
    const dates = /\d/.test(segment.text) ? findDates(segment.text) : [];
    // A cover page's date, and the preamble that follows its table of contents.
    const isPreamble =
      segment.start < PREAMBLE_CHARACTERS ||
      (segment.start >= preambleStart && segment.start < preambleStart + PREAMBLE_CHARACTERS);
    for (const found of dates) {
      const start = segment.start + found.index;
      const location = {
        status: 'stated' as const,
        ...locate(document, start, start + found.length),
      };
      // A date on its own line ("dated as of" / "June 26, 2015") reads with the line before.
      const lead = found.index < 3 ? `${segments[index - 1]?.text ?? ''} ` : '';
      const before = (lead + segment.text.slice(0, found.index)).slice(-60);
      const after = segment.text.slice(found.index + found.length, found.index + found.length + 40);
      const made = keyDates.find((date) => date.kind === 'agreement');
      if (
        isPreamble &&
        AGREEMENT_CONTEXT.test(before) &&
        !isOtherAgreementsDate((lead + segment.text.slice(0, found.index)).slice(-250)) &&
        !(SIGNING_LABEL.test(before) && segment.start > PREAMBLE_CHARACTERS / 3) &&
        (!made || (madeIn === index && !isMadeDate && MADE_CONTEXT.test(before)))
      ) {
        if (made) keyDates.splice(keyDates.indexOf(made), 1);
        isMadeDate = MADE_CONTEXT.test(before);
        madeIn = index;
        add({
          kind: 'agreement',
          label: 'Agreement date',
          date: found.date,
          duration: null,
          ...location,
        });
      }
      if (EXPIRATION_CONTEXT.test(before)) {
        add({ kind: 'expiration', label: 'Ends', date: found.date, duration: null, ...location });
      } else if (
        /^\s*\(\s*(?:the\s+)?["“]Effective Date/i.test(after) ||
        EFFECTIVE_CONTEXT.test(before)
      ) {
        add({
          kind: 'effective',
          label: 'Effective date',
          date: found.date,
          duration: null,
          ...location,
        });
      }
    }
    const hasTermWords = /\b(?:renew|notice|term|period|continue|remain)/i.test(segment.text);
    for (const found of hasTermWords ? findDurations(segment.text) : []) {
      const before = segment.text.slice(0, found.index);
      const after = segment.text.slice(found.index + found.length);
      const near = before.slice(-60);
      if (
        RENEWAL_CONTEXT.test(segment.text) &&
        RENEWAL_WORDS_BEFORE.test(before) &&
        RENEWAL_WORDS_AFTER.test(after)
      ) {
        const from = found.index - (RENEWAL_WORDS_BEFORE.exec(before)?.[0].length ?? 0);
        const to = found.index + found.length + (RENEWAL_WORDS_AFTER.exec(after)?.[0].length ?? 0);
        add({
          kind: 'renewal',
          label: 'Renews for',
          date: null,
          duration: found.duration,
          status: 'stated',
          ...locate(document, segment.start + from, segment.start + to),
        });
      } else if (
        NOTICE_CONTEXT.test(segment.text) &&
        (NOTICE_WORDS_BEFORE.test(before) || NOTICE_WORDS_AFTER.test(after)) &&
        (RENEWAL_CONTEXT.test(segment.text) || /terminat|cancel/i.test(segment.text))
      ) {
        const from = found.index - (NOTICE_WORDS_BEFORE.exec(before)?.[0].length ?? 0);
        const to = found.index + found.length + (NOTICE_WORDS_AFTER.exec(after)?.[0].length ?? 0);
        const label = RENEWAL_CONTEXT.test(segment.text)
          ? 'Notice to stop renewal'
          : 'Notice to terminate';
        add({
          kind: 'notice-period',
          label,
          date: null,
          duration: found.duration,
          status: 'stated',
          ...locate(document, segment.start + from, segment.start + to),
        });
      } else if (
        INITIAL_TERM.test(near) &&
        TERM_SUBJECT.test(segment.text) &&
        !/^\s*(?:after|following|from)\b/i.test(after) &&
        found.duration.unit !== 'day'
      ) {
        add({
          kind: 'expiration',
          label: 'Initial term',
          date: null,
          duration: found.duration,
          status: 'stated',
          ...locate(
            document,
            segment.start + found.index,
            segment.start + found.index + found.length,
          ),
        });
      }
    }
  });
  if (!keyDates.some((date) => date.kind === 'agreement')) {
    const made = findTitleDate(document) ?? findSignatureDate(document);
    const effective = keyDates.find((date) => date.kind === 'effective');
    // Undated and unsigned, an agreement dates from when it takes effect ("This Agreement
    // shall come into force as of January 1, 2013").
    if (made) keyDates.unshift(made);
    else if (effective)
      keyDates.unshift({
        ...effective,
        kind: 'agreement',
        label: 'Agreement date (the effective date)',
      });
  }
  // A contract that names no other start takes effect when it is made ("entered into as of").
  const made = keyDates.find((date) => date.kind === 'agreement');
  if (made && !keyDates.some((date) => date.kind === 'effective'))
    keyDates.push({ ...made, kind: 'effective', label: 'Effective date (the agreement date)' });
  return withEndDate(keyDates);
}

function isOtherAgreementsDate(before: string): boolean {
  return OTHER_AGREEMENTS_DATE.test(before) && !OWN_NAME_DATED.test(before);
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
