import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import type { FeatureBlockSetting } from '../../core/analysis/learned/consumer-terms/score-blocks.ts';
import {
  buildConsumerFeatureBlocks,
  CONSUMER_BLOCKS,
} from '../../core/analysis/learned/features/consumer-features.ts';
import { HASH_BITS } from '../../core/analysis/learned/features/tokenize.ts';
import type { StoredConsumerTermsModel } from '../../core/analysis/learned/model/model-files.ts';
import { assignFolds, SEED, type TermsDocument } from './load-data.ts';
import { scoreSvm, trainSvm, type LinearSvm, type SparseRow } from './train-svm.ts';

/** Outputs of the sentence model: one per CLAUDETTE tag. */
export const CONSUMER_OUTPUTS = Object.keys(CONSUMER_CATEGORY_BY_TAG);

/** The unfair tags of a sentence without their suffix ("ltd3" -> "ltd"); `countrym` and fair tags are ignored. */
export function getUnfairTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => /[23]$/.test(tag)).map((tag) => tag.replace(/[0-9]+$/, ''));
}

/** Everything that can be varied in training (the defaults are what ships). */
export interface ConsumerTrainingOptions {
  blocks: FeatureBlockSetting[];
  /** Features seen in fewer training sentences than this are not in the vocabulary. */
  minimumCount: number;
  c: number;
  positiveWeight: number;
  innerFolds: number;
  /** 'category': each threshold maximises its category's F1; 'joint': then the F1 of "any unfair". */
  thresholdMode: 'category' | 'joint';
}

const BLOCK_SETTINGS: Record<
  (typeof CONSUMER_BLOCKS)[number],
  Omit<FeatureBlockSetting, 'name'>
> = {
  words: { weight: 1, normalise: true },
  patterns: { weight: 0.5, normalise: false },
  previous: { weight: 0.3, normalise: true },
  next: { weight: 0.3, normalise: true },
};

export const DEFAULT_OPTIONS: ConsumerTrainingOptions = {
  blocks: CONSUMER_BLOCKS.map((name) => ({ name, ...BLOCK_SETTINGS[name] })),
  minimumCount: 3,
  c: 0.5,
  positiveWeight: 1,
  innerFolds: 5,
  thresholdMode: 'joint',
};

/** A document's sentences as hashed feature blocks, with their unfair tags as a bit mask. */
export interface PreparedDocument {
  id: string;
  blocks: Int32Array[][];
  labels: number[];
}

/** Features and labels of each document, computed once. */
export function prepareDocuments(documents: readonly TermsDocument[]): PreparedDocument[] {
  return documents.map((document) => ({
    id: document.id,
    blocks: buildConsumerFeatureBlocks(document.sentences.map((sentence) => sentence.text)),
    labels: document.sentences.map((sentence) => {
      const tags = getUnfairTags(sentence.tags);
      return CONSUMER_OUTPUTS.reduce(
        (mask, tag, output) => (tags.includes(tag) ? mask | (1 << output) : mask),
        0,
      );
    }),
  }));
}

/** Which hashed features at least `minimumCount` training sentences have. */
function buildVocabulary(documents: readonly PreparedDocument[], minimumCount: number): Uint8Array {
  const counts = new Uint16Array(1 << HASH_BITS);
  for (const document of documents)
    for (const blocks of document.blocks)
      for (const block of blocks)
        for (const feature of block) counts[feature] = Math.min(65535, (counts[feature] ?? 0) + 1);
  return Uint8Array.from(counts, (count) => (count >= minimumCount ? 1 : 0));
}

/** The sparse row of one sentence, scaled as core/analysis/learned/consumer-terms/score-blocks.ts scores it. */
function toRow(
  blocks: readonly Int32Array[],
  vocabulary: Uint8Array,
  settings: readonly FeatureBlockSetting[],
): SparseRow {
  const indices: number[] = [];
  const values: number[] = [];
  blocks.forEach((features, block) => {
    const setting = settings[block];
    if (!setting || setting.weight === 0) return;
    const known = Array.from(features).filter((feature) => vocabulary[feature] === 1);
    if (known.length === 0) return;
    const count = setting.countUnknown ? features.length : known.length;
    const value = setting.normalise ? setting.weight / Math.sqrt(count) : setting.weight;
    for (const feature of known) {
      indices.push(feature);
      values.push(value);
    }
  });
  return { indices: Int32Array.from(indices), values: Float32Array.from(values) };
}

interface TrainedSvms {
  vocabulary: Uint8Array;
  models: LinearSvm[];
}

function trainSvms(
  documents: readonly PreparedDocument[],
  options: ConsumerTrainingOptions,
): TrainedSvms {
  const vocabulary = buildVocabulary(documents, options.minimumCount);
  const rows = documents.flatMap((document) =>
    document.blocks.map((blocks) => toRow(blocks, vocabulary, options.blocks)),
  );
  const labels = documents.flatMap((document) => document.labels);
  const models = CONSUMER_OUTPUTS.map((_, output) =>
    trainSvm(
      rows,
      labels.map((mask) => (mask >> output) & 1),
      {
        c: options.c,
        featureCount: 1 << HASH_BITS,
        seed: SEED,
        positiveWeight: options.positiveWeight,
      },
    ),
  );
  return { vocabulary, models };
}

