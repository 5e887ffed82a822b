import type { Severity } from '../../../common/analysis/analysis-schema.ts';
import type { Reader } from '../reading/perspective/choose-reader.ts';
import type { Actor } from '../reading/perspective/find-actor.ts';
import type { Side } from '../reading/perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import type { DocumentGroup } from '../type/type-reading.ts';
import {
  CONSUMER_MODEL_FAMILIES,
  findFamily,
  type FamilyOrientation,
} from './families/families.ts';

/** Words of the document that speak to one family, before they are oriented to the reader. */
export interface Candidate {
  family: string;
  /** The words to quote. */
  start: number;
  end: number;
  /** The words that matched, which locate the clause's subject. */
  matchStart: number;
  matchEnd: number;
  segmentIndex: number;
  confidence: number;
  /** Found by the learned clause model, not by one of our text patterns. */
  isLearned?: boolean;
}

/** A candidate with whom it burdens and favours, and what it is for the reader. */
export interface OrientedCandidate extends Candidate {
  /** 'place': its direction is unknown; it only joins a red flag of its family as another place. */
  kind: 'red-flag' | 'protection' | 'place';
  burdens: Side[];
  favours: Side[];
  /** It binds the reader and the other side alike. */
  isMutual: boolean;
  severity: Severity;
}

const LOWER: Record<Severity, Severity | null> = { high: 'medium', medium: 'low', low: null };
// Who it was not clear the words bind: still shown (the clause exists), with less certainty.
const UNKNOWN_DIRECTION_FACTOR = 0.8;
// "Franchisor shall be entitled to liquidated damages", "for which Franchisor shall have all the
// rights and remedies": the subject of a duty's words holds it.
const HOLDS_THE_RIGHT =
  /\b(?:entitled\s+to|may\s+(?:recover|claim|collect|charge|demand|require|seek|obtain|impose|assess|retain|keep)|(?:has|have|shall\s+have|will\s+have|reserves?|retains?)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?right\s+to|(?:shall|will)\s+have\s+(?:all\s+)?(?:of\s+)?(?:the\s+|its\s+)?(?:rights|remedies)\b|(?:is|are)\s+owed)\b/i;
// "Franchisee shall permit Franchisor to audit", "you must reimburse us for the audit".
// "you agree that your bank is authorized to send us statements": who agrees to another's
// right carries it.
const MUST_ALLOW =
  /\b(?:shall|will|must|agrees?\s+to|is\s+required\s+to|undertakes?\s+to)\b[^.;]{0,24}?\b(?:permit|allow|grant|give|afford|provide|submit|make\s+available|cooperate|reimburse|pay|bear)\b|^\s*(?:hereby\s+)?(?:acknowledges?\s+and\s+)?(?:agrees?|consents?|acknowledges?)\s+(?:that|to)\b/i;
const CAP_WORDS =
  /\b(?:not\s+(?:to\s+)?exceed|limited\s+to|cap(?:ped)?|maximum\s+(?:aggregate\s+)?liability)\b/i;

/**
 * Orients a candidate to the reader. A term that burdens the reader is a red flag; one that
 * burdens only the other side is a protection (when it is worth showing) and never a red flag.
 * Severity follows the consequence for the reader: a term binding both sides alike weighs one
 * step less outside consumer documents (a mutual termination for convenience is low), and an
 * indemnity of "any and all" losses with no cap in sight is high.
 */
export function orientCandidate(
  candidate: Candidate,
  actor: Actor,
  segment: Segment,
  reader: Reader,
  group: DocumentGroup,
): OrientedCandidate | null {
  const family = findFamily(candidate.family);
  if (!family) return null;
  const direction = readDirection(family.orientation.direction, actor);
  // "We have the unrestricted right to assign" is not an anti-assignment clause at all.
  if (
    direction !== family.orientation.direction &&
    family.orientation.direction === 'duty' &&
    !family.orientation.isPaidToTheHolder
  )
    return null;
  const holders =
    direction === 'right'
      ? withSameRightGiven(candidate, actor.sides, segment, reader.sides)
      : actor.sides;
  const found = findDirection(direction, holders, segment.text, reader.sides);
  // In terms of service the consumer-terms model has already judged the words unfair to the
  // consumer, whoever the sentence's subject is ("You agree that we will not be liable").
  const isJudgedUnfair =
    group === 'consumer' && candidate.isLearned === true && CONSUMER_MODEL_FAMILIES.has(family.id);
  // A guarantee whose giver and beneficiary are not named is given on the side the document is
  // read for by default: the tenant's guarantor, the borrower's owner, the franchisee's owners.
  const isOnReaderSide =
    isJudgedUnfair || (found.burdens.length === 0 && family.orientation.isGivenByReaderSide);
  const { burdens, favours } =
    isOnReaderSide && reader.defaultSide
      ? {
          burdens: [reader.defaultSide],
          favours: reader.sides.filter((side) => side !== reader.defaultSide),
        }
      : found;
  const me = reader.side;
  const isKnown = burdens.length > 0;
  const isMutual =
    !isJudgedUnfair &&
    // Every side acting binds and favours the same sides; a group of parties acting together
    // ("Selling Parties") binds only its members.
    ((isKnown && burdens.some((side) => favours.includes(side))) ||
      (actor.isEveryParty === true && family.orientation.direction !== 'transfer'));
  // Who a one-sided term binds decides whether it is a risk or a protection; when the words do
  // not say, showing it either way could point the wrong way.
  const base = { ...candidate, burdens, favours, isMutual };
  const isOneSided = direction === 'duty' || direction === 'right';
  if (
    !isKnown &&
    !isMutual &&
    isOneSided &&
    family.orientation.inYourFavour &&
    group !== 'consumer'
  )
    // Only our own precise patterns: a learned clause whose words name no side is too loose to
    // join a flag.
    return candidate.isLearned ? null : { ...base, kind: 'place', severity: 'low' };
  if (me && isKnown && !burdens.includes(me)) {
    if (!favours.includes(me) || !family.orientation.inYourFavour) return null;
    // A protection weighs what the same term would weigh against the side it binds.
    return {
      ...base,
      kind: 'protection',
      severity: family.severity[group] ?? family.severity.default,
    };
  }
  let severity: Severity | null = family.severity[group] ?? family.severity.default;
  if (isMutual && family.orientation.isStandardWhenMutual) return null;
  if (isMutual && group !== 'consumer' && !family.orientation.weighsOnEachSide)
    severity = LOWER[severity];
  if (!severity) return null;
  if (family.id === 'indemnification' && !isMutual && isKnown && !CAP_WORDS.test(segment.text))
    severity = 'high';
  const confidence = isKnown
    ? candidate.confidence
    : candidate.confidence * UNKNOWN_DIRECTION_FACTOR;
  return { ...base, confidence, kind: 'red-flag', severity };
}

