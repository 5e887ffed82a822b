import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import { toDocumentType } from '../../common/analysis/document-types.ts';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { CuadContract } from '../train/load-data.ts';
import { buildPairs, countMatchingPredictions } from './evaluate-clauses.ts';

/** One contract: what the analysis claimed and what the labels confirm. */
export interface ConfidenceRow {
  /** overallConfidence / 100. */
  confidence: number;
  /** Share of the shown findings (clauses and document type) that the labels confirm. */
  precision: number;
  /** Share of the shown clauses alone that match a CUAD label of their category. */
  clausePrecision: number;
  /** Expected |confidence - precision| if every probability were exactly right (sampling alone). */
  samplingError: number;
}

/**
 * Measures the overall confidence on one labelled contract. It claims to be the expected share
 * of the shown findings an expert would confirm, so the contract is analysed as the product
 * would, and its shown findings are checked: a clause is confirmed when it matches a CUAD label
 * of its category (the CUAD protocol, core/analysis/clauses/cuad-metrics.ts; clauses of other
 * categories, such as consumer terms, cannot be and count as not confirmed), the document type
 * when it is the labelled contract type. Plain text has one page and no scanned pages, so the
 * coverage factors are not exercised here: only certainty and text quality are.
 */
export function measureConfidence(contract: CuadContract, analysis: Analysis): ConfidenceRow {
  const consumerIds = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));
  const cuadClauses = analysis.clauses.filter((clause) => !consumerIds.has(clause.category));
  const confirmedClauses = buildPairs(contract, cuadClauses).reduce(
    (sum, pair) => sum + countMatchingPredictions(pair),
    0,
  );
  const typeConfirmed =
    analysis.documentType.type === toDocumentType(contract.contractType) ? 1 : 0;
  const shown = analysis.clauses.length + 1;
  const probabilities = [
    ...analysis.clauses.map((clause) => clause.probability),
    analysis.documentType.confidence,
  ];
  return {
    confidence: analysis.overallConfidence / 100,
    precision: (confirmedClauses + typeConfirmed) / shown,
    clausePrecision: analysis.clauses.length ? confirmedClauses / analysis.clauses.length : 0,
    samplingError: expectedSamplingError(probabilities),
  };
}

/** The overall-confidence figures of a set of contracts (one fold's, for cross-validation). */
export interface ConfidenceSummary {
  /** Mean overallConfidence / 100. */
  meanConfidence: number;
  /** Mean measured share of shown findings confirmed. */
  meanPrecision: number;
  /** Mean measured share of shown clauses confirmed. */
  meanClausePrecision: number;
  /** Mean per-document |confidence - precision|. */
  error: number;
  /** What `error` would be from sampling alone if every probability were exact. */
  samplingError: number;
  minimumConfidence: number;
  medianConfidence: number;
  maximumConfidence: number;
  minimumPrecision: number;
  medianPrecision: number;
  maximumPrecision: number;
  /** Pearson correlation of confidence and precision across documents. */
  correlation: number;
  /** The single scale on confidence that would fit best (reported, never applied). */
  bestScale: number;
}

export function summariseConfidence(rows: readonly ConfidenceRow[]): ConfidenceSummary {
  const confidences = rows.map((row) => row.confidence).sort((a, b) => a - b);
  const precisions = rows.map((row) => row.precision).sort((a, b) => a - b);
  return {
    meanConfidence: mean(confidences),
    meanPrecision: mean(precisions),
    meanClausePrecision: mean(rows.map((row) => row.clausePrecision)),
    error: mean(rows.map((row) => Math.abs(row.confidence - row.precision))),
    samplingError: mean(rows.map((row) => row.samplingError)),
    minimumConfidence: confidences[0] ?? NaN,
    medianConfidence: median(confidences),
    maximumConfidence: confidences[confidences.length - 1] ?? NaN,
    minimumPrecision: precisions[0] ?? NaN,
    medianPrecision: median(precisions),
    maximumPrecision: precisions[precisions.length - 1] ?? NaN,
    correlation: correlate(rows),
    bestScale: fitScale(rows),
  };
}

/** Reliability lines (confidence bin: contracts, mean confidence, mean measured precision). */
export function describeReliability(rows: readonly ConfidenceRow[]): string[] {
  const percent = (value: number) => (100 * value).toFixed(1);
  const lines: string[] = [];
  for (let bin = 0; bin < 5; bin++) {
    const inBin = rows.filter((row) => Math.min(4, Math.floor(row.confidence * 5)) === bin);
    const range = `${bin * 20}-${bin * 20 + 20}`.padEnd(7);
    lines.push(
      inBin.length
        ? `    ${range} ${String(inBin.length).padStart(3)}  ${percent(mean(inBin.map((row) => row.confidence))).padStart(5)}  ${percent(mean(inBin.map((row) => row.precision))).padStart(5)}`
        : `    ${range}   0`,
    );
  }
  return lines;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/** The median of sorted values. */
function median(sorted: readonly number[]): number {
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * E|X/n - mean p| where X, the number of confirmed findings, is the sum of independent
 * Bernoulli(p_i) (Poisson-binomial, by dynamic programming): the error exact probabilities
 * would still show on one document, because a document has only so many findings.
 */
export function expectedSamplingError(probabilities: readonly number[]): number {
  let distribution = [1];
  for (const probability of probabilities) {
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((mass, count) => {
      next[count] = (next[count] ?? 0) + mass * (1 - probability);
      next[count + 1] = (next[count + 1] ?? 0) + mass * probability;
    });
    distribution = next;
  }
  const n = Math.max(1, probabilities.length);
  const target = probabilities.reduce((sum, probability) => sum + probability, 0) / n;
  return distribution.reduce((sum, mass, count) => sum + mass * Math.abs(count / n - target), 0);
}

/** The scale s (0.50 to 1.50, step 0.01) minimising mean |s * confidence - precision|. */
function fitScale(rows: readonly ConfidenceRow[]): number {
  let best = { scale: 1, error: Infinity };
  for (let step = 50; step <= 150; step++) {
    const scale = step / 100;
    const error = rows.reduce(
      (sum, row) => sum + Math.abs(Math.min(1, scale * row.confidence) - row.precision),
      0,
    );
    if (error < best.error - 1e-12) best = { scale, error };
  }
  return best.scale;
}

/** Pearson correlation of confidence and measured precision across documents. */
function correlate(rows: readonly ConfidenceRow[]): number {
  const n = Math.max(1, rows.length);
  const meanConfidence = rows.reduce((sum, row) => sum + row.confidence, 0) / n;
  const meanPrecision = rows.reduce((sum, row) => sum + row.precision, 0) / n;
  let covariance = 0;
  let confidenceVariance = 0;
  let precisionVariance = 0;
  for (const row of rows) {
    covariance += (row.confidence - meanConfidence) * (row.precision - meanPrecision);
    confidenceVariance += (row.confidence - meanConfidence) ** 2;
    precisionVariance += (row.precision - meanPrecision) ** 2;
  }
  return covariance / (Math.sqrt(confidenceVariance * precisionVariance) || 1);
}
