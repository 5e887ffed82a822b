import type { ConfidenceCoefficients } from '../../core/analysis/summary/confidence-coefficients.ts';
import { CONFIDENCE_COEFFICIENTS } from '../../core/analysis/summary/confidence-coefficients.ts';
import { correlate } from './evaluate-confidence-report.ts';
import { predictShare, type ConfidenceRow } from './evaluate-confidence-fit.ts';
import { computeMeanStd } from './mean-std.ts';
import { withoutReadingFactors } from './review-confidence.ts';
import { assignFolds, FOLDS, SEED } from '../train/load-data.ts';

/** One document's overall confidence beside what a lawyer's reading of it would score. */
export interface ScoredDocument {
  row: ConfidenceRow;
  /**
   * The review's stand-in for a lawyer's score of the analysis, 0 to 1: the mean of the share
   * of must-flag risks among the first ten red flags, the share of annotated key terms found,
   * the share of must-not-flag passages left alone, and whether the type is acceptable.
   */
  score: number;
}

/** The review score of one document from its counts (each share is 1 when nothing is annotated). */
export function scoreReview(counts: {
  mustFlagFound: number;
  mustFlag: number;
  keyTermsFound: number;
  keyTerms: number;
  mustNotFlagged: number;
  mustNot: number;
  isTypeRight: boolean;
}): number {
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 1);
  return (
    (share(counts.mustFlagFound, counts.mustFlag) +
      share(counts.keyTermsFound, counts.keyTerms) +
      share(counts.mustNot - counts.mustNotFlagged, counts.mustNot) +
      (counts.isTypeRight ? 1 : 0)) /
    4
  );
}

// The values tried for the reading factors: how much an unresolved reading of the parties, and
// a type without a playbook, lower the confidence.
const PARTIES = [1, 0.97, 0.94, 0.9, 0.85, 0.8];
const PLAYBOOK_DROPS = [0, 0.05, 0.1, 0.15, 0.2];

/**
 * The per-document correlation of the overall confidence with the review score: as shipped,
 * without the reading factors, and (dev only) with the factors chosen on four folds to
 * correlate best and judged on the fifth (5-fold CV by document, folds fixed by SEED).
 */
export function describeReviewScore(
  documents: readonly ScoredDocument[],
  isDev: boolean,
): string[] {
  const r = (set: readonly ScoredDocument[], coefficients: ConfidenceCoefficients) =>
    correlate(
      set.map(({ row }) => predictShare(row, coefficients)),
      set.map(({ score }) => score),
    );
  const before = withoutReadingFactors(CONFIDENCE_COEFFICIENTS);
  const lines = [
    `  overall confidence against the review score per document (mean of must-flag in the first ten, key terms found, must-not left alone, type acceptable; ${documents.length} docs):`,
    `    r without the parties and playbook factors: ${r(documents, before).toFixed(2)}`,
    `    r as shipped:                               ${r(documents, CONFIDENCE_COEFFICIENTS).toFixed(2)}`,
  ];
  if (!isDev) return lines;
  const assignment = assignFolds(
    documents.map(({ row }) => row.id),
    FOLDS,
    SEED,
  );
  const folds = Array.from({ length: FOLDS }, (_, fold) =>
    documents.filter(({ row }) => assignment.get(row.id) === fold),
  );
  const choose = (train: readonly ScoredDocument[]) => {
    let best = { coefficients: before, r: r(train, before) };
    for (const unresolvedParties of PARTIES)
      for (const thinPlaybookDrop of PLAYBOOK_DROPS) {
        const coefficients = { ...before, unresolvedParties, thinPlaybookDrop };
        const candidate = r(train, coefficients);
        if (candidate > best.r + 1e-9) best = { coefficients, r: candidate };
      }
    return best.coefficients;
  };
  const held = folds.map((test) => r(test, before));
  const chosen = folds.map((test, fold) => {
    const coefficients = choose(folds.filter((_, other) => other !== fold).flat());
    return { r: r(test, coefficients), coefficients };
  });
  const format = (values: readonly number[]) => {
    const { mean, std } = computeMeanStd(values);
    return `${mean.toFixed(2)} ± ${std.toFixed(2)}`;
  };
  const onAll = choose(documents);
  lines.push(
    `    5-fold CV, factors held at 1:               r ${format(held)}`,
    `    5-fold CV, factors chosen on other folds:   r ${format(chosen.map((fold) => fold.r))}  (chosen ${chosen.map(({ coefficients: c }) => `${c.unresolvedParties}/${c.thinPlaybookDrop}`).join('  ')}: unresolvedParties/thinPlaybookDrop)`,
    `    chosen on all dev: unresolvedParties ${onAll.unresolvedParties}, thinPlaybookDrop ${onAll.thinPlaybookDrop}`,
  );
  return lines;
}