/** Scores (one per output) of every sentence of the documents, with their label masks. */
function scoreDocuments(
  trained: TrainedSvms,
  documents: readonly PreparedDocument[],
  options: ConsumerTrainingOptions,
): { scores: Float64Array; label: number }[] {
  return documents.flatMap((document) =>
    document.blocks.map((blocks, index) => {
      const row = toRow(blocks, trained.vocabulary, options.blocks);
      return {
        scores: Float64Array.from(trained.models, (model) => scoreSvm(model, row)),
        label: document.labels[index] ?? 0,
      };
    }),
  );
}

/** Scores of every sentence from models that did not see its document (folds by document). */
function scoreOutOfFold(
  documents: readonly PreparedDocument[],
  folds: number,
  options: ConsumerTrainingOptions,
): { scores: Float64Array; label: number }[] {
  const assignment = assignFolds(
    documents.map((document) => document.id),
    folds,
    SEED,
  );
  const scored: { scores: Float64Array; label: number }[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const trained = trainSvms(
      documents.filter((document) => assignment.get(document.id) !== fold),
      options,
    );
    scored.push(
      ...scoreDocuments(
        trained,
        documents.filter((document) => assignment.get(document.id) === fold),
        options,
      ),
    );
  }
  return scored;
}

function computeF1(truePositives: number, falsePositives: number, falseNegatives: number): number {
  return (2 * truePositives) / (2 * truePositives + falsePositives + falseNegatives || 1);
}

const THRESHOLD_GRID = Array.from({ length: 251 }, (_, index) =>
  Number((-1.5 + index * 0.01).toFixed(2)),
);

/** F1 of "any category flagged" against "any unfair tag". */
function computeOverallF1(
  scored: readonly { scores: Float64Array; label: number }[],
  thresholds: readonly number[],
): number {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const item of scored) {
    const isFlagged = thresholds.some(
      (threshold, output) => (item.scores[output] ?? 0) >= threshold,
    );
    if (isFlagged && item.label) truePositives++;
    else if (isFlagged) falsePositives++;
    else if (item.label) falseNegatives++;
  }
  return computeF1(truePositives, falsePositives, falseNegatives);
}

/** Per-output thresholds chosen on out-of-fold scores (see `thresholdMode`). */
export function tuneThresholds(
  scored: readonly { scores: Float64Array; label: number }[],
  mode: ConsumerTrainingOptions['thresholdMode'],
): number[] {
  const thresholds = CONSUMER_OUTPUTS.map((_, output) => {
    let best = { f1: -1, threshold: 0 };
    for (const threshold of THRESHOLD_GRID) {
      let truePositives = 0;
      let falsePositives = 0;
      let falseNegatives = 0;
      for (const item of scored) {
        const isFlagged = (item.scores[output] ?? 0) >= threshold;
        const isPositive = ((item.label >> output) & 1) === 1;
        if (isFlagged && isPositive) truePositives++;
        else if (isFlagged) falsePositives++;
        else if (isPositive) falseNegatives++;
      }
      const f1 = computeF1(truePositives, falsePositives, falseNegatives);
      // Ties go to the threshold nearest the SVM's own margin, 0.
      if (f1 > best.f1 || (f1 === best.f1 && Math.abs(threshold) < Math.abs(best.threshold)))
        best = { f1, threshold };
    }
    return best.threshold;
  });
  if (mode === 'category') return thresholds;
  let bestF1 = computeOverallF1(scored, thresholds);
  for (let round = 0; round < 3; round++) {
    let improved = false;
    for (let output = 0; output < thresholds.length; output++) {
      let bestThreshold = thresholds[output] ?? 0;
      for (const threshold of THRESHOLD_GRID) {
        thresholds[output] = threshold;
        const f1 = computeOverallF1(scored, thresholds);
        if (f1 > bestF1 + 1e-9) {
          bestF1 = f1;
          bestThreshold = threshold;
          improved = true;
        }
      }
      thresholds[output] = bestThreshold;
    }
    if (!improved) break;
  }
  return thresholds;
}

/** Slope of logistic(slope * (score - threshold)) fitted to the out-of-fold scores (Newton). */
function fitSlope(
  scored: readonly { scores: Float64Array; label: number }[],
  output: number,
  threshold: number,
): number {
  let slope = 2;
  for (let iteration = 0; iteration < 30; iteration++) {
    let gradient = 0;
    let hessian = 1e-6;
    for (const item of scored) {
      const x = (item.scores[output] ?? 0) - threshold;
      const probability = 1 / (1 + Math.exp(-slope * x));
      gradient += (probability - ((item.label >> output) & 1)) * x;
      hessian += probability * (1 - probability) * x * x;
    }
    const step = gradient / hessian;
    slope = Math.min(20, Math.max(0.1, slope - step));
    if (Math.abs(step) < 1e-6) break;
  }
  return Number(slope.toFixed(4));
}

