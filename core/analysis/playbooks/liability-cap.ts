import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  findingAt,
  findProvisions,
  isBinding,
  saysInOneSentence,
  statesKeyTerm,
  wordsOf,
} from './checks.ts';
import { reportAbsence } from './commercial-checks.ts';
import type { ItemFinding, PlaybookView } from './playbook.ts';
import { findPassages, type Place } from './sentences.ts';

// The cap on liability as a commercial contract's reader meets it: absent, one-sided or low.

// How a cap on liability is written: "shall not exceed", "in no event ... exceed", "limited to
// the fees paid", "aggregate liability".
export const CAP =
  /\b(?:shall|will|does|do)\s+not\s+exceed\b|\bin\s+no\s+event\b[^.;]{0,200}\b(?:exceed|greater|more\s+than)\b|\blimited\s+to\s+(?:the\s+)?(?:amount|fees|total|aggregate|sum|price|\$|[\w\s]{0,30}paid)|\b(?:aggregate|cumulative|total|maximum)\s+liability\b|\bliability\s+cap\b/i;
export const ABOUT_LIABILITY = /\bliab(?:le|ility|ilities)\b|\bdamages\b/i;
const INDEMNITY = /\b(?:indemnif\w*|hold\s+\w+\s+harmless|hold\s+harmless)\b/i;
const LIABILITY_OR_INDEMNITY = /\b(?:liab(?:le|ility|ilities)|indemnif\w*|hold\s+harmless)\b/i;

/**
 * No cap on liability at all: each side answers for every loss it causes. Quoted at the
 * reader's own indemnity, else its own liability, else a clause about liability that does not
 * bind the other side alone.
 */
export function flagNoLiabilityCap(view: PlaybookView): ItemFinding | null {
  if (statesKeyTerm(view, 'liability-cap') || saysInOneSentence(view, CAP, ABOUT_LIABILITY))
    return null;
  // Never quoted at the other side's indemnity: that one is in the reader's favour.
  const clauses = findProvisions(view, { words: LIABILITY_OR_INDEMNITY });
  const bindsOtherOnly = (provision: PlacedProvision) =>
    provision.actor.length > 0 &&
    provision.actor.every((role) => {
      const side = view.sideOf(role);
      return side !== null && side !== view.side && side !== 'mutual';
    });
  const place =
    clauses.find(
      (clause) => isBinding(view, clause, view.side) && INDEMNITY.test(wordsOf(view, clause)),
    ) ??
    clauses.find((clause) => isBinding(view, clause, view.side)) ??
    clauses.find((clause) => !bindsOtherOnly(clause) && !INDEMNITY.test(wordsOf(view, clause))) ??
    null;
  return reportAbsence(view, place, {
    title: 'No cap on liability',
    explanation:
      'Nothing limits how much either side can be made to pay for a breach or under an indemnity, so your exposure has no ceiling.',
  });
}

// A cap far below what a failure can cost: a month or a few months of fees, a small sum, or
// the price of the one order or product at issue.
const LOW_CAP =
  /\b(?:one|two|three|six|1|2|3|6)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?months?(?:['’]s?)?\s*(?:of\s+)?(?:the\s+)?(?:fees|charges|payments)\b|\b(?:fees|charges|amounts?)\s+(?:actually\s+)?(?:paid|payable|received)\b[^.;]{0,60}\b(?:during|in|for)\s+the\s+(?:one|two|three|six|1|2|3|6)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?months?\b|\b(?:amounts?|price|fees?)\s+(?:actually\s+)?(?:paid|received)\b[^.;]{0,80}\b(?:specific|particular|affected|defective|giving\s+rise|at\s+issue|in\s+question)\b|\$\s?(?:\d{1,3}|\d{1,2},\d{3})(?![\d,])(?:\.\d\d)?\b/i;
export const MUTUAL_CAP =
  /\b(?:either|each|neither|both)\s+(?:party|parties)\b|\bone\s+party\s+to\s+the\s+other\b|\bthe\s+parties['’]\s/i;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the words make `side`'s liability their subject: "Provider's liability", "liability of i-on". */
function capsLiabilityOf(view: PlaybookView, side: string, words: string): boolean {
  const names = view.reader.sides
    .filter((party) => view.sideOf(party.role) === side)
    .flatMap((party) => [party.role, ...party.terms]);
  return namesLiabilityOf(words, names);
}

/** Whether the words make the liability of a party, by any of its names, their subject. */
export function namesLiabilityOf(words: string, partyNames: readonly string[]): boolean {
  const names = partyNames.filter((name) => name.length > 1).map(escape);
  if (names.length === 0) return false;
  const owner = `(?:${names.join('|')})`;
  return new RegExp(
    String.raw`\b${owner}['’]?s?\s+(?:\w+\s+){0,4}liabilit|\bliabilit\w*\s+of\s+(?:the\s+)?${owner}\b|\b${owner}\s+(?:shall|will)\s+(?:\w+\s+){0,2}(?:not\s+)?be\s+liable`,
    'i',
  ).test(words);
}

/**
 * The cap as the reader meets it: absent altogether, or shielding the other side alone, or set
 * far below what a failure can cost (a month's fees, the price of one order). A mutual cap of
 * a year's fees is market and not reported.
 */
export function flagLiabilityCap(view: PlaybookView, other: string): ItemFinding | null {
  return flagNoLiabilityCap(view) ?? flagOffMarketCap(view, other);
}

/** A cap shielding the other side alone, or set far below what a failure can cost. */
export function flagOffMarketCap(view: PlaybookView, other: string): ItemFinding | null {
  const caps = findPassages(view, CAP, ABOUT_LIABILITY).concat(
    findPassages(view, /\blimited\s+to\b/i, ABOUT_LIABILITY),
  );
  const words = (place: Place) => view.document.text.slice(place.start, place.end);
  const low = caps.find(
    (place) => LOW_CAP.test(words(place)) && !capsLiabilityOf(view, view.side, words(place)),
  );
  if (low)
    return findingAt('red-flag', low, {
      title: 'Their liability to you is capped very low',
      explanation:
        'What you can recover is limited to a small sum (a month or a few months of fees, or the price of the order at issue), far below what a failure could cost you.',
    });
  const theirs = caps.find(
    (place) =>
      !MUTUAL_CAP.test(words(place)) &&
      capsLiabilityOf(view, other, words(place)) &&
      !capsLiabilityOf(view, view.side, words(place)),
  );
  return findingAt('red-flag', theirs, {
    title: 'Only their liability is capped',
    explanation:
      'The cap protects the other side alone: what you can recover from them is limited, while your own liability to them is not.',
  });
}
