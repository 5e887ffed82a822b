import type {
  Place,
  Protection,
  RedFlag,
  Severity,
} from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { locate } from '../reading/facts/locate.ts';
import type { Reader } from '../reading/perspective/choose-reader.ts';
import type { Side } from '../reading/perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import { findCarveOuts, findSavingsClause, isNonOperative } from '../reading/clause-form.ts';
import { findFamily } from './families/families.ts';
import type { OrientedCandidate } from './orient-candidate.ts';

/** What the reader is shown: the risks to them, and the terms in their favour. */
export interface Findings {
  redFlags: RedFlag[];
  protections: Protection[];
}

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
// The place to quote is one that binds ("you waive ..."), not one that describes ("this
// exhibit describes the class action waiver").
const OPERATIVE_WORDS = /\b(?:shall|will|must|may|agrees?|waives?|hereby|cannot|can)\b/i;
const SAVINGS_PROTECTION = {
  title: 'A right the contract keeps for you',
  explanation:
    'Whatever the rest of the contract says, this keeps a right of yours: for example to report to the authorities, or the protection the law gives you.',
};
const EXCEPTION_PROTECTION =
  'An exception narrows a term that binds you: what it lists stays outside that term.';

/**
 * Red flags and protections from the oriented candidates: one finding per family (and per
 * mutual or one-sided form), quoting its most important place and listing the others, so
 * thirteen insurance requirements are one finding "in 13 places". Red flags come most serious
 * first, then most certain; the exceptions and savings clauses that protect the reader join
 * the protections.
 */
export function toFindings(
  document: ParsedDocument,
  oriented: readonly OrientedCandidate[],
  segments: readonly Segment[],
  reader: Reader,
): Findings {
  // A clause of a family the reader is already flagged for, whose own words do not say whom
  // it binds, is one more place of that flag (the termination fee defined after the clause
  // that charges it), never a flag of its own.
  const places = oriented.filter((item) => item.kind === 'place');
  const redFlags = mergeByFamily(
    document.text,
    oriented.filter((item) => item.kind === 'red-flag'),
  ).map((group) =>
    toRedFlag(document, [...group, ...places.filter((place) => place.family === group[0]?.family)]),
  );
  const protections = [
    ...mergeByFamily(
      document.text,
      oriented.filter((item) => item.kind === 'protection'),
    )
      .sort((left, right) => byImportance(left[0], right[0]))
      .map((group) => toProtection(document, group)),
    ...findSavingsProtections(document, segments, reader),
    ...findExceptionProtections(document, segments, redFlags, reader),
  ];
  return {
    redFlags: redFlags.sort(
      (left, right) =>
        SEVERITY_ORDER[left.severity] - SEVERITY_ORDER[right.severity] ||
        right.confidence - left.confidence ||
        left.start - right.start,
    ),
    // Most valuable first: the terms in the reader's favour, then the rights kept for them.
    protections: removeOverlapping(protections),
  };
}

/** Most serious first, then most certain, then earliest. */
function byImportance(left?: OrientedCandidate, right?: OrientedCandidate): number {
  if (!left || !right) return 0;
  return (
    SEVERITY_ORDER[left.severity] - SEVERITY_ORDER[right.severity] ||
    right.confidence - left.confidence ||
    left.start - right.start
  );
}

