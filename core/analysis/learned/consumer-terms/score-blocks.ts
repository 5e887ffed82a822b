import type { LinearModel } from '../model/linear-model.ts';

/** How one block of features counts: its weight, and whether it is L2-normalised. */
export interface FeatureBlockSetting {
  name: string;
  weight: number;
  /** Divide the block by the square root of its known features (binary features, unit length). */
  normalise: boolean;
  /**
   * Normalise by all the block's features, known or not (true), or by the known ones only
   * (false: the model file must then list every feature of its vocabulary).
   */
  countUnknown?: boolean;
}

/**
 * The scores of every output for one sentence given as feature blocks: per block, the sum of
 * the weights of its known features times the block weight, divided by the square root of the
 * number of known features when the block is normalised. This is a linear model over
 * L2-normalised binary blocks, the same arithmetic as training (scripts/train/train-svm.ts).
 */
export function scoreFeatureBlocks(
  model: LinearModel,
  blocks: readonly Int32Array[],
  settings: readonly FeatureBlockSetting[],
): Float64Array {
  const { rows, weights } = getDenseWeights(model);
  const outputCount = model.outputs.length;
  const scores = Float64Array.from(model.biases);
  const sums = new Float64Array(outputCount);
  blocks.forEach((features, block) => {
    const setting = settings[block];
    if (!setting || setting.weight === 0 || features.length === 0) return;
    sums.fill(0);
    let known = 0;
    for (const feature of features) {
      const row = rows[feature] ?? -1;
      if (row < 0) continue;
      known++;
      const offset = row * outputCount;
      for (let output = 0; output < outputCount; output++)
        sums[output] = (sums[output] ?? 0) + (weights[offset + output] ?? 0);
    }
    if (known === 0) return;
    const count = setting.countUnknown ? features.length : known;
    const scale = setting.normalise ? setting.weight / Math.sqrt(count) : setting.weight;
    for (let output = 0; output < outputCount; output++)
      scores[output] = (scores[output] ?? 0) + (sums[output] ?? 0) * scale;
  });
  return scores;
}

/** The model's weights as flat arrays indexed by feature (a Map lookup per feature is slower). */
interface DenseWeights {
  /** Per feature index: its row in `weights`, or -1. */
  rows: Int32Array;
  weights: Float32Array;
}

const denseWeights = new WeakMap<LinearModel, DenseWeights>();

function getDenseWeights(model: LinearModel): DenseWeights {
  let dense = denseWeights.get(model);
  if (!dense) {
    const outputCount = model.outputs.length;
    let largest = 0;
    for (const feature of model.weightsByFeature.keys()) largest = Math.max(largest, feature);
    const rows = new Int32Array(largest + 1).fill(-1);
    const weights = new Float32Array(model.weightsByFeature.size * outputCount);
    let row = 0;
    for (const [feature, featureWeights] of model.weightsByFeature) {
      rows[feature] = row;
      weights.set(featureWeights.subarray(0, outputCount), row * outputCount);
      row++;
    }
    dense = { rows, weights };
    denseWeights.set(model, dense);
  }
  return dense;
}
