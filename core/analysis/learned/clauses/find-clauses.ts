import { CONSUMER_CATEGORY_BY_TAG } from '../../../../common/analysis/clause-categories.ts';
import { toCategoryId } from '../../../../common/analysis/category-id.ts';
import type { Clause } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/index.ts';
import { isConsumerFacing, scoreConsumerTerms } from '../consumer-terms/consumer-terms.ts';
import { getClauseModel } from '../model/load-models.ts';
import type { Segment } from '../../text/segment.ts';
import { scoreCuadSpans, toClause } from './score-clauses.ts';

/** Consumer clauses at or above this are "potentially or clearly unfair" (the model is shifted to it). */
export const CONSUMER_THRESHOLD = 0.5;

/**
 * Every candidate clause with its calibrated probability: the 41 CUAD categories, plus the
 * consumer unfair-term categories when the document addresses a consumer.
 */
export function scoreClauseCandidates(document: ParsedDocument, segments: Segment[]): Clause[] {
  const clauses = scoreCuadSpans(document.text, segments).map((span) =>
    toClause(document, toCategoryId(span.category), span.start, span.end, span.probability),
  );
  if (isConsumerFacing(document.text)) clauses.push(...scoreConsumerTerms(document, segments));
  return clauses;
}

/**
 * The clauses the product shows: CUAD clauses at or above the model's display threshold and
 * unfair consumer terms at 0.5 or more, with overlapping clauses of one category reduced to
 * the most probable, sorted by position.
 */
export function findClauses(document: ParsedDocument, segments: Segment[]): Clause[] {
  return selectShownClauses(scoreClauseCandidates(document, segments));
}

/** The shown clauses among scored candidates (see findClauses). */
export function selectShownClauses(candidates: readonly Clause[]): Clause[] {
  const displayThreshold = getClauseModel().displayThreshold;
  const consumerIds = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));
  const shown = candidates.filter(
    (clause) =>
      clause.probability >=
      (consumerIds.has(clause.category) ? CONSUMER_THRESHOLD : displayThreshold),
  );
  return removeOverlaps(shown).sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Keeps, per category, the most probable clauses that do not overlap a kept one. */
export function removeOverlaps(clauses: readonly Clause[]): Clause[] {
  const kept: Clause[] = [];
  const byCategory = new Map<string, Clause[]>();
  for (const clause of [...clauses].sort(
    (a, b) => b.probability - a.probability || a.start - b.start,
  )) {
    const same = byCategory.get(clause.category) ?? [];
    if (same.some((other) => other.start < clause.end && clause.start < other.end)) continue;
    same.push(clause);
    byCategory.set(clause.category, same);
    kept.push(clause);
  }
  return kept;
}
