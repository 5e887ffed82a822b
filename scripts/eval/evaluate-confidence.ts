import {
  CONSUMER_CATEGORY_BY_TAG,
  CUAD_CATEGORY_NAMES,
} from '../../common/analysis/clause-categories.ts';
import { toCategoryId } from '../../common/analysis/category-id.ts';
import { CUAD_CONTRACT_TYPES, toDocumentType } from '../../common/analysis/document-types.ts';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument, type AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import { isMatch } from '../../core/analysis/learned/clauses/cuad-metrics.ts';
import {
  listShownClaims,
  toScoredClaim,
  type FactClaim,
  type ShownClaim,
} from '../../core/analysis/summary/confidence-claims.ts';
import { readConfidenceSignals } from '../../core/analysis/summary/confidence-signals.ts';
import { hasPlaceholder } from '../../core/analysis/text/find-placeholders.ts';
import { createParsedDocument } from '../../core/parsing/parsed-document.ts';
import type { CuadContract } from '../train/load-data.ts';
import { loadClauseAnswers } from './clause-answers.ts';
import type { ConfidenceRow, Verdict } from './evaluate-confidence-fit.ts';
import {
  blankOutDealTerms,
  simulateScan,
  truncateToWords,
} from './evaluate-confidence-variants.ts';
import {
  isPartyMention,
  isSameDuration,
  isSameGoverningLaw,
  loadFactAnswers,
  normalisePartyName,
  parseExpertDate,
  parseExpertDuration,
  type FactAnswers,
} from './fact-answers.ts';

export type { ConfidenceRow } from './evaluate-confidence-fit.ts';

/** What CUAD's experts say is true of one contract (or of a degraded copy of it). */
export interface CuadTruth {
  text: string;
  contractType: string;
  /** The labelled clauses, their offsets into `text` (cut at its end). */
  annotations: { category: string; start: number; end: number }[];
  /**
   * The CUAD categories labelled anywhere in the contract as written: what the document really
   * holds, even where a thin or scanned copy lost it.
   */
  labelled: ReadonlySet<string>;
  facts: FactAnswers | undefined;
  /** master_clauses_dev.csv yes/no answers by CUAD category. */
  presence: ReadonlyMap<string, boolean> | undefined;
}

/** How a copy of the contract is degraded, and how the product is told it was read. */
interface Variant {
  name: string;
  make: (contract: CuadContract, facts: FactAnswers | undefined) => string;
  reading?: AnalysisOptions['reading'];
}

/**
 * The copies measured besides the contract as written (scripts/eval/evaluate-confidence-
 * variants.ts): thin (its first words only), scanned (text recognition of two qualities) and
 * a template (deal terms blanked). Fixed, so every fold measures the same.
 */
const VARIANTS: Variant[] = [
  ...[60, 150, 400].map((words) => ({
    name: `first ${words} words`,
    make: (contract: CuadContract) => truncateToWords(contract.text, words),
  })),
  ...[0.9, 0.7].map((confidence) => ({
    name: `scanned ${Math.round(confidence * 100)}%`,
    make: (contract: CuadContract) => simulateScan(contract.text, confidence, 42),
    reading: { ocrPages: [{ page: 1, confidence }] },
  })),
  {
    name: 'blank template',
    make: (contract, facts) =>
      blankOutDealTerms(contract.text, facts?.parties ?? [], facts?.governingLaw ?? ''),
  },
];

/** The name of the contract as written among the variants. */
export const AS_WRITTEN = 'as written';

let answers:
  { facts: Map<string, FactAnswers>; presence: Map<string, Map<string, boolean>> } | undefined;
function loadAnswers() {
  answers ??= { facts: loadFactAnswers(), presence: loadClauseAnswers() };
  return answers;
}

/** The degraded copies of a contract (VARIANTS): their names, texts and how they were read. */
export function buildVariants(
  contract: CuadContract,
): { name: string; text: string; reading?: AnalysisOptions['reading'] }[] {
  const facts = loadAnswers().facts.get(contract.id);
  return VARIANTS.map((variant) => ({
    name: variant.name,
    text: variant.make(contract, facts),
    reading: variant.reading,
  }));
}

