import type { StoredLinearModel } from '../../core/analysis/learned/model/linear-model.ts';
import { createRandom } from './random.ts';

/** One training row: hashed features and a target per output (255 = does not apply). */
export interface TrainingRow {
  features: Int32Array;
  targets: Uint8Array;
  /** Number of features before rare ones were dropped (scores are normalised by it, as at inference). */
  featureCount?: number;
}

/** Settings of the AdaGrad logistic regression. */
export interface LinearTrainingOptions {
  outputs: string[];
  hashBits: number;
  epochs: number;
  learningRate: number;
  l2: number;
  positiveWeight: number;
  seed: number;
}

/** A trained dense model: weights interleaved [feature][output] for cache locality. */
export interface DenseLinearModel {
  outputs: string[];
  hashBits: number;
  weights: Float32Array;
  biases: Float64Array;
}

/** Trains a multi-output sparse logistic regression with AdaGrad (one pass per epoch, shuffled). */
export function trainLinear(
  rows: readonly TrainingRow[],
  options: LinearTrainingOptions,
): DenseLinearModel {
  const outputCount = options.outputs.length;
  const size = (1 << options.hashBits) * outputCount;
  const weights = new Float32Array(size);
  const squaredGradients = new Float32Array(size).fill(1e-6);
  const biases = new Float64Array(outputCount);
  const biasSquaredGradients = new Float64Array(outputCount).fill(1e-6);
  const gradients = new Float64Array(outputCount);
  const random = createRandom(options.seed);
  const order = rows.map((_, index) => index);
  const model = { outputs: options.outputs, hashBits: options.hashBits, weights, biases };
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      const swap = order[index] ?? 0;
      order[index] = order[other] ?? 0;
      order[other] = swap;
    }
    for (const rowIndex of order) {
      const row = rows[rowIndex];
      if (!row) continue;
      const scores = computeScores(model, row.features, row.featureCount);
      const normaliser = 1 / Math.sqrt(row.featureCount ?? (row.features.length || 1));
      let hasGradient = false;
      for (let output = 0; output < outputCount; output++) {
        const target = row.targets[output] ?? 255;
        gradients[output] = 0;
        if (target === 255) continue;
        let gradient = 1 / (1 + Math.exp(-(scores[output] ?? 0))) - target;
        if (target === 1) gradient *= options.positiveWeight;
        if (Math.abs(gradient) < 1e-4) continue;
        hasGradient = true;
        gradients[output] = gradient * normaliser;
        biasSquaredGradients[output] = (biasSquaredGradients[output] ?? 0) + gradient * gradient;
        biases[output] =
          (biases[output] ?? 0) -
          (options.learningRate * gradient) / Math.sqrt(biasSquaredGradients[output] ?? 1);
      }
      if (!hasGradient) continue;
      for (const feature of row.features) {
        const offset = feature * outputCount;
        for (let output = 0; output < outputCount; output++) {
          const gradient = gradients[output] ?? 0;
          if (gradient === 0) continue;
          const key = offset + output;
          const step = gradient + options.l2 * (weights[key] ?? 0);
          squaredGradients[key] = (squaredGradients[key] ?? 0) + step * step;
          weights[key] =
            (weights[key] ?? 0) -
            (options.learningRate * step) / Math.sqrt(squaredGradients[key] ?? 1);
        }
      }
    }
  }
  return model;
}

/** Logits of every output for one feature set (the same arithmetic as core scoreLinear). */
export function computeScores(
  model: DenseLinearModel,
  features: Int32Array,
  featureCount = features.length,
): Float64Array {
  const outputCount = model.outputs.length;
  const scores = new Float64Array(outputCount);
  for (const feature of features) {
    const offset = feature * outputCount;
    for (let output = 0; output < outputCount; output++)
      scores[output] = (scores[output] ?? 0) + (model.weights[offset + output] ?? 0);
  }
  const normaliser = 1 / Math.sqrt(featureCount || 1);
  for (let output = 0; output < outputCount; output++)
    scores[output] = (scores[output] ?? 0) * normaliser + (model.biases[output] ?? 0);
  return scores;
}

/**
 * Drops features seen in fewer than `minimumRows` rows, keeping each row's original count so
 * scores are normalised as at inference (where unknown features simply have no weight). The
 * model then learns with features it can keep, so the stored file loses little when pruned.
 */
export function dropRareFeatures(rows: readonly TrainingRow[], minimumRows: number): TrainingRow[] {
  const counts = new Map<number, number>();
  for (const row of rows)
    for (const feature of row.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  return rows.map((row) => ({
    targets: row.targets,
    featureCount: row.featureCount ?? row.features.length,
    features: row.features.filter((feature) => (counts.get(feature) ?? 0) >= minimumRows),
  }));
}

/** Stores every feature with a non-zero weight as one signed byte per output, scaled per output. */
export function exportLinearModel(model: DenseLinearModel): StoredLinearModel {
  const outputCount = model.outputs.length;
  const featureCount = 1 << model.hashBits;
  const scales = model.outputs.map((_, output) => {
    let largest = 0;
    for (let feature = 0; feature < featureCount; feature++)
      largest = Math.max(largest, Math.abs(model.weights[feature * outputCount + output] ?? 0));
    return Number(((largest || 1) / 127).toPrecision(6));
  });
  const featureGaps: number[] = [];
  const bytes: number[] = [];
  let previous = 0;
  for (let feature = 0; feature < featureCount; feature++) {
    const row = Array.from({ length: outputCount }, (_, output) =>
      Math.round((model.weights[feature * outputCount + output] ?? 0) / (scales[output] ?? 1)),
    );
    if (row.every((value) => value === 0)) continue;
    featureGaps.push(feature - previous);
    bytes.push(...row);
    previous = feature;
  }
  return {
    format: 'dense-int8-v1',
    hashBits: model.hashBits,
    outputs: model.outputs,
    biases: Array.from(model.biases, (bias) => Number(bias.toFixed(5))),
    scales,
    featureGaps,
    weights: Buffer.from(Int8Array.from(bytes).buffer).toString('base64'),
  };
}
