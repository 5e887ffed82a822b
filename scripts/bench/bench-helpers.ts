import { availableParallelism, loadavg } from 'node:os';

/** Runs of each timing in the document benchmarks; the figures printed are their medians. */
export const RUNS = 3;
/** Pages of the generated PDF that the memory and viewer benchmarks read. */
export const LONG_PDF_PAGES = 300;

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The nearest-rank quantile (0.9 for p90) of some timings. */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

/** The machine is shared: the one-minute load average says how busy it was. */
export const loadNote = () => `load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
