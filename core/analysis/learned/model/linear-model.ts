/**
 * A multi-output logistic regression over hashed features, as stored in models/*.json: the
 * features it knows (delta-encoded hash indices) and, per feature, one signed byte per output
 * (base64), each output with its own scale. Rare features were dropped in training, so the
 * file stays small without pruning weights the model relies on.
 */
export interface StoredLinearModel {
  format: 'dense-int8-v1';
  hashBits: number;
  outputs: string[];
  biases: number[];
  /** Per output: the real weight is the stored byte times this. */
  scales: number[];
  /** The known hash indices, each stored as the gap from the previous one. */
  featureGaps: number[];
  /** Base64 of an Int8Array laid out [feature][output]. */
  weights: string;
}

/** A stored model ready to score: one weight vector per known feature. */
export interface LinearModel {
  outputs: readonly string[];
  biases: Float64Array;
  weightsByFeature: Map<number, Float32Array>;
}

/** Turns a stored model into one that scores quickly. */
export function compileLinearModel(stored: StoredLinearModel): LinearModel {
  const outputCount = stored.outputs.length;
  const bytes = Buffer.from(stored.weights, 'base64');
  const quantised = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const weightsByFeature = new Map<number, Float32Array>();
  let feature = 0;
  stored.featureGaps.forEach((gap, index) => {
    feature += gap;
    const weights = new Float32Array(outputCount);
    for (let output = 0; output < outputCount; output++)
      weights[output] =
        (quantised[index * outputCount + output] ?? 0) * (stored.scales[output] ?? 0);
    weightsByFeature.set(feature, weights);
  });
  return { outputs: stored.outputs, biases: Float64Array.from(stored.biases), weightsByFeature };
}

/**
 * The raw scores (logits) of every output for one feature set. Sums are divided by the square
 * root of the number of features, as in training, so long and short spans are comparable.
 */
export function scoreLinear(model: LinearModel, features: Int32Array): Float64Array {
  const scores = new Float64Array(model.outputs.length);
  for (const feature of features) {
    const weights = model.weightsByFeature.get(feature);
    if (!weights) continue;
    for (let output = 0; output < scores.length; output++)
      scores[output] = (scores[output] ?? 0) + (weights[output] ?? 0);
  }
  const normaliser = 1 / Math.sqrt(features.length || 1);
  for (let output = 0; output < scores.length; output++) {
    scores[output] = (scores[output] ?? 0) * normaliser + (model.biases[output] ?? 0);
  }
  return scores;
}

/** The logistic function. */
export function toProbability(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

/** The inverse of the logistic function, clamped away from infinities. */
export function toLogit(probability: number): number {
  const clamped = Math.min(1 - 1e-6, Math.max(1e-6, probability));
  return Math.log(clamped / (1 - clamped));
}
