import { hashFeatures, HASH_BITS } from '../../core/analysis/learned/features/tokenize.ts';
import { SEED } from '../train/load-data.ts';
import { computeScores, trainLinear, type DenseLinearModel } from '../train/train-linear.ts';
import {
  ACTOR_FEATURE_SETS,
  describeActorFeatures,
  type ActorFeatureSet,
} from './actor-features.ts';
import { runLearnedReadingExperiment } from './learned-reading-experiment.ts';
import type { ReadingRow } from './reading-rows.ts';

/**
 * `npx tsx scripts/eval/learn-actor.ts [--held-out]`: does a learned corrector of the rules'
 * actor beat them? (docs/decisions/024-learned-reading-experiment.md). For each sentence and
 * each annotated party, a logistic regression says whether the sentence binds that party, from
 * the rules' answer and where the party is named; it may overturn the rules only by a margin.
 * A sentence's actor is right when the set of parties is exactly the labelled one, as in
 * `npm run eval -- reading` (annotated parties). Same protocol as learn-modality.ts
 * (learned-reading-experiment.ts): 5-fold CV by document on the dev documents, configuration
 * chosen by CV and checked by nested CV; `--held-out` scores the held-out documents once, in
 * aggregate only.
 */

interface Config {
  features: ActorFeatureSet;
  epochs: number;
  /** How far past an even chance the model must be to overturn the rules for a party. */
  margin: number;
}

const CONFIGS: readonly Config[] = ACTOR_FEATURE_SETS.flatMap((features) =>
  [5, 20, 50].flatMap((epochs) => [0, 0.2, 0.4].map((margin) => ({ features, epochs, margin }))),
);

const describeConfig = (config: Config) =>
  `${config.features}, ${config.epochs} epochs, margin ${config.margin}`;

interface Decision {
  features: Int32Array;
  isActor: boolean;
  ruleSaysActor: boolean;
}

interface Example {
  row: ReadingRow;
  decisions: Decision[];
}

function toExamples(rows: readonly ReadingRow[], config: Config): Example[] {
  return rows.map((row) => ({
    row,
    decisions: row.parties.map((party) => ({
      features: hashFeatures(describeActorFeatures(row, party, config.features)),
      isActor: row.label.actor.includes(party.role),
      ruleSaysActor: row.rule.actor.includes(party.role),
    })),
  }));
}

function train(examples: readonly Example[], config: Config): DenseLinearModel {
  return trainLinear(
    examples.flatMap((example) =>
      example.decisions.map((decision) => ({
        features: decision.features,
        targets: Uint8Array.of(decision.isActor ? 1 : 0),
      })),
    ),
    {
      outputs: ['actor'],
      hashBits: HASH_BITS,
      epochs: config.epochs,
      learningRate: 0.3,
      l2: 1e-5,
      positiveWeight: 1,
      seed: SEED,
    },
  );
}

/** The model's answer for one party, kept only when it is past even chance by the margin. */
function decide(model: DenseLinearModel, decision: Decision, margin: number): boolean {
  const probability = 1 / (1 + Math.exp(-(computeScores(model, decision.features)[0] ?? 0)));
  if (decision.ruleSaysActor) return probability >= 0.5 - margin;
  return probability > 0.5 + margin;
}

await runLearnedReadingExperiment(
  {
    heading: 'Actor accuracy (annotated parties), mean ± std over the folds:',
    showsFoldSizes: false,
    configs: CONFIGS,
    describeConfig,
    toExamples,
    train,
    rulesAreRight: ({ decisions }) =>
      decisions.every((decision) => decision.ruleSaysActor === decision.isActor),
    modelIsRight: (model, { decisions }, config) =>
      decisions.every((decision) => decide(model, decision, config.margin) === decision.isActor),
  },
  process.argv.slice(2),
);