/**
 * "We may terminate ..., and you may terminate ...": a right the sentence gives each side in
 * turn is held by both.
 */
function withSameRightGiven(
  candidate: Candidate,
  holders: Side[],
  segment: Segment,
  sides: readonly Side[],
): Side[] {
  const matched = segment.text.slice(
    candidate.matchStart - segment.start,
    candidate.matchEnd - segment.start,
  );
  const verb = /\b(?:may|can)\s+(?:\w+ly\s+)?(\w+)/i.exec(matched)?.[1];
  if (!verb || holders.length === 0) return holders;
  const others = sides.filter((side) => !holders.includes(side));
  const alsoHolding = others.filter((side) =>
    [...side.terms, ...side.subjectPronouns].some((word) =>
      new RegExp(
        `(?<![\\w-])${escapeRegExp(word)}\\s+(?:also\\s+)?(?:may|can)\\s+(?:also\\s+)?${verb}\\b`,
        word === word.toLowerCase() ? 'i' : '',
      ).test(segment.text),
    ),
  );
  return [...holders, ...alsoHolding];
}

/**
 * The family's direction as the clause's own verb bends it: "Franchisor shall be entitled to
 * liquidated damages" holds a duty's words as a right, and "Franchisee shall permit Franchisor
 * to audit" takes a right's words as a duty. A clause whose provision gives the actor a right
 * holds it too, and one whose provision binds the actor carries the other side's right as its
 * duty ("Buyer shall make its records available for audit by Supplier").
 */
function readDirection(
  direction: FamilyOrientation['direction'],
  { verb, holdsRight, isBound }: Actor,
): FamilyOrientation['direction'] {
  const isHeld = holdsRight === true || HOLDS_THE_RIGHT.test(verb);
  if (direction === 'duty' && isHeld) return 'right';
  if (direction === 'right' && (MUST_ALLOW.test(verb) || isBound === true) && !isHeld)
    return 'duty';
  return direction;
}

function findDirection(
  direction: FamilyOrientation['direction'],
  actor: Side[],
  sentence: string,
  sides: Side[],
): { burdens: Side[]; favours: Side[] } {
  const others = (chosen: Side[]) => sides.filter((side) => !chosen.includes(side));
  switch (direction) {
    case 'mutual':
      return { burdens: sides, favours: sides };
    case 'right':
      return actor.length ? { burdens: withAll(others(actor), actor), favours: actor } : none();
    case 'receives': {
      const beneficiary = findBeneficiary(sentence, sides);
      if (beneficiary) return { burdens: [beneficiary], favours: others([beneficiary]) };
      return actor.length ? { burdens: withAll(others(actor), actor), favours: actor } : none();
    }
    case 'transfer': {
      const beneficiary = findBeneficiary(sentence, sides);
      if (beneficiary) return { burdens: others([beneficiary]), favours: [beneficiary] };
      return actor.length ? { burdens: actor, favours: withAll(others(actor), actor) } : none();
    }
    default:
      return actor.length ? { burdens: actor, favours: withAll(others(actor), actor) } : none();
  }
}

/** When every side acts ("either party may terminate"), every side is also the one it binds. */
function withAll(others: Side[], actor: Side[]): Side[] {
  return others.length === 0 ? actor : others;
}

function none(): { burdens: Side[]; favours: Side[] } {
  return { burdens: [], favours: [] };
}

/** "assigns to Company", "the sole property of Company", "guarantees to Landlord". */
function findBeneficiary(sentence: string, sides: Side[]): Side | null {
  let best: { side: Side; at: number } | null = null;
  for (const side of sides) {
    const words = [
      ...side.terms,
      ...side.subjectPronouns.map((word) => (word === 'we' ? 'us' : word)),
    ];
    for (const word of words) {
      const pattern = new RegExp(
        `\\b(?:to|property\\s+of|in\\s+favou?r\\s+of|for\\s+the\\s+benefit\\s+of|vest\\s+in|vested\\s+in|owned\\s+by|grants?|gives?|appoints?)\\s+(?:to\\s+)?(?:the\\s+)?${escapeRegExp(word)}(?![\\w-])`,
        word === word.toLowerCase() ? 'i' : '',
      );
      const found = pattern.exec(sentence);
      if (found && (!best || found.index < best.at)) best = { side, at: found.index };
    }
  }
  return best?.side ?? null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
