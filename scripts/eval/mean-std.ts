/** The mean and sample standard deviation (n - 1) of per-fold figures; NaN figures are skipped. */
export function computeMeanStd(values: readonly number[]): {
  mean: number;
  std: number;
  count: number;
} {
  const known = values.filter((value) => Number.isFinite(value));
  const count = known.length;
  if (count === 0) return { mean: NaN, std: NaN, count };
  const mean = known.reduce((sum, value) => sum + value, 0) / count;
  const variance =
    count > 1 ? known.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1) : 0;
  return { mean, std: Math.sqrt(variance), count };
}

/**
 * "54.3 ± 2.1": the cross-validated mean and standard deviation of per-fold figures, at a fixed
 * number of digits. When some folds have no figure (a category absent from a fold), how many do
 * is added: "0.812 ± 0.040 (3 folds)"; "n/a" when none does.
 */
export function formatMeanStd(values: readonly number[], digits = 1): string {
  const { mean, std, count } = computeMeanStd(values);
  if (count === 0) return 'n/a';
  const text = `${mean.toFixed(digits)} ± ${std.toFixed(digits)}`;
  return count < values.length ? `${text} (${count} folds)` : text;
}
