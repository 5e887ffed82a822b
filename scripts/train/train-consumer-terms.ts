import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import { buildConsumerSentenceFeatures } from '../../core/analysis/features/consumer-features.ts';
import { HASH_BITS, hashFeatures } from '../../core/analysis/features/tokenize.ts';
import type { StoredConsumerTermsModel } from '../../core/analysis/model/model-files.ts';
import { assignFolds, SEED, type TermsDocument } from './load-data.ts';
import {
  computeScores,
  dropRareFeatures,
  exportLinearModel,
  trainLinear,
  type DenseLinearModel,
  type TrainingRow,
} from './train-linear.ts';

/** Outputs of the sentence model: "unfair" (tag suffix 2 or 3), then one per CLAUDETTE tag. */
export const CONSUMER_OUTPUTS = ['unfair', ...Object.keys(CONSUMER_CATEGORY_BY_TAG)];
const INNER_FOLDS = 4;

/** The unfair tags of a sentence without their suffix ("ltd3" -> "ltd"); `countrym` and fair tags are ignored. */
export function getUnfairTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => /[23]$/.test(tag)).map((tag) => tag.replace(/[0-9]+$/, ''));
}

function buildRows(documents: readonly TermsDocument[]): TrainingRow[] {
  return documents.flatMap((document) =>
    document.sentences.map((sentence, index) => {
      const unfair = getUnfairTags(sentence.tags);
      const targets = Uint8Array.from(CONSUMER_OUTPUTS, (output, position) =>
        position === 0 ? (unfair.length > 0 ? 1 : 0) : unfair.includes(output) ? 1 : 0,
      );
      return {
        features: hashFeatures(
          buildConsumerSentenceFeatures(sentence.text, document.sentences[index - 1]?.text ?? ''),
        ),
        targets,
      };
    }),
  );
}

// Features of fewer sentences than this are dropped, to keep the model small.
const MINIMUM_FEATURE_ROWS = 3;

function trainSentences(rows: readonly TrainingRow[]): DenseLinearModel {
  return trainLinear(dropRareFeatures(rows, MINIMUM_FEATURE_ROWS), {
    outputs: CONSUMER_OUTPUTS,
    hashBits: HASH_BITS,
    epochs: 6,
    learningRate: 0.3,
    l2: 1e-6,
    positiveWeight: 2,
    seed: SEED,
  });
}

/** The threshold with the best F1 of "unfair" on out-of-fold scores of the training documents. */
function tuneThreshold(documents: readonly TermsDocument[]): number {
  const folds = assignFolds(
    documents.map((document) => document.id),
    INNER_FOLDS,
    SEED,
  );
  const scored: { probability: number; isUnfair: boolean }[] = [];
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const model = trainSentences(
      buildRows(documents.filter((document) => folds.get(document.id) !== fold)),
    );
    for (const row of buildRows(documents.filter((document) => folds.get(document.id) === fold))) {
      scored.push({
        probability: 1 / (1 + Math.exp(-(computeScores(model, row.features)[0] ?? 0))),
        isUnfair: row.targets[0] === 1,
      });
    }
  }
  let best = { f1: -1, threshold: 0.5 };
  for (let threshold = 0.05; threshold < 0.95; threshold += 0.01) {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const item of scored) {
      const isFlagged = item.probability >= threshold;
      if (isFlagged && item.isUnfair) truePositives++;
      else if (isFlagged) falsePositives++;
      else if (item.isUnfair) falseNegatives++;
    }
    const f1 = (2 * truePositives) / (2 * truePositives + falsePositives + falseNegatives || 1);
    if (f1 > best.f1) best = { f1, threshold: Number(threshold.toFixed(2)) };
  }
  return best.threshold;
}

/** Trains the unfair-sentence model and tunes its decision threshold, on training documents only. */
export function trainConsumerTermsModel(
  documents: readonly TermsDocument[],
  log: (message: string) => void,
): StoredConsumerTermsModel {
  const unfairThreshold = tuneThreshold(documents);
  log(`consumer terms: tuned threshold ${unfairThreshold}`);
  return { sentences: exportLinearModel(trainSentences(buildRows(documents))), unfairThreshold };
}
