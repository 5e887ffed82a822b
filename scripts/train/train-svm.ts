import { createRandom } from './random.ts';

/** A sparse row: feature indices and their values. */
export interface SparseRow {
  indices: Int32Array;
  values: Float32Array;
}

/** A binary linear SVM: weights over the hashed feature space and a bias. */
export interface LinearSvm {
  weights: Float64Array;
  bias: number;
}

/** Settings of the squared-hinge SVM (liblinear's L2-regularised L2-loss dual solver). */
export interface SvmOptions {
  /** Inverse regularisation strength. */
  c: number;
  featureCount: number;
  seed: number;
  /** Extra cost factor of positive rows (1: none). */
  positiveWeight?: number;
  maxIterations?: number;
  /** Stop when the projected-gradient spread falls below this. */
  tolerance?: number;
}

/**
 * Trains min ½‖w‖² + C Σ max(0, 1 − y·(w·x + b))² by dual coordinate descent (Hsieh et al.
 * 2008, as liblinear and scikit-learn's LinearSVC): the bias is a constant feature of value 1,
 * regularised like the others. Rows are visited in a seeded random order each pass.
 */
export function trainSvm(
  rows: readonly SparseRow[],
  labels: ArrayLike<number>,
  options: SvmOptions,
): LinearSvm {
  const weights = new Float64Array(options.featureCount);
  let bias = 0;
  const count = rows.length;
  const alphas = new Float64Array(count);
  const diagonal = new Float64Array(count);
  const squaredNorms = new Float64Array(count);
  const signs = new Int8Array(count);
  for (let index = 0; index < count; index++) {
    const row = rows[index] as SparseRow;
    const sign = labels[index] === 1 ? 1 : -1;
    signs[index] = sign;
    const cost = options.c * (sign === 1 ? (options.positiveWeight ?? 1) : 1);
    diagonal[index] = 1 / (2 * cost);
    let norm = 1;
    for (const value of row.values) norm += value * value;
    squaredNorms[index] = norm + (diagonal[index] ?? 0);
  }
  const random = createRandom(options.seed);
  const order = Array.from({ length: count }, (_, index) => index);
  const maxIterations = options.maxIterations ?? 1000;
  const tolerance = options.tolerance ?? 0.1;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    for (let index = count - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      const swap = order[index] ?? 0;
      order[index] = order[other] ?? 0;
      order[other] = swap;
    }
    let largest = -Infinity;
    let smallest = Infinity;
    for (const index of order) {
      const row = rows[index] as SparseRow;
      const sign = signs[index] ?? 1;
      let margin = bias;
      for (let position = 0; position < row.indices.length; position++)
        margin += (weights[row.indices[position] ?? 0] ?? 0) * (row.values[position] ?? 0);
      const alpha = alphas[index] ?? 0;
      const gradient = sign * margin - 1 + (diagonal[index] ?? 0) * alpha;
      const projected = alpha > 0 ? gradient : Math.min(gradient, 0);
      largest = Math.max(largest, projected);
      smallest = Math.min(smallest, projected);
      if (Math.abs(projected) < 1e-12) continue;
      const next = Math.max(alpha - gradient / (squaredNorms[index] ?? 1), 0);
      const step = (next - alpha) * sign;
      alphas[index] = next;
      if (step === 0) continue;
      bias += step;
      for (let position = 0; position < row.indices.length; position++) {
        const feature = row.indices[position] ?? 0;
        weights[feature] = (weights[feature] ?? 0) + step * (row.values[position] ?? 0);
      }
    }
    if (largest - smallest < tolerance) break;
  }
  return { weights, bias };
}

/** w·x + b of a row. */
export function scoreSvm(model: LinearSvm, row: SparseRow): number {
  let score = model.bias;
  for (let position = 0; position < row.indices.length; position++)
    score += (model.weights[row.indices[position] ?? 0] ?? 0) * (row.values[position] ?? 0);
  return score;
}
