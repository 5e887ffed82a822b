import type { Duration, KeyTerm } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Segment } from '../../text/segment.ts';
import { KEY_TERM_LABELS } from './key-term-labels.ts';
import { readKeyTermTable } from './read-key-term-table.ts';
import { extractDealTerms } from './extract-deal-terms.ts';
import { collapseSpaces, locate } from './locate.ts';
import { maskUnselectedOptions } from './mask-unselected-options.ts';
import { findDurations } from './parse-durations.ts';
import {
  CAP_CONTEXT,
  CAP_VALUE,
  GOVERNING_CONTEXT,
  INVOICE_TERMS,
  LAWS_OF,
  NET_TERMS,
  NOT_PLACES,
  PLACE_LAW,
  PLACE_LAW_GOVERNS,
  STATE_NAMED,
  TERMINATION_CONTEXT,
} from './key-term-patterns.ts';

const MAX_TABLE_VALUE = 80;
const REDACTED = /^\[\s*\*[\s*]*\]/;
const RENEWS = /\b(?:automatically\s+)?renew\w*|\bextend\w*\s+automatically/i;
const NOTICE = /\bnotice\b/i;
const RENEWAL_BEFORE =
  /\b(?:successive|additional|renewal|further|consecutive|another)\s+(?:periods?\s+of\s+|terms?\s+of\s+)?$/i;
const RENEWAL_AFTER = /^\s*(?:renewal\s+)?(?:terms?|periods?)\b/i;
const INITIAL_BEFORE = /\b(?:initial\s+term\s+of|term\s+of|period\s+of|for)\s+(?:an?\s+)?$/i;

/**
 * The terms a reader looks for first: which law governs, how long the contract runs and
 * renews, how much notice ends it, when money is due, and how far liability is capped.
 */
