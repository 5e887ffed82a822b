import type { KeyDate } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Segment } from '../../text/segment.ts';
import { locate } from './locate.ts';
import { findDurations, type FoundDuration } from './parse-durations.ts';

/**
 * The durations of a sentence that say how the agreement renews, how much notice stops it, and
 * how long its first term lasts.
 */

/** Enough for "for an initial term of" before a duration, and no clause more. */
const WORDS_BEFORE_TERM = 60;

/** A sentence without one of these words names no renewal, notice or term. */
const TERM_WORDS = /\b(?:renew|notice|term|period|continue|remain)/i;
const RENEWAL_WORDS = /\brenew\w*|\bextend\w*\s+(?:automatically|for)/i;
/** "for successive one (1) year terms": the words around a renewal's length. */
const RENEWAL_LENGTH_BEFORE = /(?:successive|additional|renewal|further|consecutive)\s+$/i;
const RENEWAL_LENGTH_AFTER = /^\s*(?:renewal\s+)?(?:terms?|periods?)/i;
const NOTICE_WORD = /\bnotice\b/i;
/** "at least ninety (90) days' prior written notice": the words around a notice period. */
const NOTICE_LENGTH_BEFORE =
  /(?:at\s+least|not\s+less\s+than|no\s+(?:later|less)\s+than|a\s+minimum\s+of)\s*$/i;
const NOTICE_LENGTH_AFTER =
  /^\s*(?:prior\s+(?:written\s+)?(?:notice|to)|before|in\s+advance|(?:'|’)?s?\s*(?:prior\s+)?(?:written\s+)?notice)/i;
const ENDING_WORDS = /terminat|cancel/i;
/** Words before a duration that make it the length of a term. */
const TERM_LENGTH_BEFORE =
  /\b(?:initial\s+term|term\s+of|period\s+of|continue\s+for|remain\s+in\s+(?:full\s+)?(?:force|effect)\s+for)\b/i;
/** What the term belongs to: the agreement itself, not a licence or a payment. */
const TERM_SUBJECT = /\bthis\s+(?:agreement|lease|contract|note)\b|\b(?:initial|lease)\s+term\b/i;
/** "one year after delivery": a length counted from an event, not the term. */
const COUNTED_FROM_EVENT = /^\s*(?:after|following|from)\b/i;

/** A duration with the sentence it sits in, split around it. */
interface DurationInContext {
  found: FoundDuration;
  segment: Segment;
  before: string;
  after: string;
}

/** Adds the renewal, notice and initial-term lengths a sentence states. */
export function readDurations(
  document: ParsedDocument,
  segment: Segment,
  add: (keyDate: KeyDate) => void,
): void {
  if (!TERM_WORDS.test(segment.text)) return;
  for (const found of findDurations(segment.text)) {
    const duration: DurationInContext = {
      found,
      segment,
      before: segment.text.slice(0, found.index),
      after: segment.text.slice(found.index + found.length),
    };
    const keyDate =
      readRenewal(document, duration) ??
      readNoticePeriod(document, duration) ??
      readInitialTerm(document, duration);
    if (keyDate) add(keyDate);
  }
}

function readRenewal(document: ParsedDocument, duration: DurationInContext): KeyDate | null {
  if (
    !RENEWAL_WORDS.test(duration.segment.text) ||
    !RENEWAL_LENGTH_BEFORE.test(duration.before) ||
    !RENEWAL_LENGTH_AFTER.test(duration.after)
  ) {
    return null;
  }
  return {
    kind: 'renewal',
    label: 'Renews for',
    date: null,
    duration: duration.found.duration,
    status: 'stated',
    ...locateWithWords(document, duration, RENEWAL_LENGTH_BEFORE, RENEWAL_LENGTH_AFTER),
  };
}

function readNoticePeriod(document: ParsedDocument, duration: DurationInContext): KeyDate | null {
  const sentence = duration.segment.text;
  const isRenewal = RENEWAL_WORDS.test(sentence);
  if (
    !NOTICE_WORD.test(sentence) ||
    !(NOTICE_LENGTH_BEFORE.test(duration.before) || NOTICE_LENGTH_AFTER.test(duration.after)) ||
    !(isRenewal || ENDING_WORDS.test(sentence))
  ) {
    return null;
  }
  return {
    kind: 'notice-period',
    label: isRenewal ? 'Notice to stop renewal' : 'Notice to terminate',
    date: null,
    duration: duration.found.duration,
    status: 'stated',
    ...locateWithWords(document, duration, NOTICE_LENGTH_BEFORE, NOTICE_LENGTH_AFTER),
  };
}

function readInitialTerm(document: ParsedDocument, duration: DurationInContext): KeyDate | null {
  const { found, segment } = duration;
  if (
    !TERM_LENGTH_BEFORE.test(duration.before.slice(-WORDS_BEFORE_TERM)) ||
    !TERM_SUBJECT.test(segment.text) ||
    COUNTED_FROM_EVENT.test(duration.after) ||
    found.duration.unit === 'day'
  ) {
    return null;
  }
  const start = segment.start + found.index;
  return {
    kind: 'expiration',
    label: 'Initial term',
    date: null,
    duration: found.duration,
    status: 'stated',
    ...locate(document, start, start + found.length),
  };
}

/** The duration's location widened to the words around it that matched ("successive ... terms"). */
function locateWithWords(
  document: ParsedDocument,
  duration: DurationInContext,
  wordsBefore: RegExp,
  wordsAfter: RegExp,
) {
  const { found, segment } = duration;
  const from = found.index - (wordsBefore.exec(duration.before)?.[0].length ?? 0);
  const to = found.index + found.length + (wordsAfter.exec(duration.after)?.[0].length ?? 0);
  return locate(document, segment.start + from, segment.start + to);
}
