import type { ConfidenceCoefficients } from '../../core/analysis/summary/confidence-coefficients.ts';
import { estimateClaimChance } from '../../core/analysis/summary/confidence.ts';
import {
  fitCoefficients,
  measureShare,
  predictShare,
  type ConfidenceRow,
  type FitPart,
} from './evaluate-confidence-fit.ts';
import { formatMeanStd } from './mean-std.ts';

/** How well a confidence predicts the measured share across a set of documents. */
export interface ConfidenceFigures {
  /** Documents with at least one judged claim. */
  documents: number;
  /** Mean per-document |confidence - measured share|. */
  error: number;
  /** What `error` would be from sampling alone if every claim's chance were exact. */
  samplingError: number;
  meanConfidence: number;
  meanMeasured: number;
  /** Standard deviation across documents of the confidence, and of the measured share. */
  spreadConfidence: number;
  spreadMeasured: number;
  /** Pearson correlation of confidence and measured share across documents. */
  correlation: number;
}

/** The figures of one set of rows, each row's confidence given by `predict` (0..1). */
export function computeFigures(
  rows: readonly ConfidenceRow[],
  predict: (row: ConfidenceRow) => number,
  coefficients: ConfidenceCoefficients,
): ConfidenceFigures {
  const pairs: { confidence: number; measured: number; sampling: number }[] = [];
  for (const row of rows) {
    const measured = measureShare(row);
    if (measured === null) continue;
    const chances = row.claims
      .filter((claim) => claim.verdict !== null)
      .map((claim) => estimateClaimChance(claim, coefficients));
    pairs.push({ confidence: predict(row), measured, sampling: expectedSamplingError(chances) });
  }
  const confidences = pairs.map((pair) => pair.confidence);
  const measured = pairs.map((pair) => pair.measured);
  return {
    documents: pairs.length,
    error: mean(pairs.map((pair) => Math.abs(pair.confidence - pair.measured))),
    samplingError: mean(pairs.map((pair) => pair.sampling)),
    meanConfidence: mean(confidences),
    meanMeasured: mean(measured),
    spreadConfidence: std(confidences),
    spreadMeasured: std(measured),
    correlation: correlate(confidences, measured),
  };
}

/**
 * Cross-validated figures: for each fold, the constants are fitted (the given parts, from
 * `start`) on the other folds' rows and judged on the fold's own; then the figures of each
 * group of rows (by variant) per fold. `folds[f]` holds the rows of fold f's documents.
 */
export function crossValidateConfidence(
  folds: readonly (readonly ConfidenceRow[])[],
  start: ConfidenceCoefficients,
  parts: readonly FitPart[],
): { variant: string; perFold: ConfidenceFigures[] }[] {
  const perFold = folds.map((test, fold) => {
    const train = folds.filter((_, other) => other !== fold).flat();
    const coefficients = fitCoefficients(train, start, parts);
    return { test, coefficients };
  });
  return listVariants(folds.flat()).map((variant) => ({
    variant,
    perFold: perFold.map(({ test, coefficients }) =>
      computeFigures(
        test.filter((row) => row.variant === variant),
        (row) => predictShare(row, coefficients),
        coefficients,
      ),
    ),
  }));
}

/** The variants of a set of rows, in the order first met ('as written' first). */
export function listVariants(rows: readonly ConfidenceRow[]): string[] {
  return [...new Set(rows.map((row) => row.variant))];
}

/** One line of figures: mean ± std over folds (one fold: the figure alone). */
export function formatFigures(perFold: readonly ConfidenceFigures[]): string {
  const figure = (get: (figures: ConfidenceFigures) => number, digits: number, scale = 1) =>
    formatMeanStd(
      perFold.map((figures) => scale * get(figures)),
      digits,
    );
  const documents = perFold.reduce((sum, figures) => sum + figures.documents, 0);
  return [
    `MAE ${figure((f) => f.error, 1, 100)} (sampling alone ${figure((f) => f.samplingError, 1, 100)})`,
    `mean ${figure((f) => f.meanConfidence, 1, 100)} vs measured ${figure((f) => f.meanMeasured, 1, 100)}`,
    `std ${figure((f) => f.spreadConfidence, 1, 100)} vs measured ${figure((f) => f.spreadMeasured, 1, 100)}`,
    `r ${figure((f) => f.correlation, 2)}`,
    `(${documents} docs)`,
  ].join('  ');
}

