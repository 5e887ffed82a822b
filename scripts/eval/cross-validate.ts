import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import type { CurveSummary } from '../../core/analysis/learned/clauses/cuad-metrics.ts';
import {
  FOLDS,
  loadCuadContracts,
  loadTermsDocuments,
  SEED,
  splitFold,
} from '../train/load-data.ts';
import { loadClauseAnswers } from './clause-answers.ts';
import { CONFIDENCE_COEFFICIENTS } from '../../core/analysis/summary/confidence-coefficients.ts';
import { describeCuadConfidence } from './evaluate-confidence-report.ts';
import { summariseConfusion, type Confusion } from './evaluate-consumer-terms.ts';
import { describeDocumentTypes } from './evaluate-document-type.ts';
import { evaluateFold, PRESENCE_SHOWN, type FoldResult } from './evaluate-fold.ts';
import { loadFoldModels } from './fold-models.ts';
import { computeResultKey, loadOrEvaluateFold } from './fold-results.ts';
import { computeMeanStd, formatMeanStd } from './mean-std.ts';

/**
 * `npm run eval`: 5-fold cross-validation by document (folds fixed by the seed, the same for
 * every model): each fold's CUAD contracts and terms of service are analysed by the engine
 * running the models trained on the other four folds (scripts/eval/fold-models.ts), and every
 * figure is printed as its mean ± standard deviation (n - 1) over the five folds.
 */
export async function runCrossValidation(options: {
  retrain: boolean;
  verbose: boolean;
  jobs?: number;
}): Promise<void> {
  const started = Date.now();
  const log = (message: string) =>
    console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const { models, keys } = await loadFoldModels({
    retrain: options.retrain,
    jobs: options.jobs,
    log,
  });
  const contracts = loadCuadContracts();
  const terms = loadTermsDocuments();
  const answers = loadClauseAnswers();
  const missing = contracts.filter((contract) => !answers.has(contract.id)).length;
  const results: FoldResult[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const foldModels = models[fold];
    if (!foldModels) throw new Error(`No models for fold ${fold + 1}`);
    const { result, isCached } = loadOrEvaluateFold(
      fold,
      computeResultKey(keys[fold] ?? []),
      () =>
        evaluateFold(
          foldModels,
          splitFold(contracts, (contract) => contract.id, fold).test,
          splitFold(terms, (document) => document.id, fold).test,
          answers,
        ),
      options.retrain,
    );
    results.push(result);
    log(`${isCached ? 'measurements cached' : 'evaluated'}: fold ${fold + 1}/${FOLDS}`);
  }
  console.log();
  for (const line of describeResults(results, {
    verbose: options.verbose,
    contractsWithoutAnswers: missing,
  }))
    console.log(line);
  console.log();
  log('done');
}

/** The report of the folds' results: every figure as mean ± standard deviation over folds. */
export function describeResults(
  results: readonly FoldResult[],
  options: { verbose: boolean; contractsWithoutAnswers: number },
): string[] {
  const lines: string[] = [];
  const figure = (get: (result: FoldResult) => number, digits = 1) =>
    formatMeanStd(results.map(get), digits);
  const sum = (get: (result: FoldResult) => number) =>
    results.reduce((total, result) => total + get(result), 0);
  const curve = (get: (result: FoldResult) => CurveSummary, key: keyof CurveSummary) =>
    figure((result) => get(result)[key]);

  lines.push(
    `Cross-validation: ${results.length} folds by document (seed ${SEED}); each fold analysed by models trained on the other ${results.length - 1}; every figure is mean ± standard deviation over the folds.`,
    '',
    `CUAD clauses: ${sum((result) => result.contracts)} contracts (${results.map((result) => result.contracts).join('/')} a fold), ${sum((result) => result.labels)} labels, 41 categories (micro within each fold)`,
    `  official grid: AUPR ${curve((result) => result.grid, 'aupr')}  P@80R ${curve((result) => result.grid, 'precisionAt80Recall')}  P@90R ${curve((result) => result.grid, 'precisionAt90Recall')}  max recall ${curve((result) => result.grid, 'maxRecall')}`,
    `  official grid on p^0.25 (monotone, grid resolution only): AUPR ${curve((result) => result.gridRoot, 'aupr')}  P@80R ${curve((result) => result.gridRoot, 'precisionAt80Recall')}`,
    `  exact sweep:   AUPR ${curve((result) => result.exact, 'aupr')}  P@80R ${curve((result) => result.exact, 'precisionAt80Recall')}  max recall ${curve((result) => result.exact, 'maxRecall')}`,
    `  expected calibration error (10 bins): ${figure((result) => result.calibrationError, 3)}`,
    `  findClauses (display threshold ${figure((result) => result.displayThreshold, 3)}): ${figure((result) => result.shownClauses, 0)} shown a fold, precision ${figure((result) => result.shownPrecision, 3)}`,
    '  AUPR per category (official grid; mean ± std over the folds with labels of it; weakest first):',
  );
  const categories = CUAD_CATEGORY_NAMES.map((category) => {
    const values = results.map((result) => result.categoryAupr.get(category) ?? NaN);
    return { category, values, mean: computeMeanStd(values).mean };
  }).sort((a, b) => (a.mean || 0) - (b.mean || 0));
  for (const item of categories)
    lines.push(`    ${item.category.padEnd(36)} ${formatMeanStd(item.values)}`);
  lines.push(
    `  mean of the per-category AUPRs: ${formatMeanStd(
      results.map((result) => computeMeanStd([...result.categoryAupr.values()]).mean),
    )}`,
    ...describeDocumentTypes(results.map((result) => result.typeRows)),
    `Consumer flags (>= 0.5) on CUAD contracts: ${figure((result) => result.consumerFlagsOnContracts)} a fold`,
    `Speed: ${figure((result) => result.millisecondsPer10kWords, 0)} ms per 10k words (segmenting, clauses, document type)`,
  );

  lines.push(...describePresence(results, options));
  lines.push(
    ...describeCuadConfidence(
      results.map((result) => result.confidence),
      CONFIDENCE_COEFFICIENTS,
    ),
  );

  const termsDocuments = sum((result) => result.terms.documents);
  lines.push(
    `Terms of service: ${termsDocuments} documents (${results.map((result) => result.terms.documents).join('/')} a fold), detected as Terms of Service: ${sum((result) => result.terms.detected)}/${termsDocuments}`,
    ...describeConfusions(
      'unfair sentences flagged by the model (consumer clauses >= 0.5):',
      results.map((result) => result.terms.model),
    ),
    ...describeConfusions(
      "unfair sentences flagged by the product (a red flag's quote, or one of the other places it lists, overlaps them):",
      results.map((result) => result.terms.redFlags),
    ),
  );
  return lines;
}