export function extractKeyTerms(document: ParsedDocument, segments: Segment[]): KeyTerm[] {
  const terms: KeyTerm[] = [];
  const governingLaw = findGoverningLaw(document, segments);
  if (governingLaw) terms.push(governingLaw);
  for (const segment of segments) {
    if (!terms.some((term) => term.kind === 'term-and-renewal') && RENEWS.test(segment.text)) {
      const durations = findDurations(segment.text).filter(
        (found) => found.duration.unit !== 'day' && found.duration.unit !== 'business-day',
      );
      // The renewal period is the one the words tie to renewing ("successive one (1) year terms").
      const renewal = durations.find(
        (found) =>
          RENEWAL_BEFORE.test(segment.text.slice(0, found.index)) ||
          RENEWAL_AFTER.test(segment.text.slice(found.index + found.length)),
      );
      if (renewal) {
        const initial = durations.find(
          (found) =>
            found.index < renewal.index && INITIAL_BEFORE.test(segment.text.slice(0, found.index)),
        );
        const value = initial
          ? `${describe(initial.duration)}, then renews for ${describe(renewal.duration)} at a time`
          : `Renews for ${describe(renewal.duration)} at a time`;
        terms.push({
          kind: 'term-and-renewal',
          label: KEY_TERM_LABELS['term-and-renewal'],
          value,
          status: 'stated',
          ...locate(document, segment.start, segment.end),
        });
      }
    }
    if (
      !terms.some((term) => term.kind === 'termination-notice') &&
      TERMINATION_CONTEXT.test(segment.text) &&
      NOTICE.test(segment.text)
    ) {
      const notice = findDurations(segment.text).find((found) =>
        /^\s*(?:(?:'|’)?s?\s*(?:prior\s+)?(?:written\s+)?(?:advance\s+)?notice|prior\s+(?:written\s+)?notice)/i.test(
          segment.text.slice(found.index + found.length),
        ),
      );
      if (notice) {
        const start = segment.start + notice.index;
        terms.push({
          kind: 'termination-notice',
          label: KEY_TERM_LABELS['termination-notice'],
          value: `${describe(notice.duration)}' notice`,
          status: 'stated',
          ...locate(document, start, segment.end),
        });
      }
    }
    if (!terms.some((term) => term.kind === 'payment-terms')) {
      const payment =
        new RegExp(NET_TERMS.source, 'i').exec(segment.text) ??
        new RegExp(INVOICE_TERMS.source, 'i').exec(segment.text);
      if (payment) {
        const start = segment.start + payment.index;
        terms.push({
          kind: 'payment-terms',
          label: KEY_TERM_LABELS['payment-terms'],
          value: describePayment(payment[0]),
          status: 'stated',
          ...locate(document, start, start + payment[0].length),
        });
      }
    }
    if (!terms.some((term) => term.kind === 'liability-cap') && CAP_CONTEXT.test(segment.text)) {
      const cap = CAP_VALUE.exec(segment.text);
      const amount = cap?.[1];
      // A filed copy's redaction ("[***]") hides the figure: say so rather than guess.
      const isRedacted = amount !== undefined && REDACTED.test(amount);
      if (
        cap &&
        amount &&
        (isRedacted || /\$|fees|amount|paid|payable|price|charges|\d/i.test(amount))
      ) {
        const start = segment.start + cap.index + cap[0].length - amount.length;
        terms.push({
          kind: 'liability-cap',
          label: KEY_TERM_LABELS['liability-cap'],
          value: isRedacted ? 'Redacted in this copy' : toSentenceCase(collapseSpaces(amount)),
          status: 'stated',
          ...locate(document, start, start + amount.length),
        });
      }
    }
  }
  // A cover page's or order form's table is read first: it holds the deal's terms. A long
  // value there is a clause under a heading, which the sentence rules read better.
  const table = readKeyTermTable(document)
    .filter((term) => term.status === 'blank' || term.value.length <= MAX_TABLE_VALUE)
    .map((term) => toGoverningLawPlace(document, term));
  const read = [...terms, ...extractDealTerms(document, segments)];
  return [...table, ...read.filter((term) => !table.some((entry) => entry.kind === term.kind))];
}

// A sentence that chooses the law for the whole agreement, not one that mentions laws governing
// a matter ("an opinion limited to matters governed by the laws of Tennessee").
const CHOOSES_LAW =
  /\b(?:agreement|contract|terms|amendment|nda)\b[^.;]{0,120}?\b(?:governed|construed|interpreted|controlled)\b|\bgoverning\s+law\b|\bchoice\s+of\s+law\b|\blaws?\b[^.;]{0,80}?\b(?:govern|governs|appl(?:y|ies))\b[^.;]{0,40}?\b(?:agreement|contract|terms)\b|\b(?:agreement|contract|terms)\b[^.;]{0,60}?\bsubject\s+to\s+(?:the\s+)?(?:[A-Z][\w.]*\s+)?laws?\b/i;
const HEADS_LAW = /governing\s+law|choice\s+of\s+law|applicable\s+law/i;
const MENTIONS_LAW = /\b(?:laws?|legislation)\b/i;

/**
 * The governing-law sentence and the place it names ("Delaware", "England and Wales"): the first
 * sentence that chooses the agreement's law, else the first that names a law it is read under,
 * else the state a "Governing Law" clause names without saying "law" ("Any lawsuit ... may be
 * initiated in a court located in the Commonwealth of Massachusetts"). An option left unticked
 * on a form is not read.
 */
function findGoverningLaw(document: ParsedDocument, segments: Segment[]): KeyTerm | null {
  const chooses = (segment: Segment) =>
    CHOOSES_LAW.test(segment.text) || HEADS_LAW.test(segment.heading);
  const ordered = [...segments.filter(chooses), ...segments.filter((item) => !chooses(item))];
  for (const segment of ordered) {
    const isGoverning = GOVERNING_CONTEXT.test(segment.text) || HEADS_LAW.test(segment.heading);
    if (!isGoverning || !MENTIONS_LAW.test(segment.text)) continue;
    const best = findLawPlace(document, segment, [
      LAWS_OF,
      PLACE_LAW,
      PLACE_LAW_GOVERNS,
      STATE_NAMED,
    ]);
    if (best) return best;
  }
  for (const segment of segments) {
    if (!HEADS_LAW.test(segment.heading) || MENTIONS_LAW.test(segment.text)) continue;
    const named = findLawPlace(document, segment, [STATE_NAMED]);
    if (named) return named;
  }
  return null;
}

/** The place a sentence's law is of, found by the first of `patterns` that names one. */
function findLawPlace(
  document: ParsedDocument,
  segment: Pick<Segment, 'text' | 'start'>,
  patterns: readonly RegExp[],
): KeyTerm | null {
  const text = maskUnselectedOptions(segment.text);
  const candidates: KeyTerm[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const place = trimPlace(match[1] ?? '');
      if (!place) continue;
      const placeStart = match.index + match[0].lastIndexOf(match[1] ?? '');
      // The quote runs from "laws of" to the place, unless an unticked option stands between.
      const isWhole =
        text.slice(match.index, placeStart) === segment.text.slice(match.index, placeStart);
      const start = segment.start + (pattern === LAWS_OF && isWhole ? match.index : placeStart);
      const end = segment.start + placeStart + place.length;
      candidates.push({
        kind: 'governing-law',
        label: KEY_TERM_LABELS['governing-law'],
        value: toDisplayCase(place),
        status: 'stated',
        ...locate(document, start, end),
      });
    }
    // "the laws of the United States of America and of the Commonwealth of Pennsylvania":
    // keep looking for the state.
    if (candidates.some((candidate) => !/^United States/i.test(candidate.value))) break;
  }
  // "the laws of the State of Florida and the United States": the state is the answer.
  return (
    candidates.find((candidate) => !/^United States/i.test(candidate.value)) ??
    candidates[0] ??
    null
  );
}

