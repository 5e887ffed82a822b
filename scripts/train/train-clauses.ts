import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { rankCandidates } from '../../core/analysis/clauses/rank-candidates.ts';
import { applyRecalibration } from '../../core/analysis/clauses/recalibrate.ts';
import { isCandidateForCategory } from '../../core/analysis/features/build-candidates.ts';
import { HASH_BITS } from '../../core/analysis/features/tokenize.ts';
import type {
  StoredClauseModel,
  StoredRecalibration,
} from '../../core/analysis/model/model-files.ts';
import { featuriseContract, isLabelledSpan, type FeaturisedContract } from './clause-rows.ts';
import { fitDenseLogistic, type DenseRow } from './fit-dense.ts';
import { assignFolds, SEED, type CuadContract } from './load-data.ts';
import {
  computeScores,
  dropRareFeatures,
  exportLinearModel,
  trainLinear,
  type DenseLinearModel,
} from './train-linear.ts';

const CANDIDATES_PER_CATEGORY = 40;
const INNER_FOLDS = 3;
// Merged 2-3 sentence blocks were tried: on validation they cost 0.8 AUPR and 1.1 P@80R.
const BLOCK_SIZES: number[] = [];
// Features seen in fewer candidates are dropped: the model keeps its accuracy (55.4 vs 55.7
// stage-1 AUPR on validation) with 11k features instead of 200k+, so models/ stays small.
const MINIMUM_FEATURE_ROWS = 60;
// Probabilities stay calibrated; eval shows the grid figures on p^0.25 separately.
const EXPONENT = 1;
const TARGET_DISPLAY_PRECISION = 0.5;

function trainStage1(contracts: readonly FeaturisedContract[]): DenseLinearModel {
  return trainLinear(
    dropRareFeatures(
      contracts.flatMap((contract) => contract.rows),
      MINIMUM_FEATURE_ROWS,
    ),
    {
      outputs: [...CUAD_CATEGORY_NAMES],
      hashBits: HASH_BITS,
      epochs: 4,
      learningRate: 0.2,
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

/**
 * Trains the clause model on the training contracts: stage 1 (sparse n-gram LR over
 * candidates), out-of-fold stage-1 scores for every training contract, then per category a
 * recalibration over in-document context, fitted on those out-of-fold scores.
 */
export function trainClauseModel(
  contracts: readonly CuadContract[],
  log: (message: string) => void,
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
  const outOfFold = new Map<string, number[][]>();
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const model = trainStage1(
      featurised.filter((contract) => folds.get(contract.contract.id) !== fold),
    );
    for (const contract of featurised.filter((item) => folds.get(item.contract.id) === fold))
      outOfFold.set(contract.contract.id, predictStage1(model, contract));
    log(`clauses: out-of-fold stage 1, fold ${fold + 1}/${INNER_FOLDS}`);
  }
  const recalibration: (StoredRecalibration | null)[] = [];
  const scored: { probability: number; isLabelled: boolean }[] = [];
  CUAD_CATEGORY_NAMES.forEach((category, output) => {
    const rows: DenseRow[] = [];
    for (const contract of featurised) {
      const column = (outOfFold.get(contract.contract.id) ?? []).map((row) => row[output] ?? -1);
      for (const span of rankCandidates(
        category,
        contract.candidates,
        column,
        CANDIDATES_PER_CATEGORY,
        BLOCK_SIZES,
      )) {
        rows.push({
          features: span.features,
          target: isLabelledSpan(contract, category, span.start, span.end) ? 1 : 0,
        });
      }
    }
    const positives = rows.filter((row) => row.target === 1).length;
    const fitted = positives >= 3 ? fitDenseLogistic(rows) : null;
    recalibration.push(fitted);
    if (fitted)
      for (const row of rows)
        scored.push({
          probability: Math.pow(applyRecalibration(fitted, row.features), EXPONENT),
          isLabelled: row.target === 1,
        });
  });
  const final = trainStage1(featurised);
  log('clauses: final stage 1 trained');
  return {
    stage1: exportLinearModel(final),
    recalibration,
    blockSizes: BLOCK_SIZES,
    candidatesPerCategory: CANDIDATES_PER_CATEGORY,
    exponent: EXPONENT,
    displayThreshold: chooseDisplayThreshold(scored),
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
