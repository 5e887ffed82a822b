/**
 * The CUAD evaluation protocol (as the official evaluate.py): per (contract, category),
 * predictions deduplicated by text; counted at threshold t when probability > t; a label is
 * found when a counted prediction matches it; a prediction is a false positive when it
 * matches no label of its pair. Precision is made monotone before AUPR (trapezoid).
 */

/** Longest Parties prediction (in words) allowed to match a label by containing it. */
export const PARTIES_SUBSTRING_MAX_WORDS = 40;

/** The word set CUAD compares: . , ; : removed, lower case, '/' as a space. */
export function toWordSet(text: string): Set<string> {
  return new Set(
    text
      .replace(/[.,;:]/g, '')
      .toLowerCase()
      .replace(/\//g, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
}

/** Jaccard similarity of two word sets. */
export function computeJaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union ? shared / union : 0;
}

/**
 * Whether a prediction matches a label: Jaccard >= 0.5, or for Parties a short prediction
 * containing the label verbatim (capped so a whole page cannot "contain" every party).
 */
export function isMatch(
  category: string,
  label: string,
  prediction: string,
  labelWords = toWordSet(label),
  predictionWords = toWordSet(prediction),
): boolean {
  if (
    category === 'Parties' &&
    prediction.includes(label) &&
    countWords(prediction) <= PARTIES_SUBSTRING_MAX_WORDS
  )
    return true;
  return computeJaccard(labelWords, predictionWords) >= 0.5;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** One (contract, category) pair: its labels and its scored predictions. */
export interface EvaluationPair {
  category: string;
  labels: string[];
  predictions: { text: string; probability: number }[];
}

/** Precision-recall summary, in percent. */
export interface CurveSummary {
  aupr: number;
  precisionAt80Recall: number;
  precisionAt90Recall: number;
  maxRecall: number;
}

interface Outcomes {
  labelBest: number[];
  truePositives: number[];
  falsePositives: number[];
}

function collectOutcomes(pairs: readonly EvaluationPair[]): Outcomes {
  const outcomes: Outcomes = { labelBest: [], truePositives: [], falsePositives: [] };
  for (const pair of pairs) {
    const unique = new Map<string, number>();
    for (const prediction of pair.predictions) {
      if (prediction.text === '') continue;
      unique.set(
        prediction.text,
        Math.max(unique.get(prediction.text) ?? -Infinity, prediction.probability),
      );
    }
    const predictions = [...unique].map(([text, probability]) => ({
      text,
      probability,
      words: toWordSet(text),
      hit: false,
    }));
    for (const label of pair.labels) {
      const labelWords = toWordSet(label);
      let best = -1;
      for (const prediction of predictions) {
        if (!isMatch(pair.category, label, prediction.text, labelWords, prediction.words)) continue;
        prediction.hit = true;
        best = Math.max(best, prediction.probability);
      }
      outcomes.labelBest.push(best);
    }
    for (const prediction of predictions)
      (prediction.hit ? outcomes.truePositives : outcomes.falsePositives).push(
        prediction.probability,
      );
  }
  return outcomes;
}

/** The official threshold grid: 0.99 down to 0.01, then 0.001 and 0. */
export const OFFICIAL_GRID = [
  ...Array.from({ length: 99 }, (_, index) => Number((0.99 - index * 0.01).toFixed(2))),
  0.001,
  0,
];

function summarise(outcomes: Outcomes, thresholds: readonly number[]): CurveSummary {
  const labels = [...outcomes.labelBest].sort((a, b) => b - a);
  const falsePositives = [...outcomes.falsePositives].sort((a, b) => b - a);
  const precision = [1];
  const recall = [0];
  let found = 0;
  let wrong = 0;
  for (const threshold of thresholds) {
    while (found < labels.length && (labels[found] ?? -1) > threshold) found++;
    while (wrong < falsePositives.length && (falsePositives[wrong] ?? -1) > threshold) wrong++;
    precision.push(found + wrong > 0 ? found / (found + wrong) : NaN);
    recall.push(labels.length ? found / labels.length : 0);
  }
  // Running maximum from the low-threshold end, as the official code does.
  for (let index = precision.length - 2; index >= 0; index--) {
    const next = precision[index + 1] ?? NaN;
    const current = precision[index] ?? NaN;
    if (Number.isNaN(current) || (!Number.isNaN(next) && next > current)) precision[index] = next;
  }
  let area = 0;
  for (let index = 1; index < recall.length; index++) {
    area +=
      ((recall[index] ?? 0) - (recall[index - 1] ?? 0)) *
      (((precision[index] ?? 0) + (precision[index - 1] ?? 0)) / 2);
  }
  const precisionAt = (target: number) => {
    const index = recall.findIndex((value) => value >= target);
    return index >= 0 ? (precision[index] ?? 0) : 0;
  };
  return {
    aupr: 100 * area,
    precisionAt80Recall: 100 * precisionAt(0.8),
    precisionAt90Recall: 100 * precisionAt(0.9),
    maxRecall: 100 * (recall[recall.length - 1] ?? 0),
  };
}

/** AUPR and precision at 80% recall on the official grid and on an exact sweep of every score. */
export function evaluateCuad(pairs: readonly EvaluationPair[]): {
  grid: CurveSummary;
  exact: CurveSummary;
  labels: number;
} {
  const outcomes = collectOutcomes(pairs);
  const scores = [...new Set([...outcomes.truePositives, ...outcomes.falsePositives])].sort(
    (a, b) => b - a,
  );
  return {
    grid: summarise(outcomes, OFFICIAL_GRID),
    exact: summarise(
      outcomes,
      scores.map((score) => score - 1e-12),
    ),
    labels: outcomes.labelBest.length,
  };
}
