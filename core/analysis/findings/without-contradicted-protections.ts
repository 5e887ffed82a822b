import type { Protection, RedFlag } from '../../../common/analysis/analysis-schema.ts';
import { findFamily } from './families/families.ts';

/**
 * The protections without a family's that quote the words of a red flag of the same analysis:
 * one sentence is never shown as both against the reader and in the reader's favour ("your
 * licence is permanent" beside "your earlier inventions may be licensed to them for ever"). The
 * red flag stays: a term read as a burden by a playbook or a family that found its bound party
 * is the surer reading. What is given back inside a burden stays too: an exception to it, a
 * right the contract keeps, a playbook's reading of it ("California law largely voids
 * non-competes"), none of which is a family's.
 */
export function withoutContradictedProtections<
  Findings extends {
    redFlags: readonly RedFlag[];
    protections: readonly Protection[];
  },
>(findings: Findings): Findings {
  const protections = findings.protections.filter(
    (protection) =>
      findFamily(protection.category) === null ||
      !findings.redFlags.some((flag) => flag.start < protection.end && protection.start < flag.end),
  );
  return { ...findings, protections };
}
