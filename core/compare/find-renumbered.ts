import type { ClausePair } from './align-clauses.ts';
import type { ClauseLabel } from './clause-label.ts';
import type { ClauseUnit } from './read-clause-units.ts';

/**
 * The in-place pairs whose number changed for no visible reason: "5." became "7." with nothing
 * added, removed or moved before it. A number shifted by a clause added, removed or moved
 * before it, and every number after that shifting the same way, is no edit of its own: one
 * section inserted is one change, not one per section renumbered after it.
 */
export function findRenumbered(
  pairs: readonly ClausePair[],
  before: readonly ClauseUnit[],
  after: readonly ClauseUnit[],
): Set<ClausePair> {
  const renumbered = new Set<ClausePair>();
  const inPlace = pairs.filter((pair) => pair.isInPlace).sort((a, b) => a.after - b.after);
  let absoluteShift: number[] = [];
  let relativeShift: number[] = [];
  let hasEditSince = false;
  let previous = { before: -1, after: -1 };
  for (const pair of inPlace) {
    if (pair.before - previous.before > 1 || pair.after - previous.after > 1) hasEditSince = true;
    previous = pair;
    const left = before[pair.before]?.label ?? null;
    const right = after[pair.after]?.label ?? null;
    if (!left && !right) continue;
    if (!left || !right || left.isAbsolute !== right.isAbsolute) {
      renumbered.add(pair);
      continue;
    }
    const shift = subtractPaths(right, left);
    const expected = left.isAbsolute ? absoluteShift : relativeShift;
    const isSame = left.text.toLowerCase() === right.text.toLowerCase();
    if (!isSame && !hasEditSince && !isSameShift(shift, expected)) renumbered.add(pair);
    if (left.isAbsolute) {
      absoluteShift = shift;
      relativeShift = [];
    } else relativeShift = shift;
    hasEditSince = false;
  }
  return renumbered;
}

function subtractPaths(right: ClauseLabel, left: ClauseLabel): number[] {
  const length = Math.max(right.path.length, left.path.length);
  return Array.from({ length }, (_, index) => (right.path[index] ?? 0) - (left.path[index] ?? 0));
}

/** [-1] and [-1, 0] are the same shift: section 5 became 4, and so did 5.1 (now 4.1). */
function isSameShift(shift: readonly number[], expected: readonly number[]): boolean {
  const length = Math.max(shift.length, expected.length);
  for (let index = 0; index < length; index++)
    if ((shift[index] ?? 0) !== (expected[index] ?? 0)) return false;
  return true;
}
