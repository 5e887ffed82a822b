import type { WordRun } from '../../common/compare/comparison.ts';

/** Something two versions are compared on whole: a word, a clause's number, a whole clause. */
export interface Piece {
  /** Two pieces with the same key are the same; the text between pieces is only layout. */
  key: string;
  start: number;
  end: number;
}

/** A stretch of one version's text, [start, end), and its pieces in order. */
export interface PieceSide {
  text: string;
  start: number;
  end: number;
  pieces: readonly Piece[];
}

/** Where the runs of a redline go, one after another. */
export type WriteRun = (op: WordRun['op'], text: string) => void;

/** Writes the runs of one matched pair of pieces, given their indexes on each side. */
export type WriteMatch = (left: number, right: number) => void;

/**
 * Writes the redline of two stretches whose matched pieces are known (`pairs`, in order on
 * both sides), covering every character: the new version's as kept or inserted, the old one's
 * as kept or struck, so accepting the runs gives the new stretch and rejecting them the old.
 * Between two matched pieces, unmatched ones are struck and inserted whole, and the spaces and
 * punctuation around them kept where both versions have them. A matched pair is written by
 * `writeMatch`, by default kept, or struck and inserted when its letters differ ("Fees", "fees").
 */
export function writePieceDiff(
  write: WriteRun,
  before: PieceSide,
  after: PieceSide,
  pairs: readonly (readonly [number, number])[],
  writeMatch: WriteMatch = (left, right) => writeSamePiece(write, before, after, left, right),
): void {
  let leftCursor = before.start;
  let rightCursor = after.start;
  let nextLeft = 0;
  let nextRight = 0;
  for (let index = 0; index <= pairs.length; index++) {
    const [left, right] = pairs[index] ?? [before.pieces.length, after.pieces.length];
    const leftPiece = before.pieces[left];
    const rightPiece = after.pieces[right];
    writeStretch(
      write,
      measureStretch(before, leftCursor, leftPiece?.start ?? before.end, nextLeft, left),
      measureStretch(after, rightCursor, rightPiece?.start ?? after.end, nextRight, right),
    );
    if (!leftPiece || !rightPiece) break;
    writeMatch(left, right);
    leftCursor = leftPiece.end;
    rightCursor = rightPiece.end;
    nextLeft = left + 1;
    nextRight = right + 1;
  }
}

/** A matched piece: kept as the new version writes it, struck and inserted if written otherwise. */
export function writeSamePiece(
  write: WriteRun,
  before: PieceSide,
  after: PieceSide,
  left: number,
  right: number,
): void {
  const leftPiece = before.pieces[left];
  const rightPiece = after.pieces[right];
  const oldText = leftPiece ? before.text.slice(leftPiece.start, leftPiece.end) : '';
  const newText = rightPiece ? after.text.slice(rightPiece.start, rightPiece.end) : '';
  if (oldText === newText) {
    write('equal', newText);
    return;
  }
  write('delete', oldText);
  write('insert', newText);
}

/**
 * The text between two matched pieces and how much of it, from each end, lies outside the
 * unmatched pieces in it: only that much may be kept, so a word is struck or inserted whole.
 */
interface Stretch {
  text: string;
  lead: number;
  trail: number;
}

function measureStretch(
  side: PieceSide,
  from: number,
  to: number,
  firstUnmatched: number,
  endUnmatched: number,
): Stretch {
  const text = side.text.slice(from, Math.max(from, to));
  const first = side.pieces[firstUnmatched];
  const last = side.pieces[endUnmatched - 1];
  if (endUnmatched <= firstUnmatched || !first || !last)
    return { text, lead: text.length, trail: text.length };
  return {
    text,
    lead: clamp(first.start - from, text.length),
    trail: clamp(to - last.end, text.length),
  };
}

function clamp(value: number, length: number): number {
  return Math.min(length, Math.max(0, value));
}

/**
 * Kept where both versions have the same characters at its ends (the space before a struck
 * word, the full stop after it); struck, then inserted, in between. Layout alone (a line
 * wrapped elsewhere, two spaces for one) is no edit: the new layout is kept.
 */
function writeStretch(write: WriteRun, old: Stretch, next: Stretch): void {
  const isLayoutOnly = old.lead === old.text.length && next.lead === next.text.length;
  if (
    old.text === next.text ||
    (isLayoutOnly && collapseSpace(old.text) === collapseSpace(next.text))
  ) {
    write('equal', next.text);
    return;
  }
  const maxPrefix = Math.min(old.lead, next.lead);
  let prefix = 0;
  while (prefix < maxPrefix && old.text[prefix] === next.text[prefix]) prefix++;
  const maxSuffix = Math.min(
    old.trail,
    next.trail,
    old.text.length - prefix,
    next.text.length - prefix,
  );
  let suffix = 0;
  while (
    suffix < maxSuffix &&
    old.text[old.text.length - 1 - suffix] === next.text[next.text.length - 1 - suffix]
  )
    suffix++;
  write('equal', next.text.slice(0, prefix));
  write('delete', old.text.slice(prefix, old.text.length - suffix));
  write('insert', next.text.slice(prefix, next.text.length - suffix));
  write('equal', next.text.slice(next.text.length - suffix));
}

function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ');
}