function describePresence(
  results: readonly FoldResult[],
  options: { verbose: boolean; contractsWithoutAnswers: number },
): string[] {
  const describe = (key: string) => {
    const figures = computeFoldFigures(results.map((result) => result.presence.get(key)));
    return `precision ${formatMeanStd(figures.precision, 3)}  recall ${formatMeanStd(figures.recall, 3)}  F1 ${formatMeanStd(figures.f1, 3)}  (present ${figures.support}, shown ${figures.flagged})`;
  };
  const lines = [
    `Clause presence against CUAD's yes/no answers (master_clauses_dev.csv; a category is shown when its presence >= ${PRESENCE_SHOWN}; target precision >= 0.80 at recall >= 0.75):`,
    `  micro over (contract, category) pairs: ${describe('all')}`,
  ];
  if (options.contractsWithoutAnswers)
    lines.push(`  (${options.contractsWithoutAnswers} contracts have no row in the CSV)`);
  if (options.verbose) {
    lines.push('  per category:');
    for (const category of CUAD_CATEGORY_NAMES)
      if (results.some((result) => result.presence.has(category)))
        lines.push(`    ${category.padEnd(36)} ${describe(category)}`);
  } else lines.push('  (per category: npm run eval -- --verbose)');
  return lines;
}

/**
 * Per-fold precision, recall and F1 of confusion counts (NaN where a fold has nothing to
 * measure: no flags for a precision, no positives for a recall, neither for an F1), with the
 * pooled number of positives and of flags.
 */
export function computeFoldFigures(perFold: readonly (Confusion | undefined)[]): {
  precision: number[];
  recall: number[];
  f1: number[];
  support: number;
  flagged: number;
} {
  const figures = {
    precision: [] as number[],
    recall: [] as number[],
    f1: [] as number[],
    support: 0,
    flagged: 0,
  };
  for (const confusion of perFold) {
    const summary = confusion ? summariseConfusion(confusion) : undefined;
    const flagged = confusion ? confusion.truePositives + confusion.falsePositives : 0;
    const support = summary?.support ?? 0;
    figures.precision.push(summary && flagged > 0 ? summary.precision : NaN);
    figures.recall.push(summary && support > 0 ? summary.recall : NaN);
    figures.f1.push(summary && (support > 0 || flagged > 0) ? summary.f1 : NaN);
    figures.support += support;
    figures.flagged += flagged;
  }
  return figures;
}

function describeConfusions(title: string, perFold: readonly Map<string, Confusion>[]): string[] {
  const keys = [...new Set(perFold.flatMap((confusions) => [...confusions.keys()]))];
  const lines = [`  ${title}`];
  for (const key of keys) {
    const figures = computeFoldFigures(perFold.map((confusions) => confusions.get(key)));
    lines.push(
      `    ${key.padEnd(24)} P ${formatMeanStd(figures.precision, 3)}  R ${formatMeanStd(figures.recall, 3)}  F1 ${formatMeanStd(figures.f1, 3)}  (n=${figures.support}, flagged ${figures.flagged})`,
    );
  }
  return lines;
}
