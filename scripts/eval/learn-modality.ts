import { hashFeatures, HASH_BITS } from '../../core/analysis/learned/features/tokenize.ts';
import { SEED } from '../train/load-data.ts';
import {
  computeScores,
  trainLinear,
  type DenseLinearModel,
  type TrainingRow,
} from '../train/train-linear.ts';
import { runLearnedReadingExperiment } from './learned-reading-experiment.ts';
import { describeModalityFeatures, FEATURE_SETS, type FeatureSet } from './modality-features.ts';
import type { ReadingRow } from './reading-rows.ts';
import { MODALITIES } from './reading-set.ts';

/**
 * `npx tsx scripts/eval/learn-modality.ts [--held-out]`: does a learned modality classifier beat
 * the hand-written rules? (docs/decisions/024-learned-reading-experiment.md). A hashed-feature
 * logistic regression (scripts/train/train-linear.ts) reads the rules' own output and the words
 * around the operator, and may overrule the rules only by a margin. The protocol (CV by
 * document on the dev documents, nested CV, the held-out documents scored once in aggregate) is
 * learned-reading-experiment.ts's.
 */

interface Config {
  features: FeatureSet;
  epochs: number;
  learningRate: number;
  /** How much more probable the model's modality must be than the rules' to replace it. */
  margin: number;
}

const CONFIGS: readonly Config[] = FEATURE_SETS.flatMap((features) =>
  [5, 20, 50].flatMap((epochs) =>
    [0.3, 1].flatMap((learningRate) =>
      // Without the rules' reading as features, the model replaces the rules outright.
      (features.startsWith('rule') ? [0, 0.2, 0.4] : [0]).map((margin) => ({
        features,
        epochs,
        learningRate,
        margin,
      })),
    ),
  ),
);

const L2 = 1e-5;

interface Example {
  row: ReadingRow;
  features: Int32Array;
  target: number;
  ruleIndex: number;
}

const describeConfig = (config: Config) =>
  `${config.features}, ${config.epochs} epochs, rate ${config.learningRate}, margin ${config.margin}`;

function toExamples(rows: readonly ReadingRow[], config: Config): Example[] {
  return rows.map((row) => ({
    row,
    features: hashFeatures(describeModalityFeatures(row, config.features)),
    target: MODALITIES.indexOf(row.label.modality),
    ruleIndex: MODALITIES.indexOf(row.rule.modality),
  }));
}

function train(examples: readonly Example[], config: Config): DenseLinearModel {
  const rows: TrainingRow[] = examples.map((example) => ({
    features: example.features,
    targets: Uint8Array.from(MODALITIES, (_, index) => (index === example.target ? 1 : 0)),
  }));
  return trainLinear(rows, {
    outputs: [...MODALITIES],
    hashBits: HASH_BITS,
    epochs: config.epochs,
    learningRate: config.learningRate,
    l2: L2,
    positiveWeight: 1,
    seed: SEED,
  });
}

/** The model's modality, kept only when it beats the rules' by the margin. */
function predict(model: DenseLinearModel, example: Example, margin: number): number {
  const scores = computeScores(model, example.features);
  const probability = (index: number) => 1 / (1 + Math.exp(-(scores[index] ?? 0)));
  let best = 0;
  for (let index = 1; index < scores.length; index++)
    if ((scores[index] ?? 0) > (scores[best] ?? 0)) best = index;
  if (best === example.ruleIndex) return best;
  return probability(best) - probability(example.ruleIndex) > margin ? best : example.ruleIndex;
}

await runLearnedReadingExperiment(
  {
    heading: 'Modality accuracy, mean ± std over the folds (per fold in brackets):',
    showsFoldSizes: true,
    configs: CONFIGS,
    describeConfig,
    toExamples,
    train,
    rulesAreRight: (example) => example.ruleIndex === example.target,
    modelIsRight: (model, example, config) =>
      predict(model, example, config.margin) === example.target,
  },
  process.argv.slice(2),
);
