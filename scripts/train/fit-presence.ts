import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import {
  buildPresenceFeatures,
  PRESENCE_FEATURE_NAMES,
} from '../../core/analysis/learned/clauses/clause-presence.ts';
import type { StoredClausePresence } from '../../core/analysis/learned/model/model-files.ts';
import { fitDenseLogistic } from './fit-dense.ts';

/** One (contract, category): its candidate spans' out-of-fold probabilities and the label. */
export interface PresenceRow {
  category: string;
  probabilities: number[];
  /** Whether the contract has a labelled clause of the category. */
  isPresent: boolean;
}

/** Settings of the presence fit (the defaults are what ships; chosen by cross-validation). */
export interface PresenceOptions {
  l2: number;
  iterations: number;
  /** A category needs this many contracts with and without it for a map of its own. */
  minimumEach: number;
}

export const PRESENCE_OPTIONS: PresenceOptions = { l2: 1e-3, iterations: 300, minimumEach: 3 };

/**
 * Fits, per CUAD category, a logistic map from the document-level features of its candidate
 * spans (core/analysis/learned/clauses/clause-presence.ts) to whether the contract has a clause of it.
 * A category with fewer than `minimumEach` contracts on either side keeps the best span's
 * probability (null map).
 */
export function fitPresenceModel(
  rows: readonly PresenceRow[],
  options: PresenceOptions = PRESENCE_OPTIONS,
): StoredClausePresence {
  const maps = CUAD_CATEGORY_NAMES.map((category) => {
    const data = rows
      .filter((row) => row.category === category)
      .map((row) => ({
        features: buildPresenceFeatures(row.probabilities),
        target: row.isPresent ? 1 : 0,
      }));
    const positives = data.filter((row) => row.target === 1).length;
    if (positives < options.minimumEach || data.length - positives < options.minimumEach)
      return null;
    return fitDenseLogistic(data, options.l2, options.iterations);
  });
  return { features: [...PRESENCE_FEATURE_NAMES], maps };
}
