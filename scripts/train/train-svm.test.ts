import { describe, expect, it } from 'vitest';
import { scoreSvm, trainSvm, type SparseRow } from './train-svm.ts';

const row = (indices: number[]): SparseRow => ({
  indices: Int32Array.from(indices),
  values: Float32Array.from(indices, () => 1 / Math.sqrt(indices.length)),
});

describe('trainSvm', () => {
  it('separates rows by the feature that tells them apart, deterministically', () => {
    const rows = [row([0, 2]), row([0, 3]), row([1, 2]), row([1, 3]), row([0]), row([1])];
    const labels = [1, 1, 0, 0, 1, 0];
    const model = trainSvm(rows, labels, { c: 1, featureCount: 4, seed: 42 });
    rows.forEach((item, index) => expect(scoreSvm(model, item) > 0).toBe(labels[index] === 1));
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeLessThan(0);
    expect(trainSvm(rows, labels, { c: 1, featureCount: 4, seed: 42 })).toEqual(model);
  });
});