/**
 * E|X/n - mean p| where X, the number of confirmed claims, is the sum of independent
 * Bernoulli(p_i) (Poisson-binomial, by dynamic programming): the error exact chances would
 * still show on one document, because a document has only so many claims.
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

function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : NaN;
}

function std(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** Pearson correlation; 0 when either side does not vary. */
export function correlate(left: readonly number[], right: readonly number[]): number {
  const meanLeft = mean(left);
  const meanRight = mean(right);
  let covariance = 0;
  let varianceLeft = 0;
  let varianceRight = 0;
  left.forEach((value, index) => {
    const other = right[index] ?? meanRight;
    covariance += (value - meanLeft) * (other - meanRight);
    varianceLeft += (value - meanLeft) ** 2;
    varianceRight += (other - meanRight) ** 2;
  });
  return varianceLeft && varianceRight ? covariance / Math.sqrt(varianceLeft * varianceRight) : 0;
}

/**
 * The overall-confidence part of `npm run eval`: per-document error, spread and correlation of
 * the confidence against the measured share of confirmed claims, per kind of copy (as written,
 * thin, scanned, blank template), as shipped and with constants refitted by cross-validation,
 * then the judged claims by kind and the constants fitted on every fold (what ships).
 */
export function describeCuadConfidence(
  folds: readonly (readonly ConfidenceRow[])[],
  shipped: ConfidenceCoefficients,
): string[] {
  const all = folds.flat();
  const variants = listVariants(all);
  const asWritten = all.filter((row) => row.variant === 'as written');
  const lines = [
    `Overall confidence (CUAD, ${asWritten.length} contracts and ${all.length - asWritten.length} degraded copies): the expected share of the shown claims (core/analysis/summary/confidence-claims.ts) a lawyer would confirm, against the share of those CUAD can judge (type, clause cards, facts, absences) that its experts confirm, per document; mean ± std over folds`,
    '  as the product gives it (its shipped constants, fitted on all dev data: in-sample):',
  ];
  for (const variant of variants)
    lines.push(
      `    ${variant.padEnd(16)} ${formatFigures(
        folds.map((rows) =>
          computeFigures(
            rows.filter((row) => row.variant === variant),
            (row) => row.shipped,
            shipped,
          ),
        ),
      )}`,
    );
  lines.push('  constants refitted on the other folds, judged on each (5-fold CV by document):');
  for (const { variant, perFold } of crossValidateConfidence(folds, shipped, CUAD_PARTS))
    lines.push(`    ${variant.padEnd(16)} ${formatFigures(perFold)}`);
  // CUAD cannot judge red flags and protections, yet they count in the confidence: the same
  // number over only the claims it judges shows how much of the error that mismatch makes.
  const judgedOnly = (row: ConfidenceRow) => ({
    ...row,
    claims: row.claims.filter((claim) => claim.verdict !== null),
  });
  lines.push(
    `  as written, over only the claims CUAD judges (shipped constants): ${formatFigures(
      folds.map((rows) =>
        computeFigures(
          rows.filter((row) => row.variant === 'as written'),
          (row) => predictShare(judgedOnly(row), shipped),
          shipped,
        ),
      ),
    )}`,
    '  judged claims as written (confirmed / judged, pooled):',
  );
  lines.push(`    ${describeVerdicts(asWritten)}`);
  lines.push(
    `  constants fitted on all folds (${CUAD_PARTS.join(', ')}): ${JSON.stringify(fitCoefficients(all, shipped, CUAD_PARTS))}`,
  );
  return lines;
}

/**
 * What CUAD's labels can fit: everything but red flags and protections (fitted on the review
 * set); the unlearned-type factor on its rarest types (see fitCoefficients).
 */
export const CUAD_PARTS: readonly FitPart[] = ['claims', 'facts', 'thin', 'scan', 'blanks', 'type'];

/** "clause 812/1003 (81.0%)  party ..." for the judged claims of the rows, by kind. */
export function describeVerdicts(rows: readonly ConfidenceRow[]): string {
  const counts = new Map<string, { confirmed: number; judged: number; blank: number }>();
  for (const claim of rows.flatMap((row) => row.claims)) {
    if (claim.verdict === null) continue;
    const count = counts.get(claim.kind) ?? { confirmed: 0, judged: 0, blank: 0 };
    count.judged++;
    if (claim.verdict) count.confirmed++;
    if (claim.showsPlaceholder) count.blank++;
    counts.set(claim.kind, count);
  }
  return [...counts]
    .map(
      ([kind, count]) =>
        `${kind} ${count.confirmed}/${count.judged} (${((100 * count.confirmed) / count.judged).toFixed(1)}%${count.blank ? `, ${count.blank} blank` : ''})`,
    )
    .join('  ');
}
