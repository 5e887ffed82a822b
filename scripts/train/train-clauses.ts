import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { evaluateCuad, type EvaluationPair } from '../../core/analysis/learned/clauses/cuad-metrics.ts';
import { rankCandidates, type RankedSpan } from '../../core/analysis/learned/clauses/rank-candidates.ts';
import { applyRecalibration, toMatchProbability } from '../../core/analysis/learned/clauses/recalibrate.ts';
import { toLogit } from '../../core/analysis/learned/model/linear-model.ts';
import { isCandidateForCategory } from '../../core/analysis/learned/features/build-candidates.ts';
import { HASH_BITS } from '../../core/analysis/learned/features/tokenize.ts';
import type {
  StoredClauseModel,
  StoredRecalibration,
} from '../../core/analysis/learned/model/model-files.ts';
import { featuriseContract, matchingLabels, type FeaturisedContract } from './clause-rows.ts';
import { fitDenseLogistic, type DenseRow } from './fit-dense.ts';
import { fitPresenceModel, type PresenceRow } from './fit-presence.ts';
import { assignFolds, SEED, type CuadContract } from './load-data.ts';
import {
  computeScores,
  dropRareFeatures,
  exportLinearModel,
  trainLinear,
  type DenseLinearModel,
} from './train-linear.ts';

// Choices below were made by 5-fold cross-validation by document on all 408 contracts
// (`npm run eval`, or the same folds with CLAUSE_CROSS_FIT=0; official grid AUPR / P@80R, mean
// over folds). 40 kept and fitted, 60-row features: 59.6 / 10.2. Keeping 80 at inference
// (recalibration fitted on the top 40): 60.0 / 11.9, max recall 86 -> 89, since labels the
// top 40 miss become reachable. Fitting on the top 80 as well cost 0.9 AUPR (2 folds): the
// deep ranks swamp the fit. Features kept from 20 rows instead of 60 (file 0.85 -> 2.1 MB):
// 60.7 / 12.9; from 30 rows (1.5 MB): 60.5 / 12.8. Then keeping 120 at inference: 60.8 / 14.1
// (max recall 91.5); 160: 60.8 / 13.9; 250: 60.8 / 13.6 (the deepest spans fall below the
// grid's 0.001 step). Speed is about the same (50-60 ms per 10k words for 40 to 120).
const CANDIDATES_PER_CATEGORY = 120;
const FIT_CANDIDATES = 40;
const INNER_FOLDS = 3;
// Merged 2-3 sentence blocks were tried: on validation they cost 0.8 AUPR and 1.1 P@80R.
const BLOCK_SIZES: number[] = [];
// Features seen in fewer candidates are dropped, so models/ stays small (200k+ features
// otherwise; pruning weights after training instead cost 18 AUPR points).
const MINIMUM_FEATURE_ROWS = 20;
const EPOCHS = 4;
const LEARNING_RATE = 0.2;
// The recalibration learns whether a span finds a label that no better stage-1 candidate of
// its contract already matches; spans that only repeat such a match are left out of the fit
// (the CUAD metric counts them neither as hits nor as misses, and as negatives they taught
// that second matches are wrong). Out of fold on the training contracts (3 folds, parts
// included), AUPR / P@80R: 55.3 / 5.7 this way; 52.5 / 1.7 with repeats as negatives and
// probabilities made monotone in stage-1 order (tried, removed); 48.6 / 4.8 for "matches a label".
const NOVELTY = true;
const DROP_REPEATED_MATCHES = true;
// The recalibration is also cross-fitted over the folds, to log out-of-fold CUAD figures and
// choose the display threshold on them (about 100 s more). CLAUSE_CROSS_FIT=0 skips that for
// quick experiments; the display threshold is then chosen in-sample.
const CROSS_FIT = process.env.CLAUSE_CROSS_FIT !== '0';
// Probabilities stay calibrated; eval shows the grid figures on p^0.25 separately.
const EXPONENT = 1;
const TARGET_DISPLAY_PRECISION = 0.5;

/** What can be varied in training, for experiments by cross-validation (defaults: what ships). */
export interface ClauseTrainingOptions {
  /** Candidates kept per category and contract at inference (stored in the model). */
  candidatesPerCategory: number;
  /** Candidates per category and contract the recalibration is fitted on. */
  fitCandidates: number;
  minimumFeatureRows: number;
  epochs: number;
  crossFit: boolean;
}

export const CLAUSE_OPTIONS: ClauseTrainingOptions = {
  candidatesPerCategory: CANDIDATES_PER_CATEGORY,
  fitCandidates: FIT_CANDIDATES,
  minimumFeatureRows: MINIMUM_FEATURE_ROWS,
  epochs: EPOCHS,
  crossFit: CROSS_FIT,
};

