import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  favourReader,
  findingAt,
  findProvisions,
  firstOf,
  flagUnsaid,
  isBinding,
  saysInOneSentence,
  wordsOf,
  type ProvisionQuery,
  type Wording,
} from './checks.ts';
import type { ItemFinding, PlaybookView } from './playbook.ts';
import { findPassage, type Place } from './sentences.ts';
import { AFTER_END, TERMINATES } from './words.ts';

// Checks every commercial playbook shares (services, cloud, licence, supply, distribution,
// franchise): terms left to other documents, the end of the contract, remedies and prices.

// The families that answer the same points in every commercial playbook.
export const TERMINATION_FAMILIES = [
  'termination-for-convenience',
  'unilateral-termination',
  'immediate-termination',
] as const;
export const CAP_FAMILIES = ['cap-on-liability', 'uncapped-liability', 'limitation-of-liability'];
export const DISPUTE_FAMILIES = [
  'arbitration',
  'jury-waiver',
  'class-action-waiver',
  'jurisdiction',
];

/**
 * Whether the document leaves terms to others it does not contain (an order form under posted
 * standard terms): then what is absent here may be there, and no absence is reported.
 */
export function leavesTermsElsewhere(view: PlaybookView): boolean {
  return (
    view.keyTerms.some((term) => term.status === 'incorporated') ||
    /\b(?:standard\s+terms|terms\s+and\s+conditions|general\s+terms|terms\s+of\s+service)\b[^.;]{0,100}\b(?:https?:\/\/|www\.|available\s+at|located\s+at|posted\s+(?:at|on))/i.test(
      view.document.text,
    )
  );
}

/**
 * Something a lawyer expects and the document does not say, quoted at the clause it is
 * missing from; nothing when the document leaves terms elsewhere or says it in any words.
 */
export function flagAbsent(
  view: PlaybookView,
  says: RegExp,
  place: Place | null,
  wording: Wording,
): ItemFinding | null {
  return leavesTermsElsewhere(view) ? null : flagUnsaid(view, says, place, wording);
}

/** What the document lacks, unless it leaves terms to others it does not contain. */
export function reportAbsence(
  view: PlaybookView,
  place: Place | null,
  wording: Wording,
): ItemFinding | null {
  return leavesTermsElsewhere(view) ? null : findingAt('red-flag', place, wording);
}

const IP_INDEMNITY =
  /\b(?:indemnif\w*|defend|hold\s+harmless)\b[^.;]{0,250}\b(?:infring\w*|misappropriat\w*|intellectual\s+property)\b/i;

/**
 * The other side's promise to defend the reader against claims that what it supplies infringes,
 * as a protection; its absence quoted at the reader's own indemnity, else at `otherwise`.
 */
export function checkIpIndemnity(
  view: PlaybookView,
  other: string,
  wordings: { given: Wording; absent: Wording },
  ...otherwise: ProvisionQuery[]
): ItemFinding | null {
  const given = favourReader(view, other, IP_INDEMNITY, wordings.given);
  if (given) return given;
  const place = firstOf(
    view,
    { binds: 'reader', modalities: ['must'], words: /\bindemnif\w*/i },
    ...otherwise,
  );
  return flagAbsent(view, IP_INDEMNITY, place, wordings.absent);
}

const TERMINATION_RIGHT = /\bterminat\w*\s+(?:this|the)\s+(?:agreement|contract)\b/i;

/** The clause that ends the contract, where what happens at the end is usually said. */
export function findTerminationClause(view: PlaybookView): PlacedProvision | null {
  return firstOf(
    view,
    { modalities: ['may', 'entitled'], words: TERMINATION_RIGHT },
    { words: AFTER_END },
    { words: TERMINATES },
  );
}

const TERMINATES_OR_CANCELS = /\bterminat\w*|\bcancel\w*/i;
const ON_BREACH =
  /\b(?:breach\w*|default\w*|fail\w*\s+to\s+(?:perform|comply|pay|observe|meet)|violat\w*|non-?performance)\b/i;
