import type { StoredRecalibration } from '../../core/analysis/learned/model/model-files.ts';

/** A dense training row: features and a 0/1 target. */
export interface DenseRow {
  features: readonly number[];
  target: number;
}

/** Full-batch logistic regression with standardised features, L2 and AdaGrad steps. */
export function fitDenseLogistic(
  rows: readonly DenseRow[],
  l2 = 1e-3,
  iterations = 150,
): StoredRecalibration {
  const width = rows[0]?.features.length ?? 0;
  const means = new Array<number>(width).fill(0);
  const deviations = new Array<number>(width).fill(1);
  for (let column = 0; column < width; column++) {
    let sum = 0;
    let squares = 0;
    for (const row of rows) {
      const value = row.features[column] ?? 0;
      sum += value;
      squares += value * value;
    }
    means[column] = sum / rows.length;
    deviations[column] = Math.sqrt(
      Math.max(1e-9, squares / rows.length - (means[column] ?? 0) ** 2),
    );
  }
  const matrix = new Float64Array(rows.length * width);
  const targets = Float64Array.from(rows, (row) => row.target);
  rows.forEach((row, rowIndex) => {
    for (let column = 0; column < width; column++)
      matrix[rowIndex * width + column] =
        ((row.features[column] ?? 0) - (means[column] ?? 0)) / (deviations[column] ?? 1);
  });
  const weights = new Float64Array(width);
  const history = new Float64Array(width + 1).fill(1e-8);
  const gradient = new Float64Array(width + 1);
  let bias = 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
    gradient.fill(0);
    for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
      const offset = rowIndex * width;
      let logit = bias;
      for (let column = 0; column < width; column++)
        logit += (weights[column] ?? 0) * (matrix[offset + column] ?? 0);
      const error = 1 / (1 + Math.exp(-logit)) - (targets[rowIndex] ?? 0);
      for (let column = 0; column < width; column++)
        gradient[column] = (gradient[column] ?? 0) + error * (matrix[offset + column] ?? 0);
      gradient[width] = (gradient[width] ?? 0) + error;
    }
    for (let column = 0; column <= width; column++) {
      const step =
        (gradient[column] ?? 0) / rows.length + (column < width ? l2 * (weights[column] ?? 0) : 0);
      history[column] = (history[column] ?? 0) + step * step;
      const delta = step / Math.sqrt(history[column] ?? 1);
      if (column < width) weights[column] = (weights[column] ?? 0) - delta;
      else bias -= delta;
    }
  }
  const round = (value: number) => Number(value.toPrecision(6));
  return {
    means: means.map(round),
    deviations: deviations.map(round),
    weights: Array.from(weights, round),
    bias: round(bias),
  };
}