function trainStage1(
  contracts: readonly FeaturisedContract[],
  options: ClauseTrainingOptions,
): DenseLinearModel {
  return trainLinear(
    dropRareFeatures(
      contracts.flatMap((contract) => contract.rows),
      options.minimumFeatureRows,
    ),
    {
      outputs: [...CUAD_CATEGORY_NAMES],
      hashBits: HASH_BITS,
      epochs: options.epochs,
      learningRate: LEARNING_RATE,
      l2: 1e-6,
      positiveWeight: 1,
      seed: SEED,
    },
  );
}

function predictStage1(model: DenseLinearModel, contract: FeaturisedContract): number[][] {
  return contract.rows.map((row, index) => {
    const logits = computeScores(model, row.features);
    const kind = contract.candidates[index]?.kind ?? 'sentence';
    return CUAD_CATEGORY_NAMES.map((category, output) =>
      isCandidateForCategory(kind, category) ? 1 / (1 + Math.exp(-(logits[output] ?? 0))) : -1,
    );
  });
}

/** The ranked spans of one (contract, category) with their stage-2 targets. */
interface SpanGroup {
  contract: FeaturisedContract;
  fold: number;
  spans: RankedSpan[];
  /** 1 when the span matches a label of the category. */
  matches: number[];
  /** The recalibration target: a match, or (novelty) a label no better-ranked span matches. */
  targets: number[];
}

function buildGroup(
  contract: FeaturisedContract,
  fold: number,
  category: string,
  column: readonly number[],
  limit: number,
): SpanGroup {
  const spans = rankCandidates(category, contract.candidates, column, limit, BLOCK_SIZES);
  const found = spans.map((span) => matchingLabels(contract, category, span.start, span.end));
  const matches = found.map((labels) => (labels.length ? 1 : 0));
  const targets = [...matches];
  if (NOVELTY) {
    const order = spans.map((span, index) => ({ stage1: span.stage1, index }));
    order.sort((a, b) => b.stage1 - a.stage1 || a.index - b.index);
    const covered = new Set<number>();
    for (const { index } of order) {
      const labels = found[index] ?? [];
      targets[index] = labels.some((label) => !covered.has(label)) ? 1 : 0;
      for (const label of labels) covered.add(label);
    }
  }
  return { contract, fold, spans, matches, targets };
}

function fitCategory(groups: readonly SpanGroup[]): StoredRecalibration | null {
  const rows: DenseRow[] = groups.flatMap((group) =>
    group.spans.flatMap((span, index) =>
      DROP_REPEATED_MATCHES && group.matches[index] === 1 && group.targets[index] === 0
        ? []
        : [{ features: span.features, target: group.targets[index] ?? 0 }],
    ),
  );
  const positives = rows.filter((row) => row.target === 1).length;
  return positives >= 3 ? fitDenseLogistic(rows) : null;
}

function predictGroup(group: SpanGroup, recalibration: StoredRecalibration | null): number[] {
  return group.spans.map((span) =>
    recalibration ? applyRecalibration(recalibration, span.features) : span.stage1,
  );
}

/**
 * Trains the clause model on the training contracts: stage 1 (sparse n-gram LR over
 * candidates), out-of-fold stage-1 scores for every training contract, then per category a
 * recalibration over in-document context, fitted on those out-of-fold scores. The
 * recalibration is itself cross-fitted over the same folds to report out-of-fold CUAD figures
 * and to choose the display threshold; its out-of-fold span probabilities are what the
 * document-level clause-presence maps are fitted on (scripts/train/fit-presence.ts).
 */
