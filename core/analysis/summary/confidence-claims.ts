import type {
  Analysis,
  Clause,
  KeyDate,
  KeyFactStatus,
  KeyTerm,
  MissingClause,
  Party,
  Protection,
  RedFlag,
} from '../../../common/analysis/analysis-schema.ts';
import {
  LIKELY_CLAUSE_THRESHOLD,
  MAX_CLAUSE_PASSAGES,
} from '../../../common/analysis/clause-likelihood.ts';
import { hasPlaceholder } from '../text/find-placeholders.ts';

/**
 * The claims the analysis screen makes, as the overall confidence counts them. The confidence
 * is the expected share of these a lawyer would confirm, and `npm run eval` measures that share
 * on the same list, so prediction and measurement cannot drift apart.
 *
 * Counted, one claim each, equal weight (a lawyer ticks or crosses each card they read):
 * - the document type (the heading of the analysis);
 * - each clause card shown at once: a category at least LIKELY_CLAUSE_THRESHOLD likely, with its
 *   best passage and up to two more likely ones (common/analysis/clause-likelihood.ts, as
 *   web/features/analysis-results/clause-groups.ts groups them);
 * - each of the first RED_FLAGS_SHOWN red flags (the rest wait behind "Show all",
 *   web/features/analysis-results/components/red-flags-section.tsx), and each protection;
 * - each party, key date and key term, whatever it says: stated, left blank, in terms not
 *   provided, or not found in the document;
 * - each missing clause ("documents of this kind usually include ..."): an absence is a claim
 *   a lawyer checks as surely as a presence.
 * Not counted: the summary (it restates these), obligations (no labelled data says whether a
 * list of duties is right or complete) and clause cards behind "Show less likely clauses",
 * which the screen itself presents as unlikely.
 */
export type ShownClaim =
  | { kind: 'document-type'; probability: number; type: string }
  | { kind: 'clause'; probability: number; category: string; passages: Clause[] }
  | { kind: 'red-flag'; probability: number; finding: RedFlag }
  | { kind: 'protection'; probability: number; finding: Protection }
  | { kind: 'missing-clause'; probability: null; missing: MissingClause }
  | FactClaim;

/**
 * A key fact: the extractors give no probability, so its chance comes from how often facts of
 * its kind and status are right. `showsPlaceholder` when a value given as stated is a
 * template's blank ("[●]", "____"), which a lawyer never confirms as the value.
 */
export type FactClaim = {
  probability: null;
  status: KeyFactStatus;
  showsPlaceholder: boolean;
} & (
  | { kind: 'party'; fact: Party }
  | { kind: 'key-date'; fact: KeyDate }
  | { kind: 'key-term'; fact: KeyTerm }
);

export type ClaimKind = ShownClaim['kind'];

/** A shown claim as the confidence weighs it: its kind, probability and, for a fact, how it stands. */
export interface ScoredClaim {
  kind: ClaimKind;
  /** The engine's own calibrated probability; null for facts and absences, which have none. */
  probability: number | null;
  /** A key fact's status: stated (the default), left blank, in terms not provided, not found. */
  status?: KeyFactStatus;
  /** A key fact whose value, given as stated, is a template's blank: never confirmed. */
  showsPlaceholder?: boolean;
}

/** What of a shown claim the confidence weighs (the rest is for judging it). */
export function toScoredClaim(claim: ShownClaim): ScoredClaim {
  return 'status' in claim
    ? {
        kind: claim.kind,
        probability: null,
        status: claim.status,
        showsPlaceholder: claim.showsPlaceholder,
      }
    : { kind: claim.kind, probability: claim.probability };
}

/** What of an analysis the claims are read from. */
export type ShownAnalysis = Pick<
  Analysis,
  | 'documentType'
  | 'clauses'
  | 'clausePresence'
  | 'redFlags'
  | 'protections'
  | 'parties'
  | 'keyDates'
  | 'keyTerms'
  | 'missingClauses'
>;

// The web's RED_FLAGS_PREVIEW: red flags shown before "Show all".
export const RED_FLAGS_SHOWN = 10;

/** The claims the analysis screen shows (see ShownClaim), the document type first. */
export function listShownClaims(analysis: ShownAnalysis): ShownClaim[] {
  const claims: ShownClaim[] = [
    {
      kind: 'document-type',
      probability: analysis.documentType.confidence,
      type: analysis.documentType.type,
    },
  ];
  for (const finding of analysis.redFlags.slice(0, RED_FLAGS_SHOWN))
    claims.push({ kind: 'red-flag', probability: finding.confidence, finding });
  for (const finding of analysis.protections)
    claims.push({ kind: 'protection', probability: finding.confidence, finding });
  const describeFact = (value: string, status: KeyFactStatus) => ({
    probability: null,
    status,
    showsPlaceholder: status === 'stated' && hasPlaceholder(value),
  });
  for (const fact of analysis.parties)
    claims.push({ kind: 'party', fact, ...describeFact(fact.name, fact.status) });
  // A key date shows its calendar date, else its length of time, else its words (the web's
  // describeKeyDate): only in the last case can the value shown be a blank.
  for (const fact of analysis.keyDates)
    claims.push({
      kind: 'key-date',
      fact,
      ...describeFact(fact.date ?? (fact.duration ? '' : fact.quote), fact.status),
    });
  for (const fact of analysis.keyTerms)
    claims.push({ kind: 'key-term', fact, ...describeFact(fact.value, fact.status) });
  for (const missing of analysis.missingClauses)
    claims.push({ kind: 'missing-clause', probability: null, missing });
  for (const card of listClauseCards(analysis))
    claims.push({
      kind: 'clause',
      probability: card.probability,
      category: card.category,
      passages: card.passages,
    });
  return claims;
}

/**
 * The clause cards shown at once, as the web groups them: one per category at least
 * LIKELY_CLAUSE_THRESHOLD likely to be in the document (its presence; a category without one takes
 * its best passage's probability), quoting its best passage and up to two more likely ones.
 */
function listClauseCards(
  analysis: ShownAnalysis,
): { category: string; probability: number; passages: Clause[] }[] {
  const byCategory = new Map<string, Clause[]>();
  for (const clause of analysis.clauses)
    byCategory.set(clause.category, [...(byCategory.get(clause.category) ?? []), clause]);
  const probabilities = new Map<string, number>();
  for (const { category, probability } of analysis.clausePresence)
    probabilities.set(category, Math.max(probability, probabilities.get(category) ?? 0));
  for (const [category, passages] of byCategory)
    if (!probabilities.has(category))
      probabilities.set(category, Math.max(...passages.map((passage) => passage.probability)));
  return [...probabilities]
    .filter(([, probability]) => probability >= LIKELY_CLAUSE_THRESHOLD)
    .map(([category, probability]) => {
      const [best, ...rest] = [...(byCategory.get(category) ?? [])].sort(
        (a, b) => b.probability - a.probability || a.start - b.start,
      );
      const alsoLikely = rest
        .filter((passage) => passage.probability >= LIKELY_CLAUSE_THRESHOLD)
        .slice(0, MAX_CLAUSE_PASSAGES - 1);
      return { category, probability, passages: best ? [best, ...alsoLikely] : [] };
    });
}
