import type { Comparison } from '../../../common/compare/comparison.ts';

/** Whether the two versions differ in nothing the comparison reports. */
export function isUnchanged(comparison: Comparison): boolean {
  const { findings } = comparison;
  return (
    comparison.changes.length === 0 &&
    comparison.keyTerms.length === 0 &&
    findings.appeared.length === 0 &&
    findings.worse.length === 0 &&
    findings.resolved.length === 0 &&
    findings.better.length === 0
  );
}