/**
 * A key-terms table's "Governing Law: The laws of the State of New York" gives the place, as a
 * clause would; a value that names no place ("Delaware") is kept as written.
 */
function toGoverningLawPlace(document: ParsedDocument, term: KeyTerm): KeyTerm {
  if (term.kind !== 'governing-law' || term.status !== 'stated') return term;
  const value = { text: document.text.slice(term.start, term.end), start: term.start };
  return findLawPlace(document, value, [LAWS_OF, PLACE_LAW, STATE_NAMED]) ?? term;
}

// Adjectives some contracts use instead of the place ("governed by English law").
const PLACE_BY_ADJECTIVE: Record<string, string> = {
  English: 'England',
  Scottish: 'Scotland',
  French: 'France',
  German: 'Germany',
  Swiss: 'Switzerland',
  Irish: 'Ireland',
  Dutch: 'the Netherlands',
  Swedish: 'Sweden',
  Danish: 'Denmark',
  Norwegian: 'Norway',
  Finnish: 'Finland',
  Italian: 'Italy',
  Spanish: 'Spain',
  Portuguese: 'Portugal',
  Belgian: 'Belgium',
  Austrian: 'Austria',
  Israeli: 'Israel',
  Japanese: 'Japan',
  Chinese: 'China',
  Korean: 'Korea',
  Indian: 'India',
  Canadian: 'Canada',
  Australian: 'Australia',
  Singaporean: 'Singapore',
  Luxembourgish: 'Luxembourg',
  'U.S': 'United States',
  US: 'United States',
  PRC: "People's Republic of China",
};

function toDisplayCase(place: string): string {
  const known = PLACE_BY_ADJECTIVE[place];
  if (known) return known;
  if (place !== place.toUpperCase()) return place;
  return place
    .toLowerCase()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
    .replace(/\bAnd\b|\bOf\b/g, (word) => word.toLowerCase());
}

function trimPlace(raw: string): string | null {
  const words = raw.replace(/[.,]+$/, '').split(/\s+/);
  // "New York, USA" is fine; "Delaware Without" or "California Applicable" are not.
  while (
    words.length > 0 &&
    /^(?:and|of|Without|Applicable|Excluding|Except|Notwithstanding|In|As|To|For|The|Shall|Will|Regardless|Including|Governing|Law|Laws)$/i.test(
      words[words.length - 1] ?? '',
    )
  )
    words.pop();
  const first = words[0] ?? '';
  if (!first || NOT_PLACES.test(first) || /^(?:State|Commonwealth)$/i.test(first)) {
    // "the laws of the United States" is a place; "the laws of any jurisdiction" is not.
    return /^United\s+(?:States|Kingdom)/i.test(words.join(' '))
      ? words.slice(0, 2).join(' ')
      : null;
  }
  return words.join(' ');
}

function describe(duration: Duration): string {
  const unit = duration.unit === 'business-day' ? 'business day' : duration.unit;
  return `${duration.value} ${unit}${duration.value === 1 ? '' : 's'}`;
}

function describePayment(words: string): string {
  const net = /net\s+(\S+)/i.exec(words);
  const durations = findDurations(words);
  if (net && !durations[0]) return `Net ${net[1] ?? ''}`.trim();
  const duration = durations[0];
  if (duration)
    return `Due within ${describe(duration.duration)} of ${/receipt/i.test(words) ? 'receiving an invoice' : 'the invoice'}`;
  return 'Due on receipt of the invoice';
}

/** "THE FEES PAID UNDER THIS AGREEMENT" reads as "The fees paid under this agreement". */
function toSentenceCase(words: string): string {
  if (words !== words.toUpperCase()) return words;
  const lower = words.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
