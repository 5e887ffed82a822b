import type { Analysis, Coverage } from '../../../common/analysis/analysis-schema.ts';
import {
  listShownClaims,
  toScoredClaim,
  type ScoredClaim,
  type ShownAnalysis,
} from './confidence-claims.ts';
import { CONFIDENCE_COEFFICIENTS, type ConfidenceCoefficients } from './confidence-coefficients.ts';
import {
  isLearnedType,
  readConfidenceSignals,
  type ConfidenceSignals,
} from './confidence-signals.ts';

export type { ScoredClaim } from './confidence-claims.ts';

/** What the overall confidence is computed from. */
export interface ConfidenceInputs {
  claims: readonly ScoredClaim[];
  signals: ConfidenceSignals;
}

/** A 0-100 score and the plain reasons it is not 100. */
export interface OverallConfidence {
  score: number;
  reasons: string[];
}

// measureTextQuality of clean text is not 1: section signs, bullets and "(a)" count as
// unreadable. 0.97 is about the 5th percentile over the 326 training contracts, whose text an
// expert read and labelled; only the share of unreadable words beyond that counts as garbled.
// (A judgement on that figure: no labelled document has garbled text to fit it on.)
const CLEAN_TEXT_QUALITY = 0.97;
// A reason is given for any step that costs this many points or more.
const REASON_POINTS = 3;

/** The overall confidence of an analysis of the text (see computeOverallConfidence). */
export function assessOverallConfidence(
  text: string,
  analysis: ShownAnalysis & Partial<Pick<Analysis, 'perspective'>>,
  coverage: Coverage,
): OverallConfidence {
  return computeOverallConfidence({
    claims: listShownClaims(analysis).map(toScoredClaim),
    signals: readConfidenceSignals(text, coverage, analysis.documentType.type, analysis),
  });
}

/**
 * The overall confidence: the expected share of the claims the analysis screen shows (its
 * document type, clause cards, first red flags, protections, parties, key dates and terms,
 * missing clauses; core/analysis/summary/confidence-claims.ts) that a lawyer would confirm, 0 to 100.
 *
 * 1. Each claim's chance of being confirmed: its calibrated probability, recalibrated for its
 *    kind (how often claims of that kind and probability were confirmed on labelled documents),
 *    or for a key fact or an absence, which have no probability, how often those of its kind
 *    and status were right. A fact whose value is a template's blank has no chance: a blank is
 *    never the value. Findings the engine dropped because their words are not in the document
 *    count as failed claims.
 * 2. What makes all of them less reliable, each a measured factor (confidence-coefficients.ts):
 *    a thin text, scanned pages read by uncertain text recognition, a template full of blanks,
 *    a type the engine never learned, parties not told apart or no reader chosen, a type whose
 *    playbook is thin or missing; and, by judgement, pages not read and garbled text.
 *
 * Each step costing 3 points or more gives its reason in plain words, the costliest first.
 * `npm run eval` measures the score against what CUAD's experts and the review set confirm.
 */
export function computeOverallConfidence(
  inputs: ConfidenceInputs,
  coefficients: ConfidenceCoefficients = CONFIDENCE_COEFFICIENTS,
): OverallConfidence {
  const { signals } = inputs;
  const costs: { cost: number; reason: string }[] = [];
  const dropped = signals.coverage.unverifiedFindingsDropped;
  const chances = inputs.claims.map((claim) => estimateClaimChance(claim, coefficients));
  const total = inputs.claims.length + dropped;
  let score = total > 0 ? (100 * chances.reduce((sum, chance) => sum + chance, 0)) / total : 0;
  costs.push(...describeClaimCosts(inputs.claims, dropped, coefficients));
  for (const factor of listFactors(signals, coefficients)) {
    const next = score * clamp(factor.value);
    costs.push({ cost: score - next, reason: factor.reason });
    score = next;
  }
  const reasons = costs
    .filter((item) => item.cost >= REASON_POINTS)
    .sort((a, b) => b.cost - a.cost)
    .map((item) => item.reason);
  return { score: Math.round(score), reasons };
}