const CURE =
  /\b(?:cure[ds]?|curing|remed(?:y|ied|ies)\s+(?:such|the|any|it|that)|rectif\w*|correct(?:ed|s)?\s+(?:such|the|it)|uncured|unremedied)\b|\bwithin\s+(?:\w+\s+){0,2}\(?\d*\)?\s*(?:business\s+)?days?\s+(?:after|of|following|from)\s+(?:\w+\s+){0,3}notice/i;

const NO_CURE_PERIOD: Wording = {
  title: 'They can end it for a breach without giving you time to fix it',
  explanation:
    'The other side may terminate for a breach without first giving you notice and a period to put it right.',
};

/**
 * The other side may end the contract for a breach without first giving the reader a chance to
 * put it right: quoted at its right to terminate. Nothing when any termination clause of the
 * document grants a cure period.
 */
export function flagNoCurePeriod(
  view: PlaybookView,
  other: string,
  wording: Wording = NO_CURE_PERIOD,
): ItemFinding | null {
  if (saysInOneSentence(view, TERMINATES_OR_CANCELS, CURE)) return null;
  const right = findProvisions(view, {
    modalities: ['may', 'entitled'],
    binds: other,
    words: TERMINATES_OR_CANCELS,
  }).filter((provision) => ON_BREACH.test(wordsOf(view, provision)))[0];
  return findingAt('red-flag', right, wording);
}

const SOLE_REMEDY =
  /\b(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?(?:remedy|remedies|recourse)\b|\bas\s+its\s+(?:sole|only|exclusive)\s+remedy\b/i;
const SERVICE_REMEDY =
  /\b(?:credits?|restor\w*|re-?perform\w*|repair\w*|replace\w*|correct\w*|terminat\w*|refund\w*)\b/i;

/**
 * A credit, a fix or the right to leave made the reader's only remedy when the service fails:
 * the damages a failure causes cannot be claimed.
 */
export function flagSoleRemedy(view: PlaybookView): ItemFinding | null {
  return findingAt('red-flag', findPassage(view, SOLE_REMEDY, SERVICE_REMEDY), {
    title: 'A credit or a fix is your only remedy when the service fails',
    explanation:
      'If the service falls short you may only claim the credit, the fix or the right to terminate this clause gives, not the losses the failure causes you.',
  });
}

// Increases that are limited (by an index, a ceiling, or agreement) are not one side's say.
const LIMITED_INCREASE =
  /\b(?:CPI|consumer\s+price\s+index|not\s+(?:to\s+)?exceed|no\s+more\s+than|up\s+to\s+\d|mutual(?:ly)?\s+(?:agree|written)|agreed\s+(?:upon\s+)?(?:in\s+writing\s+)?by\s+(?:both|the)\s+parties)\b/i;
const PRICE_CHANGE =
  /\b(?:increase|raise|adjust|change|modify|revise|amend)\w*\b[^.;]{0,80}\b(?:prices?|pricing|fees?|rates?|charges?)\b|\b(?:prices?|pricing|fees?|rates?|charges?)\b[^.;]{0,60}\b(?:may|shall|will|can)\s+(?:be\s+)?(?:increase|raise|adjust|change|modif|revis|amend)\w*/i;

/** The other side may raise its prices on its own, without an index or ceiling. */
export function flagPriceChangeByOther(
  view: PlaybookView,
  other: string,
  wording: Wording,
): ItemFinding | null {
  const change = findProvisions(view, {
    modalities: ['may', 'entitled'],
    binds: other,
    words: PRICE_CHANGE,
  }).find(
    (provision) =>
      !LIMITED_INCREASE.test(wordsOf(view, provision)) && !isBinding(view, provision, view.side),
  );
  return findingAt('red-flag', change, wording);
}