/**
 * Measures the overall confidence on one labelled contract and on its degraded copies: each is
 * analysed as the product would analyse an upload, and each claim the screen shows
 * (core/analysis/summary/confidence-claims.ts) is judged against CUAD's experts (judgeCuadClaim). A copy
 * the product refuses as not legal text gives no row.
 */
export function measureConfidenceRows(contract: CuadContract, analysis: Analysis): ConfidenceRow[] {
  const rows = [measureConfidenceRow(contract, AS_WRITTEN, contract.text, analysis)];
  for (const variant of buildVariants(contract)) {
    try {
      const copy = analyzeDocument(createParsedDocument('txt', [variant.text], true), {
        reading: variant.reading,
      });
      rows.push(measureConfidenceRow(contract, variant.name, variant.text, copy));
    } catch {
      // Refused as not legal text: nothing is shown, so there is nothing to measure.
    }
  }
  return rows;
}

/** One row: the analysis of `text` (the contract or a copy of it) judged against the experts. */
export function measureConfidenceRow(
  contract: CuadContract,
  variant: string,
  text: string,
  analysis: Analysis,
): ConfidenceRow {
  const { facts, presence } = loadAnswers();
  const truth: CuadTruth = {
    text,
    contractType: contract.contractType,
    annotations: contract.annotations
      .filter((annotation) => annotation.start < text.length)
      .map((annotation) => ({ ...annotation, end: Math.min(annotation.end, text.length) })),
    labelled: new Set(contract.annotations.map((annotation) => annotation.category)),
    facts: facts.get(contract.id),
    presence: presence.get(contract.id),
  };
  return {
    id: contract.id,
    variant,
    labelledType: contract.contractType,
    shipped: analysis.overallConfidence / 100,
    signals: readConfidenceSignals(text, analysis.coverage, analysis.documentType.type),
    claims: listShownClaims(analysis).map((claim) => ({
      ...toScoredClaim(claim),
      verdict: judgeCuadClaim(claim, truth),
    })),
  };
}

const CONSUMER_IDS = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));

/**
 * Whether CUAD's experts confirm (true) or refute (false) a shown claim, or cannot say (null),
 * always about the contract as written (a thin or scanned copy is a poor reading of it):
 * - the document type, when it is one of CUAD's 25: the labelled contract type;
 * - a clause card: one of its quoted passages is a labelled clause of its category, by the
 *   CUAD protocol (word Jaccard >= 0.5) or holding at least half of the label's characters or
 *   lying half inside it (a lawyer reading the quote sees the clause either way); consumer
 *   categories: no verdict;
 * - a missing clause of a CUAD category: refuted when the contract has a labelled clause of it
 *   or the experts answer yes to it, else confirmed; other categories: no verdict;
 * - a stated key fact (judgeStatedFact); one said to be left blank: confirmed when its words are
 *   a blank; one not found: confirmed when the experts give no answer for it, refuted when they
 *   give one; one in terms not provided: no verdict (CUAD has none);
 * - red flags and protections: no verdict (CUAD labels clauses, not risks).
 * A fact whose value is a template's blank is refuted: a blank is never the value.
 */
export function judgeCuadClaim(claim: ShownClaim, truth: CuadTruth): Verdict {
  switch (claim.kind) {
    case 'document-type':
      // CUAD's labels name its 25 types only: whether an amendment or a joint filing agreement
      // is rightly called so, they cannot say (CUAD files a joint filing under Joint Venture).
      return isCuadType(claim.type) ? claim.type === toDocumentType(truth.contractType) : null;
    case 'clause':
      return judgeClauseCard(claim.category, claim.passages, truth);
    case 'missing-clause': {
      const category = CUAD_CATEGORY_BY_ID.get(claim.missing.category);
      if (!category) return null;
      return !truth.labelled.has(category) && truth.presence?.get(category) !== true;
    }
    case 'red-flag':
    case 'protection':
      return null;
    default:
      if (claim.showsPlaceholder) return false;
      if (claim.status === 'blank') return isBlankAt(truth.text, claim.fact);
      if (claim.status === 'incorporated') return null;
      if (claim.status === 'not-found') {
        const stated = isStatedByExperts(claim, truth);
        return stated === null ? null : !stated;
      }
      return judgeStatedFact(claim, truth.facts, truth.presence);
  }
}

