import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { alignClauses, DEFAULT_THRESHOLDS, type AlignmentThresholds } from './align-clauses.ts';
import { buildClauseChanges } from './build-clause-changes.ts';
import type { ClauseChange } from '../../common/compare/comparison.ts';
import { findRenumbered } from './find-renumbered.ts';
import { readClauseUnits } from './read-clause-units.ts';

/**
 * The redline of two versions of a document: every clause added, removed, changed or moved,
 * aligned by the reading's structure and the clauses' words rather than by line, in the new
 * version's order. Needs no analysis, so it also serves where none was made.
 */
export function findClauseChanges(
  before: ParsedDocument,
  after: ParsedDocument,
  thresholds: AlignmentThresholds = DEFAULT_THRESHOLDS,
): ClauseChange[] {
  const beforeUnits = readClauseUnits(before);
  const afterUnits = readClauseUnits(after);
  const pairs = alignClauses(beforeUnits, afterUnits, thresholds);
  return buildClauseChanges(
    { document: before, units: beforeUnits },
    { document: after, units: afterUnits },
    pairs,
    findRenumbered(pairs, beforeUnits, afterUnits),
  );
}
