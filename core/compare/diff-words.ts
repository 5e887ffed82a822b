import type { WordRun } from '../../common/compare/comparison.ts';
import { findCommonPairs } from './common-subsequence.ts';
import type { WordToken } from './word-tokens.ts';

/** A stretch of one version's text and its words, as a word-level diff takes it. */
export interface WordSide {
  text: string;
  tokens: readonly WordToken[];
}

/**
 * The word-by-word redline of two passages: runs of shared words, struck words and inserted
 * words, each run with the text as written between its first and last word (so "$5,000 per
 * month" reads as written, not as tokens). Shared runs are quoted from the new version.
 */
export function diffWords(before: WordSide, after: WordSide): WordRun[] {
  const pairs = findCommonPairs(
    before.tokens.map((token) => token.key),
    after.tokens.map((token) => token.key),
  );
  const runs: WordRun[] = [];
  const push = (op: WordRun['op'], side: WordSide, from: number, to: number) => {
    if (to <= from) return;
    const first = side.tokens[from];
    const last = side.tokens[to - 1];
    if (first && last) runs.push({ op, text: sliceBalanced(side.text, first.start, last.end) });
  };
  let left = 0;
  let right = 0;
  let index = 0;
  while (left < before.tokens.length || right < after.tokens.length) {
    const [nextLeft, nextRight] = pairs[index] ?? [before.tokens.length, after.tokens.length];
    push('delete', before, left, nextLeft);
    push('insert', after, right, nextRight);
    // The shared words that follow, as long as both versions go on together.
    let length = 0;
    while (
      pairs[index + length]?.[0] === nextLeft + length &&
      pairs[index + length]?.[1] === nextRight + length
    )
      length++;
    push('equal', after, nextRight, nextRight + length);
    index += length;
    left = nextLeft + length;
    right = nextRight + length;
  }
  return runs;
}

/**
 * The text between two offsets, taking in the bracket just outside that closes or opens one
 * inside: a run reads "thirty (30)", not "thirty (30".
 */
function sliceBalanced(text: string, start: number, end: number): string {
  const slice = text.slice(start, end);
  const balance = (slice.match(/\(/g)?.length ?? 0) - (slice.match(/\)/g)?.length ?? 0);
  if (balance > 0 && text[end] === ')') return text.slice(start, end + 1);
  if (balance < 0 && text[start - 1] === '(') return text.slice(start - 1, end);
  return slice;
}
