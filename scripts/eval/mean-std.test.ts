import { describe, expect, it } from 'vitest';
import { computeMeanStd, formatMeanStd } from './mean-std.ts';

describe('mean ± standard deviation over folds', () => {
  it('uses the sample standard deviation (n - 1)', () => {
    const { mean, std, count } = computeMeanStd([50, 52, 54, 56, 58]);
    expect(mean).toBe(54);
    expect(std).toBeCloseTo(Math.sqrt(10), 10);
    expect(count).toBe(5);
  });

  it('formats at fixed digits', () => {
    expect(formatMeanStd([50, 52, 54, 56, 58])).toBe('54.0 ± 3.2');
    expect(formatMeanStd([0.8, 0.8, 0.8], 3)).toBe('0.800 ± 0.000');
    expect(formatMeanStd([7])).toBe('7.0 ± 0.0');
  });

  it('skips folds without a figure and says how many folds have one', () => {
    expect(formatMeanStd([0.5, NaN, 0.7, NaN, 0.6], 2)).toBe('0.60 ± 0.10 (3 folds)');
    expect(formatMeanStd([NaN, NaN])).toBe('n/a');
  });
});
