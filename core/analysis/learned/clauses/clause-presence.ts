import { CUAD_CATEGORY_NAMES } from '../../../../common/analysis/clause-categories.ts';
import { toCategoryId } from '../../../../common/analysis/category-id.ts';
import type { Clause, ClausePresence } from '../../../../common/analysis/analysis-schema.ts';
import { toLogit } from '../model/linear-model.ts';
import { getClauseModel } from '../model/load-models.ts';
import type { StoredClausePresence } from '../model/model-files.ts';
import { applyRecalibration } from './recalibrate.ts';

// Categories less likely than this are not worth listing at all, even behind "less likely".
const MINIMUM_PRESENCE = 0.1;

/** Names of the document-level features, in the order `buildPresenceFeatures` gives them. */
export const PRESENCE_FEATURE_NAMES = [
  'logit of the best span',
  'log of the top 3 spans summed',
  'log of the top 20 spans summed',
] as const;

// Chosen by 5-fold cross-validation against CUAD's yes/no answers (log loss 0.261; the best
// span alone 0.272, adding the runner-up, noisy-or or counts above 0.2 and 0.5 0.262 to
// 0.267; features of the other categories' spans overfit, 0.28+). The sums stop at the top 20
// so they do not depend on how many candidates a category keeps.
const FLOOR = 1e-3;

/**
 * The document-level features of one category from the probabilities of its candidate spans
 * (any order): how likely the best span is, and how much probability the top 3 and top 20
 * spans hold together (several fairly likely spans say more than one).
 */
export function buildPresenceFeatures(probabilities: readonly number[]): number[] {
  const sorted = [...probabilities].sort((a, b) => b - a);
  const sum = (count: number) => sorted.slice(0, count).reduce((total, p) => total + p, 0);
  return [toLogit(sorted[0] ?? 0), Math.log(sum(3) + FLOOR), Math.log(sum(20) + FLOOR)];
}

/**
 * The probability that a document has a clause of one CUAD category at all, from its candidate
 * span probabilities: the category's fitted map when the model has one, else the probability of
 * its most likely span.
 */
export function computePresenceProbability(
  presence: StoredClausePresence | undefined,
  categoryIndex: number,
  probabilities: readonly number[],
): number {
  const map = presence?.maps[categoryIndex];
  if (!map) return Math.max(0, ...probabilities);
  return applyRecalibration(map, buildPresenceFeatures(probabilities));
}

const CATEGORY_INDEX = new Map(
  CUAD_CATEGORY_NAMES.map((name, index) => [toCategoryId(name), index]),
);

/**
 * How likely the document has a clause of each category at all. CUAD categories: a calibrated
 * document-level logistic map (per category, models/clauses.json `presence`) over features of
 * that category's candidate spans, fitted on out-of-fold candidate scores of the training
 * contracts to whether the contract has a labelled clause of it. Consumer (terms-of-service)
 * categories: the probability of their most likely sentence (0.5 = flagged). Categories below
 * MINIMUM_PRESENCE are left out; most likely first.
 */
export function findClausePresence(candidates: readonly Clause[]): ClausePresence[] {
  const byCategory = new Map<string, number[]>();
  for (const clause of candidates) {
    const probabilities = byCategory.get(clause.category) ?? [];
    probabilities.push(clause.probability);
    byCategory.set(clause.category, probabilities);
  }
  const presence = byCategory.size ? getClauseModel().presence : undefined;
  return [...byCategory]
    .map(([category, probabilities]) => {
      const index = CATEGORY_INDEX.get(category);
      return {
        category,
        probability:
          index === undefined
            ? Math.max(0, ...probabilities)
            : computePresenceProbability(presence, index, probabilities),
      };
    })
    .filter((item) => item.probability >= MINIMUM_PRESENCE)
    .sort((left, right) => right.probability - left.probability);
}
