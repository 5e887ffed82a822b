import type { Clause, ClausePresence } from '../../../common/analysis/analysis-schema.ts';
import {
  LIKELY_CLAUSE_THRESHOLD,
  MAX_CLAUSE_PASSAGES,
} from '../../../common/analysis/clause-likelihood.ts';
import { getCategoryLabel } from './category-label.ts';

// Categories at least this likely to be in the document show at once; the rest on request.
export { LIKELY_CLAUSE_THRESHOLD, MAX_CLAUSE_PASSAGES };

/** One kind of clause: how likely the document has it, and its most probable passages. */
export interface ClauseGroup {
  category: string;
  /** The readable title, never the id. */
  label: string;
  /** How likely the document has such a clause at all. */
  probability: number;
  /** The passages to quote, most probable first (may be empty). */
  passages: Clause[];
  /** Passages found for the category beyond those quoted. */
  morePassages: number;
}

/**
 * One group per clause category, sorted by title. With `clausePresence` (how likely each
 * category is in the document) that is the group's probability; analyses stored before it
 * existed group their passages by category and take the best passage's probability. A
 * category with passages but no presence figure is kept the same way. Each group quotes its
 * most probable passage and up to two more that are themselves likely.
 */
export function groupClauses(
  clauses: readonly Clause[],
  presence: readonly ClausePresence[],
): ClauseGroup[] {
  const byCategory = new Map<string, Clause[]>();
  for (const clause of clauses) {
    byCategory.set(clause.category, [...(byCategory.get(clause.category) ?? []), clause]);
  }
  const probabilities = new Map<string, number>();
  for (const { category, probability } of presence) {
    probabilities.set(category, Math.max(probability, probabilities.get(category) ?? 0));
  }
  for (const [category, passages] of byCategory) {
    if (!probabilities.has(category)) {
      probabilities.set(category, Math.max(...passages.map((passage) => passage.probability)));
    }
  }
  return [...probabilities]
    .map(([category, probability]) => {
      const ranked = [...(byCategory.get(category) ?? [])].sort(
        (a, b) => b.probability - a.probability || a.start - b.start,
      );
      const [best, ...rest] = ranked;
      const alsoLikely = rest
        .filter((passage) => passage.probability >= LIKELY_CLAUSE_THRESHOLD)
        .slice(0, MAX_CLAUSE_PASSAGES - 1);
      const passages = best ? [best, ...alsoLikely] : [];
      return {
        category,
        label: getCategoryLabel(category),
        probability,
        passages,
        morePassages: ranked.length - passages.length,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The groups likely enough to show at once, and the rest. */
export function splitByLikelihood(groups: readonly ClauseGroup[]): {
  likely: ClauseGroup[];
  lessLikely: ClauseGroup[];
} {
  return {
    likely: groups.filter((group) => group.probability >= LIKELY_CLAUSE_THRESHOLD),
    lessLikely: groups.filter((group) => group.probability < LIKELY_CLAUSE_THRESHOLD),
  };
}