const CUAD_TYPES = new Set<string>(CUAD_CONTRACT_TYPES.map((type) => `${type} Agreement`));
const isCuadType = (type: string) => CUAD_TYPES.has(type);

const CUAD_CATEGORY_BY_ID = new Map(CUAD_CATEGORY_NAMES.map((name) => [toCategoryId(name), name]));

/** Whether the words of a fact, or the two characters either side, hold a blank. */
function isBlankAt(text: string, place: { start: number; end: number }): boolean {
  return hasPlaceholder(text.slice(Math.max(0, place.start - 2), place.end + 2));
}

/** Whether the experts give an answer for the fact's kind; null when CUAD does not ask. */
function isStatedByExperts(claim: FactClaim, truth: CuadTruth): boolean | null {
  const facts = truth.facts;
  if (!facts || claim.kind === 'party') return null;
  const answers: Record<string, string | boolean | undefined> = {
    agreement: facts.agreementDate,
    effective: facts.effectiveDate,
    expiration: facts.expirationDate,
    renewal: facts.renewalTerm,
    'notice-period': facts.noticePeriod,
    'governing-law': facts.governingLaw,
    'liability-cap': truth.presence?.get('Cap On Liability'),
  };
  const answer = answers[claim.fact.kind];
  return answer === undefined ? null : Boolean(answer);
}

function judgeClauseCard(
  category: string,
  passages: readonly { start: number; end: number; text: string }[],
  truth: CuadTruth,
): Verdict {
  if (CONSUMER_IDS.has(category)) return null;
  const labels = truth.annotations.filter(
    (annotation) => toCategoryId(annotation.category) === category,
  );
  return passages.some((passage) =>
    labels.some((label) => {
      const overlap = Math.min(passage.end, label.end) - Math.max(passage.start, label.start);
      return (
        isMatch(label.category, truth.text.slice(label.start, label.end), passage.text) ||
        overlap >= 0.5 * (label.end - label.start) ||
        overlap >= 0.5 * (passage.end - passage.start)
      );
    }),
  );
}

/**
 * A stated key fact: a party whose name is one the experts list (none listed: no verdict); a
 * date or length of time equal to the experts' of its kind, when they give one to compare; the
 * governing law naming the experts' place; a liability cap where they answer yes to "Cap On
 * Liability". Other key terms: no verdict.
 */
function judgeStatedFact(
  claim: FactClaim,
  facts: FactAnswers | undefined,
  presence: ReadonlyMap<string, boolean> | undefined,
): Verdict {
  if (!facts) return null;
  if (claim.kind === 'party') {
    const mentions = facts.parties.filter(isPartyMention);
    if (mentions.length === 0) return null;
    const name = normalisePartyName(claim.fact.name);
    return mentions.some((mention) =>
      [mention, ...mention.split(/\s+(?:and|&)\s+/i)].some(
        (part) => normalisePartyName(part) === name,
      ),
    );
  }
  if (claim.kind === 'key-date') {
    const { kind, date, duration } = claim.fact;
    if (kind === 'renewal' || kind === 'notice-period') {
      const expected = parseExpertDuration(
        kind === 'renewal' ? facts.renewalTerm : facts.noticePeriod,
      );
      return expected && duration ? isSameDuration(expected, duration) : null;
    }
    const expected = parseExpertDate(
      kind === 'agreement'
        ? facts.agreementDate
        : kind === 'effective'
          ? facts.effectiveDate
          : facts.expirationDate,
    );
    return expected && date ? date === expected : null;
  }
  if (claim.fact.kind === 'governing-law')
    return facts.governingLaw ? isSameGoverningLaw(facts.governingLaw, claim.fact.value) : null;
  if (claim.fact.kind === 'liability-cap') return presence?.get('Cap On Liability') ?? null;
  return null;
}
