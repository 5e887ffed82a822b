import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { toCategoryId } from '../../common/analysis/category-id.ts';
import type { Clause } from '../../common/analysis/analysis-schema.ts';
import {
  evaluateCuad,
  isMatch,
  toWordSet,
  type EvaluationPair,
} from '../../core/analysis/learned/clauses/cuad-metrics.ts';
import type { CuadContract } from '../train/load-data.ts';

/** The evaluation pairs of one contract: all 41 categories, with the clauses scored for each. */
export function buildPairs(
  contract: CuadContract,
  clauses: readonly Clause[],
  transform: (probability: number) => number = (p) => p,
): EvaluationPair[] {
  return CUAD_CATEGORY_NAMES.map((category) => {
    const id = toCategoryId(category);
    return {
      category,
      labels: contract.annotations
        .filter((annotation) => annotation.category === category)
        .map((annotation) => annotation.text),
      predictions: clauses
        .filter((clause) => clause.category === id)
        .map((clause) => ({ text: clause.text, probability: transform(clause.probability) })),
    };
  });
}

/** AUPR per category, weakest first. */
export function evaluatePerCategory(
  pairs: readonly EvaluationPair[],
): { category: string; aupr: number; labels: number }[] {
  return CUAD_CATEGORY_NAMES.map((category) => {
    const result = evaluateCuad(pairs.filter((pair) => pair.category === category));
    return { category, aupr: result.grid.aupr, labels: result.labels };
  }).sort((a, b) => a.aupr - b.aupr);
}

/** Expected calibration error (10 equal-width bins): a clause is right when it matches a label. */
export function computeCalibrationError(pairs: readonly EvaluationPair[]): number {
  const bins = Array.from({ length: 10 }, () => ({ count: 0, probability: 0, correct: 0 }));
  let total = 0;
  for (const pair of pairs) {
    const labels = pair.labels.map((label) => ({ label, words: toWordSet(label) }));
    for (const prediction of pair.predictions) {
      const words = toWordSet(prediction.text);
      const isCorrect = labels.some((item) =>
        isMatch(pair.category, item.label, prediction.text, item.words, words),
      );
      const bin = bins[Math.min(9, Math.floor(prediction.probability * 10))];
      if (!bin) continue;
      bin.count++;
      bin.probability += prediction.probability;
      bin.correct += isCorrect ? 1 : 0;
      total++;
    }
  }
  return bins.reduce(
    (sum, bin) =>
      bin.count
        ? sum +
          (bin.count / total) * Math.abs(bin.probability / bin.count - bin.correct / bin.count)
        : sum,
    0,
  );
}

/** How many predictions of a pair match one of its labels (for the precision of shown clauses). */
export function countMatchingPredictions(pair: EvaluationPair): number {
  const labels = pair.labels.map((label) => ({ label, words: toWordSet(label) }));
  return pair.predictions.filter((prediction) => {
    const words = toWordSet(prediction.text);
    return labels.some((item) =>
      isMatch(pair.category, item.label, prediction.text, item.words, words),
    );
  }).length;
}