/** Groups of one family, the most important member first. */
function mergeByFamily(text: string, items: readonly OrientedCandidate[]): OrientedCandidate[][] {
  const groups = new Map<string, OrientedCandidate[]>();
  for (const item of items) {
    const key = item.family;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  // Blanks are best shown where they are, first one first.
  const decisive = (item: OrientedCandidate) =>
    item.family !== 'blank-terms' && OPERATIVE_WORDS.test(text.slice(item.start, item.end)) ? 0 : 1;
  return [...groups.values()].map((group) =>
    [...group].sort(
      (left, right) =>
        SEVERITY_ORDER[left.severity] - SEVERITY_ORDER[right.severity] ||
        decisive(left) - decisive(right) ||
        right.confidence - left.confidence ||
        left.start - right.start,
    ),
  );
}

function toRedFlag(document: ParsedDocument, group: OrientedCandidate[]): RedFlag {
  const [first] = group as [OrientedCandidate, ...OrientedCandidate[]];
  const family = findFamily(first.family);
  const location = locate(document, first.start, first.end);
  const mutualTitle = first.isMutual ? family?.orientation.mutualTitle : undefined;
  return {
    id: `${first.family}-${location.start}`,
    category: findFamily(first.family)?.reportedAs ?? first.family,
    title: mutualTitle ?? family?.title ?? first.family,
    severity: first.severity,
    explanation:
      (family?.explanation ?? '') + (first.isMutual ? ' It binds both sides alike.' : ''),
    suggestion: family?.suggestion ?? '',
    ...location,
    confidence: round(Math.max(...group.map((item) => item.confidence))),
    // "It binds both sides alike" and a badge "Binds you" must not disagree: a term said to
    // bind both sides names every side it binds or favours as bound.
    burdens: toRoles(
      first.isMutual ? [...new Set([...first.burdens, ...first.favours])] : first.burdens,
    ),
    favours: toRoles(first.favours),
    occurrences: group.length,
    alsoAt: toPlaces(document, group.slice(1)),
  };
}

function toProtection(document: ParsedDocument, group: OrientedCandidate[]): Protection {
  const [first] = group as [OrientedCandidate, ...OrientedCandidate[]];
  const favour = findFamily(first.family)?.orientation.inYourFavour;
  const location = locate(document, first.start, first.end);
  return {
    id: `${first.family}-${location.start}`,
    category: findFamily(first.family)?.reportedAs ?? first.family,
    title: favour?.title ?? first.family,
    explanation: favour?.explanation ?? '',
    ...location,
    confidence: round(Math.max(...group.map((item) => item.confidence))),
    burdens: toRoles(first.burdens),
    favours: toRoles(first.favours),
  };
}

/** Sentences that keep a right of the reader's ("Nothing in this Agreement prevents you ..."). */
function findSavingsProtections(
  document: ParsedDocument,
  segments: readonly Segment[],
  reader: Reader,
): Protection[] {
  const protections: Protection[] = [];
  for (const segment of segments) {
    if (isNonOperative(segment)) continue;
    const savings = findSavingsClause(segment.text, findCarveOuts(segment.text));
    if (!savings || !isAbout(segment.text.slice(savings.start), reader)) continue;
    const location = locate(document, segment.start, segment.end);
    protections.push({
      id: `savings-clause-${location.start}`,
      category: 'savings-clause',
      ...SAVINGS_PROTECTION,
      ...location,
      confidence: 0.8,
      burdens: [],
      favours: reader.side ? [reader.side.role] : [],
    });
  }
  return protections;
}

// "Except as provided in Section 10.2B", "except to the extent inconsistent with paragraph 15":
// the exception only points at another clause, which is read where it stands.
const CROSS_REFERENCE =
  /^\s*(?:except|save|other\s+than)\s+(?:as\s+(?:otherwise\s+)?(?:provided|set\s+(?:forth|out)|stated|specified|described|permitted)|to\s+the\s+extent\s+(?:inconsistent\s+with|provided|otherwise\s+provided))\b[^,;]{0,40}?\b(?:sections?|paragraphs?|clauses?|articles?|schedules?|exhibits?|below|above|herein|hereunder|this\s+agreement)\b[^,;]{0,20}$/i;

/** The exceptions inside the clauses of the reader's red flags ("except inventions made on your own time"). */
function findExceptionProtections(
  document: ParsedDocument,
  segments: readonly Segment[],
  redFlags: readonly RedFlag[],
  reader: Reader,
): Protection[] {
  const protections: Protection[] = [];
  for (const flag of redFlags) {
    if (findFamily(flag.category)?.narrowedByExceptions !== true) continue;
    if (
      !reader.side ||
      !flag.burdens.includes(reader.side.role) ||
      flag.favours.includes(reader.side.role)
    )
      continue;
    for (const place of [flag, ...flag.alsoAt]) {
      const segment = segments.find((item) => item.start <= place.start && place.start < item.end);
      if (!segment) continue;
      const exception = findCarveOuts(segment.text).find(
        (carveOut) =>
          carveOut.kind === 'exception' &&
          segment.start + carveOut.start >= place.start - 1 &&
          carveOut.end - carveOut.start > 20 &&
          !CROSS_REFERENCE.test(segment.text.slice(carveOut.start, carveOut.end)),
      );
      if (!exception) continue;
      const location = locate(
        document,
        segment.start + exception.start,
        segment.start + exception.end,
      );
      protections.push({
        id: `exception-${location.start}`,
        category: 'exception',
        title: `An exception to: ${flag.title.charAt(0).toLowerCase()}${flag.title.slice(1)}`,
        explanation: EXCEPTION_PROTECTION,
        ...location,
        confidence: flag.confidence,
        burdens: [],
        favours: [reader.side.role],
      });
    }
  }
  return protections;
}

/** Whether words speak of the reader, or of no side at all (then they keep everyone's rights). */
function isAbout(words: string, reader: Reader): boolean {
  const mentions = (side: Side) =>
    side.terms.some((term) => words.includes(term)) ||
    [...side.subjectPronouns, ...side.possessivePronouns].some((pronoun) =>
      new RegExp(`\\b${pronoun}\\b`, 'i').test(words),
    );
  if (!reader.side) return true;
  if (mentions(reader.side)) return true;
  return !reader.sides.some((side) => side !== reader.side && mentions(side));
}

function removeOverlapping(protections: Protection[]): Protection[] {
  const kept: Protection[] = [];
  for (const protection of protections) {
    if (kept.some((other) => other.start < protection.end && protection.start < other.end))
      continue;
    kept.push(protection);
  }
  return kept;
}

function toPlaces(document: ParsedDocument, items: readonly OrientedCandidate[]): Place[] {
  return [...items]
    .sort((left, right) => left.start - right.start)
    .map((item) => locate(document, item.start, item.end));
}

function toRoles(sides: readonly Side[]): string[] {
  return sides.map((side) => side.role);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
