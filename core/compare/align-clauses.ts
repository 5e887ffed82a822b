import { findCommonPairs } from './common-subsequence.ts';
import { findLongestIncreasing } from './longest-increasing.ts';
import type { ClauseUnit } from './read-clause-units.ts';
import { computeJaccard } from './similarity.ts';

/** How alike two clauses must be to be the same clause, by the share of words they have in common. */
export interface AlignmentThresholds {
  /** Between the same unchanged neighbours, where an edited clause would be. */
  inPlace: number;
  /** Anywhere else: a clause moved, perhaps edited on the way. */
  moved: number;
}

/** Chosen by 5-fold cross-validation by document on edited CUAD pairs (scripts/eval/compare.ts). */
export const DEFAULT_THRESHOLDS: AlignmentThresholds = { inPlace: 0.2, moved: 0.4 };

/** A clause of the old version matched to one of the new, and whether it kept its place. */
export interface ClausePair {
  before: number;
  after: number;
  isInPlace: boolean;
}

// Past this many candidate pairs in one gap, only the index of shared rare words proposes pairs.
const MAX_GAP_PAIRS = 20_000;
// A word in more units than this proposes no pair ("the", "shall"); rarer words do.
const MAX_POSTINGS = 40;

/**
 * Matches the clauses of two versions by meaning, not by line: identical clauses in order
 * first, then edited clauses between the same unchanged neighbours, then clauses found
 * elsewhere (moved), identical or alike. Of all pairs, the longest run keeping its order is in
 * place; the rest moved. Unpaired clauses were removed (old) or added (new).
 */
export function alignClauses(
  before: readonly ClauseUnit[],
  after: readonly ClauseUnit[],
  thresholds: AlignmentThresholds = DEFAULT_THRESHOLDS,
): ClausePair[] {
  const partnerOfBefore = new Array<number>(before.length).fill(-1);
  const partnerOfAfter = new Array<number>(after.length).fill(-1);
  const link = (left: number, right: number) => {
    partnerOfBefore[left] = right;
    partnerOfAfter[right] = left;
  };
  const anchors = findCommonPairs(
    before.map((unit) => unit.key),
    after.map((unit) => unit.key),
  );
  for (const [left, right] of anchors) link(left, right);
  pairWithinGaps(before, after, anchors, thresholds.inPlace, link);
  pairAnywhere(before, after, partnerOfBefore, partnerOfAfter, thresholds.moved, link);

  const pairs = partnerOfBefore.flatMap((right, left) =>
    right >= 0 ? [{ before: left, after: right, isInPlace: false }] : [],
  );
  for (const index of findLongestIncreasing(pairs.map((pair) => pair.after))) {
    const pair = pairs[index];
    if (pair) pair.isInPlace = true;
  }
  return pairs;
}

/** An edited clause sits between the same unchanged neighbours in both versions. */
function pairWithinGaps(
  before: readonly ClauseUnit[],
  after: readonly ClauseUnit[],
  anchors: readonly [number, number][],
  threshold: number,
  link: (left: number, right: number) => void,
) {
  const bounds: [number, number][] = [[-1, -1], ...anchors, [before.length, after.length]];
  for (let index = 1; index < bounds.length; index++) {
    const [leftStart, rightStart] = bounds[index - 1] ?? [0, 0];
    const [leftEnd, rightEnd] = bounds[index] ?? [0, 0];
    const lefts = range(leftStart + 1, leftEnd);
    const rights = range(rightStart + 1, rightEnd);
    if (lefts.length === 0 || rights.length === 0) continue;
    if (lefts.length * rights.length > MAX_GAP_PAIRS) continue;
    const candidates: [number, number, number][] = [];
    for (const left of lefts)
      for (const right of rights) {
        const similarity = computeSimilarity(before[left], after[right]);
        if (similarity >= threshold) candidates.push([left, right, similarity]);
      }
    // The most alike first, never crossing a pair already made: inside a gap, order holds.
    candidates.sort((a, b) => b[2] - a[2] || a[0] - b[0]);
    const made: [number, number][] = [];
    for (const [left, right] of candidates) {
      const isFree = made.every(
        ([otherLeft, otherRight]) => (left - otherLeft) * (right - otherRight) > 0,
      );
      if (!isFree) continue;
      made.push([left, right]);
      link(left, right);
    }
  }
}

/** A clause of the old version found anywhere in the new one: the same words, or most of them. */
function pairAnywhere(
  before: readonly ClauseUnit[],
  after: readonly ClauseUnit[],
  partnerOfBefore: readonly number[],
  partnerOfAfter: readonly number[],
  threshold: number,
  link: (left: number, right: number) => void,
) {
  const lefts = range(0, before.length).filter((left) => (partnerOfBefore[left] ?? 0) < 0);
  const rights = range(0, after.length).filter((right) => (partnerOfAfter[right] ?? 0) < 0);
  if (lefts.length === 0 || rights.length === 0) return;
  const postings = new Map<string, number[]>();
  for (const left of lefts)
    for (const word of before[left]?.words ?? []) {
      const list = postings.get(word) ?? [];
      list.push(left);
      postings.set(word, list);
    }
  // Identical clauses are proposed by their whole words, however common each word is.
  const byKey = new Map<string, number[]>();
  for (const left of lefts) {
    const key = before[left]?.key ?? '';
    byKey.set(key, [...(byKey.get(key) ?? []), left]);
  }
  const candidates: [number, number, number][] = [];
  for (const right of rights) {
    const unit = after[right];
    if (!unit) continue;
    const proposed = new Set<number>(byKey.get(unit.key) ?? []);
    for (const word of unit.words) {
      const list = postings.get(word);
      if (list && list.length <= MAX_POSTINGS) for (const left of list) proposed.add(left);
    }
    for (const left of proposed) {
      const similarity = computeSimilarity(before[left], unit);
      if (similarity >= threshold) candidates.push([left, right, similarity]);
    }
  }
  candidates.sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1]);
  const usedLeft = new Set<number>();
  const usedRight = new Set<number>();
  for (const [left, right] of candidates) {
    if (usedLeft.has(left) || usedRight.has(right)) continue;
    usedLeft.add(left);
    usedRight.add(right);
    link(left, right);
  }
}

/** Identical clauses are alike by 1 even when their words repeat; others by word-set Jaccard. */
function computeSimilarity(left: ClauseUnit | undefined, right: ClauseUnit | undefined): number {
  if (!left || !right) return 0;
  if (left.key === right.key) return 1;
  return computeJaccard(left.words, right.words);
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, index) => start + index);
}