/** A claim's chance of being confirmed (step 1 of computeOverallConfidence). */
export function estimateClaimChance(
  claim: ScoredClaim,
  coefficients: ConfidenceCoefficients = CONFIDENCE_COEFFICIENTS,
): number {
  switch (claim.kind) {
    case 'party':
    case 'key-date':
    case 'key-term':
      if (claim.showsPlaceholder) return 0;
      if (claim.status === 'not-found') return coefficients.absenceRates.fact;
      if (claim.status === 'blank' || claim.status === 'incorporated')
        return coefficients.deferredFactRate;
      return coefficients.factRates[claim.kind];
    case 'missing-clause':
      return coefficients.absenceRates.clause;
    default: {
      const { intercept, slope } = coefficients.calibration[claim.kind];
      return toProbability(intercept + slope * toLogit(clamp(claim.probability ?? 0)));
    }
  }
}

/**
 * What step 1 costs, in points, by the groups a person reads: the type, the clauses, the red
 * flags and protections, the key facts, the blanks among them, and the dropped findings.
 */
function describeClaimCosts(
  claims: readonly ScoredClaim[],
  dropped: number,
  coefficients: ConfidenceCoefficients,
): { cost: number; reason: string }[] {
  const total = claims.length + dropped;
  if (total === 0) return [];
  const group = (keep: (claim: ScoredClaim) => boolean) => {
    const members = claims.filter(keep);
    const chances = members.map((claim) => estimateClaimChance(claim, coefficients));
    const sum = chances.reduce((all, chance) => all + chance, 0);
    return {
      count: members.length,
      mean: members.length ? sum / members.length : 1,
      cost: (100 * (members.length - sum)) / total,
    };
  };
  const percent = (share: number) => `${Math.round(100 * share)}%`;
  const type = group((claim) => claim.kind === 'document-type');
  const clauses = group((claim) => claim.kind === 'clause');
  const findings = group((claim) => claim.kind === 'red-flag' || claim.kind === 'protection');
  const isFact = (claim: ScoredClaim) =>
    claim.kind === 'party' || claim.kind === 'key-date' || claim.kind === 'key-term';
  const isAbsence = (claim: ScoredClaim) =>
    claim.kind === 'missing-clause' || (isFact(claim) && claim.status === 'not-found');
  const facts = group((claim) => isFact(claim) && !isAbsence(claim) && !claim.showsPlaceholder);
  const blanks = group((claim) => isFact(claim) && claim.showsPlaceholder === true);
  const absences = group(isAbsence);
  return [
    {
      cost: type.cost,
      reason: `The kind of document is uncertain (about ${percent(type.mean)} likely to be right).`,
    },
    {
      cost: clauses.cost,
      reason: `${clauses.count === 1 ? 'The kind of clause shown is' : `The ${clauses.count} kinds of clause shown are each`} about ${percent(clauses.mean)} likely to be right, so check a clause's words before relying on it.`,
    },
    {
      cost: findings.cost,
      reason: `The red flags and protections shown (${findings.count}) are each about ${percent(findings.mean)} likely to be ones a lawyer would agree with.`,
    },
    {
      cost: facts.cost,
      reason: `The parties, dates and key terms shown are read by rules that get about ${percent(facts.mean)} of them right, so check them against the document.`,
    },
    {
      cost: absences.cost,
      reason: `What the analysis says is missing or not found (${plural(absences.count, 'item')}) is right about ${percent(absences.mean)} of the time, so look for it in the document before relying on its absence.`,
    },
    {
      cost: blanks.cost,
      reason: `${plural(blanks.count, 'key fact shown is a blank', 'key facts shown are blanks')} left to fill in (such as "[●]" or "____"), not an agreed term.`,
    },
    {
      cost: (100 * dropped) / total,
      reason: `${plural(dropped, 'finding', 'findings')} could not be matched word for word to the document and ${dropped === 1 ? 'was' : 'were'} left out.`,
    },
  ];
}