/** The counts of "any unfair" over sentences for a set of thresholds. */
export interface UnfairCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** A full training run: inner out-of-fold scores, thresholds, slopes and the final SVMs. */
function fitConsumerTerms(
  documents: readonly PreparedDocument[],
  options: ConsumerTrainingOptions,
) {
  const scored = scoreOutOfFold(documents, options.innerFolds, options);
  const thresholds = tuneThresholds(scored, options.thresholdMode);
  const slopes = thresholds.map((threshold, output) => fitSlope(scored, output, threshold));
  return {
    trained: trainSvms(documents, options),
    thresholds,
    slopes,
    innerF1: computeOverallF1(scored, thresholds),
  };
}

/**
 * Cross-validates the whole recipe (vocabulary, inner threshold tuning, training) over the
 * documents: per-category and overall counts of the pooled held-out sentences.
 */
export function crossValidateConsumerTerms(
  documents: readonly PreparedDocument[],
  folds: number,
  options: ConsumerTrainingOptions,
): Map<string, UnfairCounts> {
  const assignment = assignFolds(
    documents.map((document) => document.id),
    folds,
    SEED,
  );
  const counts = new Map<string, UnfairCounts>();
  const record = (key: string, isFlagged: boolean, isPositive: boolean) => {
    const count = counts.get(key) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    if (isFlagged && isPositive) count.truePositives++;
    else if (isFlagged) count.falsePositives++;
    else if (isPositive) count.falseNegatives++;
    counts.set(key, count);
  };
  for (let fold = 0; fold < folds; fold++) {
    const fitted = fitConsumerTerms(
      documents.filter((document) => assignment.get(document.id) !== fold),
      options,
    );
    const held = documents.filter((document) => assignment.get(document.id) === fold);
    for (const item of scoreDocuments(fitted.trained, held, options)) {
      const flags = fitted.thresholds.map(
        (threshold, output) => (item.scores[output] ?? 0) >= threshold,
      );
      record('all', flags.some(Boolean), item.label !== 0);
      CONSUMER_OUTPUTS.forEach((tag, output) =>
        record(tag, flags[output] === true, ((item.label >> output) & 1) === 1),
      );
    }
  }
  return counts;
}

/** F1 of counts. */
export function toF1(counts: UnfairCounts): number {
  return computeF1(counts.truePositives, counts.falsePositives, counts.falseNegatives);
}

/**
 * Stores the SVMs in the dense-int8-v1 layout, one signed byte per output: the features with a
 * non-zero weight, or every vocabulary feature when a block is normalised by its known ones.
 */
function exportSvms(trained: TrainedSvms, keepZeroRows: boolean) {
  const outputCount = trained.models.length;
  const scales = trained.models.map((model) => {
    let largest = 0;
    for (let feature = 0; feature < model.weights.length; feature++)
      if (trained.vocabulary[feature] === 1)
        largest = Math.max(largest, Math.abs(model.weights[feature] ?? 0));
    return Number(((largest || 1) / 127).toPrecision(6));
  });
  const featureGaps: number[] = [];
  const bytes: number[] = [];
  let previous = 0;
  trained.vocabulary.forEach((isKnown, feature) => {
    if (isKnown !== 1) return;
    const row = Array.from({ length: outputCount }, (_, output) =>
      Math.round((trained.models[output]?.weights[feature] ?? 0) / (scales[output] ?? 1)),
    );
    if (!keepZeroRows && row.every((value) => value === 0)) return;
    featureGaps.push(feature - previous);
    previous = feature;
    bytes.push(...row);
  });
  return {
    format: 'dense-int8-v1' as const,
    hashBits: HASH_BITS,
    outputs: CONSUMER_OUTPUTS,
    biases: trained.models.map((model) => Number(model.bias.toFixed(5))),
    scales,
    featureGaps,
    weights: Buffer.from(Int8Array.from(bytes).buffer).toString('base64'),
  };
}

/** Trains the unfair-sentence SVMs and tunes their thresholds, on training documents only. */
export function trainConsumerTermsModel(
  documents: readonly TermsDocument[],
  log: (message: string) => void,
  options: ConsumerTrainingOptions = DEFAULT_OPTIONS,
): StoredConsumerTermsModel {
  const fitted = fitConsumerTerms(prepareDocuments(documents), options);
  log(
    `consumer terms: inner cross-validated F1 ${fitted.innerF1.toFixed(3)}, thresholds ${fitted.thresholds.join(' ')}`,
  );
  return {
    sentences: exportSvms(
      fitted.trained,
      options.blocks.some((block) => block.normalise && !block.countUnknown),
    ),
    blocks: options.blocks,
    thresholds: fitted.thresholds,
    slopes: fitted.slopes,
  };
}
