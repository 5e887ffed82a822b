import type { Protection, RedFlag } from '../../../common/analysis/analysis-schema.ts';

// What the document gives back inside a burden (an exception to it, a right it keeps) is
// quoted within the burden's own words by design.
const GIVEN_BACK_INSIDE_A_BURDEN = new Set(['exception', 'savings-clause']);

/**
 * The protections without those that quote the words of a red flag of the same analysis: one
 * sentence is never shown as both against the reader and in the reader's favour ("your licence
 * is permanent" beside "your earlier inventions may be licensed to them for ever"). The red
 * flag stays: a term read as a burden by a playbook or a family that found its bound party is
 * the surer reading.
 */
export function withoutContradictedProtections<
  Findings extends {
    redFlags: readonly RedFlag[];
    protections: readonly Protection[];
  },
>(findings: Findings): Findings {
  const protections = findings.protections.filter(
    (protection) =>
      GIVEN_BACK_INSIDE_A_BURDEN.has(protection.category) ||
      !findings.redFlags.some((flag) => flag.start < protection.end && protection.start < flag.end),
  );
  return { ...findings, protections };
}