export function trainClauseModel(
  contracts: readonly CuadContract[],
  log: (message: string) => void,
  options: ClauseTrainingOptions = CLAUSE_OPTIONS,
): StoredClauseModel {
  const featurised = contracts.map(featuriseContract);
  log(
    `clauses: ${featurised.reduce((sum, contract) => sum + contract.rows.length, 0)} candidates in ${contracts.length} contracts`,
  );
  const folds = assignFolds(
    contracts.map((contract) => contract.id),
    INNER_FOLDS,
    SEED,
  );
  const foldOf = (contract: FeaturisedContract) => folds.get(contract.contract.id) ?? 0;
  const outOfFold = new Map<string, number[][]>();
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const model = trainStage1(
      featurised.filter((contract) => foldOf(contract) !== fold),
      options,
    );
    for (const contract of featurised.filter((item) => foldOf(item) === fold))
      outOfFold.set(contract.contract.id, predictStage1(model, contract));
    log(`clauses: out-of-fold stage 1, fold ${fold + 1}/${INNER_FOLDS}`);
  }
  const recalibration: (StoredRecalibration | null)[] = [];
  // Per (contract, category): the out-of-fold scores of its spans, for clause presence.
  const presenceGroups: { category: string; scores: number[]; isPresent: boolean }[] = [];
  const stage1Pairs: EvaluationPair[] = [];
  const crossFitted: EvaluationPair[] = [];
  const scored: { probability: number; isLabelled: boolean }[] = [];
  CUAD_CATEGORY_NAMES.forEach((category, output) => {
    const groups = featurised.map((contract) =>
      buildGroup(
        contract,
        foldOf(contract),
        category,
        (outOfFold.get(contract.contract.id) ?? []).map((row) => row[output] ?? -1),
        options.fitCandidates,
      ),
    );
    const fitted = fitCategory(groups);
    recalibration.push(fitted);
    const isPresent = (group: SpanGroup) =>
      (group.contract.labelsByCategory.get(category)?.length ?? 0) > 0;
    if (!options.crossFit) {
      for (const group of groups) {
        const probabilities = predictGroup(group, fitted);
        probabilities.forEach((probability, index) =>
          scored.push({ probability, isLabelled: group.matches[index] === 1 }),
        );
        presenceGroups.push({ category, scores: probabilities, isPresent: isPresent(group) });
      }
      return;
    }
    for (let fold = 0; fold < INNER_FOLDS; fold++) {
      const foldFitted = fitCategory(groups.filter((group) => group.fold !== fold));
      for (const group of groups.filter((item) => item.fold === fold)) {
        const probabilities = predictGroup(group, foldFitted);
        const labels = group.contract.contract.annotations
          .filter((annotation) => annotation.category === category)
          .map((annotation) => annotation.text);
        const text = (span: RankedSpan) => group.contract.contract.text.slice(span.start, span.end);
        crossFitted.push({
          category,
          labels,
          predictions: group.spans.map((span, index) => ({
            text: text(span),
            probability: probabilities[index] ?? 0,
          })),
        });
        stage1Pairs.push({
          category,
          labels,
          predictions: group.spans.map((span) => ({ text: text(span), probability: span.stage1 })),
        });
        probabilities.forEach((probability, index) =>
          scored.push({ probability, isLabelled: group.matches[index] === 1 }),
        );
        presenceGroups.push({ category, scores: probabilities, isPresent: isPresent(group) });
      }
    }
  });
  const describe = (pairs: EvaluationPair[]) => {
    const result = evaluateCuad(pairs);
    const figure = (value: number) => value.toFixed(1);
    return `grid AUPR ${figure(result.grid.aupr)} P@80R ${figure(result.grid.precisionAt80Recall)} max recall ${figure(result.grid.maxRecall)}; exact AUPR ${figure(result.exact.aupr)} P@80R ${figure(result.exact.precisionAt80Recall)}`;
  };
  if (options.crossFit) {
    log(`clauses: out-of-fold stage 1 alone: ${describe(stage1Pairs)}`);
    log(`clauses: out-of-fold with recalibration: ${describe(crossFitted)}`);
  }
  const matchCalibration = fitDenseLogistic(
    scored.map((item) => ({
      features: [toLogit(item.probability)],
      target: item.isLabelled ? 1 : 0,
    })),
  );
  const displayThreshold = chooseDisplayThreshold(
    scored.map((item) => ({
      probability: toMatchProbability(matchCalibration, item.probability),
      isLabelled: item.isLabelled,
    })),
  );
  const presenceRows: PresenceRow[] = presenceGroups.map((group) => ({
    category: group.category,
    isPresent: group.isPresent,
    probabilities: group.scores.map((score) =>
      Math.min(1, Math.max(0, toMatchProbability(matchCalibration, score) ** EXPONENT)),
    ),
  }));
  const presence = fitPresenceModel(presenceRows);
  const final = trainStage1(featurised, options);
  log('clauses: final stage 1 trained');
  return {
    stage1: exportLinearModel(final),
    recalibration,
    blockSizes: BLOCK_SIZES,
    candidatesPerCategory: options.candidatesPerCategory,
    exponent: EXPONENT,
    displayThreshold,
    matchCalibration,
    presence,
  };
}

/** The lowest threshold at which shown spans match a label at least half the time (training OOF). */
function chooseDisplayThreshold(scored: { probability: number; isLabelled: boolean }[]): number {
  const sorted = [...scored].sort((a, b) => b.probability - a.probability);
  let labelled = 0;
  let threshold = 0.9;
  sorted.forEach((item, index) => {
    if (item.isLabelled) labelled++;
    if (index >= 50 && labelled / (index + 1) >= TARGET_DISPLAY_PRECISION)
      threshold = item.probability;
  });
  return Number(threshold.toFixed(3));
}