/** Step 2 of computeOverallConfidence: each factor and the reason it gives. */
function listFactors(
  signals: ConfidenceSignals,
  coefficients: ConfidenceCoefficients,
): { value: number; reason: string }[] {
  const { coverage, wordCount } = signals;
  const factors: { value: number; reason: string }[] = [];
  // Pages not read hold findings nobody looked for: counted as not confirmed, pro rata.
  factors.push({
    value: coverage.pages === 0 ? 0 : coverage.pagesAnalysed / coverage.pages,
    reason: `Only ${coverage.pagesAnalysed} of ${coverage.pages} pages could be read.`,
  });
  if (coverage.ocrPages.length > 0) {
    const meanOcr =
      coverage.ocrPages.reduce((sum, page) => sum + clamp(page.confidence), 0) /
      coverage.ocrPages.length;
    const scannedShare = Math.min(
      1,
      coverage.ocrPages.length / Math.max(1, coverage.pagesAnalysed),
    );
    factors.push({
      value: 1 - coefficients.scanSlope * scannedShare * (1 - meanOcr),
      reason: `${plural(coverage.ocrPages.length, 'scanned page was', 'scanned pages were')} read by text recognition, which is ${Math.round(meanOcr * 100)}% sure of the words, so some words and findings may be wrong.`,
    });
  }
  factors.push({
    value: clamp(signals.textQuality) / CLEAN_TEXT_QUALITY,
    reason: 'Parts of the extracted text look garbled, so some clauses may have been missed.',
  });
  if (wordCount < coefficients.thinWords)
    factors.push({
      value: (Math.max(1, wordCount) / coefficients.thinWords) ** coefficients.thinExponent,
      reason: `The text is short (${plural(wordCount, 'word')}): often only part of a document was read, so what is said to be missing or not found may be there.`,
    });
  // A template's blanks make the words around them less reliable to read: a few blanks cost a
  // little, a template whose deal terms are all blank costs the most (confidence-coefficients).
  factors.push({
    value:
      1 -
      coefficients.blankDrop *
        Math.min(1, signals.placeholderCount / Math.max(1, coefficients.blankSaturation)),
    reason: `The document has ${plural(signals.placeholderCount, 'blank')} left to fill in (such as "[●]" or "____"), and findings around blanks are less reliable.`,
  });
  if (!isLearnedType(signals.documentType))
    factors.push({
      value: coefficients.unlearnedType,
      reason: describeUnlearnedType(signals),
    });
  // Whose side a finding is on rests on knowing the parties: with fewer than two named, or no
  // reader chosen, a risk may be shown for the wrong side.
  const partiesReason = describeUnresolvedParties(signals);
  if (partiesReason) factors.push({ value: coefficients.unresolvedParties, reason: partiesReason });
  // A playbook holds what a lawyer checks first in a type; without one (or with few points) the
  // type's risks are found by general rules only.
  if (signals.playbookItems !== undefined) {
    const missingShare = Math.max(
      0,
      1 - signals.playbookItems / Math.max(1, coefficients.fullPlaybookItems),
    );
    factors.push({
      value: 1 - coefficients.thinPlaybookDrop * missingShare,
      reason:
        signals.playbookItems === 0
          ? `The engine has no checklist of what a lawyer looks for in this kind of document (${signals.documentType}), so its risks are found by general rules only.`
          : `The engine's checklist for this kind of document (${signals.documentType}) has only ${plural(signals.playbookItems, 'point')}, so some of its risks may be missed.`,
    });
  }
  return factors;
}

/**
 * Why a type the engine did not learn from examples costs confidence. A type with a checklist
 * (an NDA, a lease) is one the product reads on purpose: say what it relies on there rather than
 * that it was "never trained", which reads as "not supported".
 */
function describeUnlearnedType({ documentType, playbookItems }: ConfidenceSignals): string {
  if (documentType === 'Other Legal Document')
    return 'The engine could not tell what kind of document this is, and its findings are less reliable on documents it does not know.';
  if ((playbookItems ?? 0) > 0)
    return `The engine reads this kind of document (${documentType}) with its checklist of what a lawyer looks for, but learned to recognise clauses from other kinds of contract, so check a finding's words before relying on it.`;
  return `The engine was never trained on examples of this kind of document (${documentType}), so its findings are less reliable.`;
}

/** Why the parties are unresolved, in plain words; null when they are not. */
function describeUnresolvedParties(signals: ConfidenceSignals): string | null {
  const { namedParties, hasReader } = signals;
  if (namedParties !== undefined && namedParties < 2)
    return namedParties === 0
      ? 'The analysis could not name the parties, so it may show a risk for the wrong side.'
      : 'The analysis could name only one party, so it may show a risk for the wrong side.';
  if (hasReader === false)
    return "The analysis could not tell whose side to read the document for, so a risk it shows may be the other side's.";
  return null;
}

function plural(count: number, singular: string, many = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : many}`;
}

function toLogit(probability: number): number {
  const bounded = Math.min(1 - 1e-6, Math.max(1e-6, probability));
  return Math.log(bounded / (1 - bounded));
}

function toProbability(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

function clamp(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value));
}
