import type { ParsedDocument } from '../parsing/parsed-document.ts';
import {
  alignClauses,
  DEFAULT_THRESHOLDS,
  type AlignmentThresholds,
  type ClausePair,
} from './align-clauses.ts';
import { findCommonPairs } from './common-subsequence.ts';
import {
  writePieceDiff,
  writeSamePiece,
  type Piece,
  type PieceSide,
  type WriteRun,
} from './diff-pieces.ts';
import { readClauseUnits, type ClauseUnit } from './read-clause-units.ts';
import { gatherRedlineLines, type RedlineParagraph } from './redline-lines.ts';
import { tokenizeWords } from './word-tokens.ts';

export type { RedlineParagraph };

/**
 * The whole new version as a redline, line by line: accepting every change gives the new text
 * exactly, and the old version's words are struck where they stood. Clauses are matched as the
 * compare matches them (alignClauses): a clause edited in place is struck and inserted word by
 * word, a clause removed is struck where it was, one added inserted where it is, one moved
 * struck at its old place and inserted at its new one, a number changed struck and the new
 * one inserted. The text between clauses (headings the reading skips, page headers, blank
 * lines) is kept, and compared word by word where it differs.
 */
export function buildRedline(
  before: ParsedDocument,
  after: ParsedDocument,
  thresholds: AlignmentThresholds = DEFAULT_THRESHOLDS,
): RedlineParagraph[] {
  const left = layOutVersion(before.text, readClauseUnits(before));
  const right = layOutVersion(after.text, readClauseUnits(after));
  const pairs = alignClauses(left.units, right.units, thresholds);
  const { write, lines } = gatherRedlineLines();
  writePieceDiff(write, left.side, right.side, matchPieces(left, right, pairs), (one, other) => {
    const leftUnit = left.units[left.unitAt[one] ?? -1];
    const rightUnit = right.units[right.unitAt[other] ?? -1];
    if (leftUnit && rightUnit) writeClause(write, before.text, leftUnit, after.text, rightUnit);
    else writeSamePiece(write, left.side, right.side, one, other);
  });
  return lines;
}

/**
 * A version as the redline walks it: each clause one piece, and the words between clauses
 * (that the compare leaves out) a piece each.
 */
interface VersionLayout {
  side: PieceSide;
  units: readonly ClauseUnit[];
  /** For each piece, the clause it is, or -1 for a word between clauses. */
  unitAt: number[];
  /** For each clause, its piece. */
  pieceOfUnit: number[];
}

function layOutVersion(text: string, units: readonly ClauseUnit[]): VersionLayout {
  const pieces: Piece[] = [];
  const unitAt: number[] = [];
  const pieceOfUnit: number[] = [];
  const addWords = (from: number, to: number) => {
    for (const token of tokenizeWords(text, from, to)) {
      pieces.push(token);
      unitAt.push(-1);
    }
  };
  let cursor = 0;
  units.forEach((unit, index) => {
    addWords(cursor, unit.start);
    pieceOfUnit.push(pieces.length);
    unitAt.push(index);
    pieces.push({ key: '', start: Math.max(cursor, unit.start), end: unit.end });
    cursor = Math.max(cursor, unit.end);
  });
  addWords(cursor, text.length);
  return { side: { text, start: 0, end: text.length, pieces }, units, unitAt, pieceOfUnit };
}

/**
 * The pieces matched across the versions: the clauses the alignment kept in place, and
 * between each two of them the words both versions have there. Clauses moved, added or removed
 * match nothing, so they are struck and inserted whole.
 */
function matchPieces(
  left: VersionLayout,
  right: VersionLayout,
  pairs: readonly ClausePair[],
): [number, number][] {
  const matched: [number, number][] = [];
  // In place means in order on both sides: alignClauses lists pairs by the old clause.
  const anchors = pairs.filter((pair) => pair.isInPlace);
  let fromLeft = 0;
  let fromRight = 0;
  for (let index = 0; index <= anchors.length; index++) {
    const anchor = anchors[index];
    const toLeft = anchor ? (left.pieceOfUnit[anchor.before] ?? 0) : left.side.pieces.length;
    const toRight = anchor ? (right.pieceOfUnit[anchor.after] ?? 0) : right.side.pieces.length;
    const leftWords = listWords(left, fromLeft, toLeft);
    const rightWords = listWords(right, fromRight, toRight);
    const keys = (side: VersionLayout, words: number[]) =>
      words.map((piece) => side.side.pieces[piece]?.key ?? '');
    for (const [one, other] of findCommonPairs(keys(left, leftWords), keys(right, rightWords)))
      matched.push([leftWords[one] ?? 0, rightWords[other] ?? 0]);
    if (anchor) matched.push([toLeft, toRight]);
    fromLeft = toLeft + 1;
    fromRight = toRight + 1;
  }
  return matched;
}

function listWords(layout: VersionLayout, from: number, to: number): number[] {
  const words: number[] = [];
  for (let piece = from; piece < to; piece++) if (layout.unitAt[piece] === -1) words.push(piece);
  return words;
}

/** A clause kept in place: its number, then its words, struck and inserted where they differ. */
function writeClause(
  write: WriteRun,
  beforeText: string,
  before: ClauseUnit,
  afterText: string,
  after: ClauseUnit,
): void {
  const oldText = beforeText.slice(before.start, before.end);
  const newText = afterText.slice(after.start, after.end);
  if (oldText === newText) {
    write('equal', newText);
    return;
  }
  const left = readClausePieces(beforeText, before);
  const right = readClausePieces(afterText, after);
  const keys = (side: PieceSide) => side.pieces.map((piece) => piece.key);
  writePieceDiff(write, left, right, findCommonPairs(keys(left), keys(right)));
}

/** A clause's number ("7.", "(b)") as one piece, so a new number is struck whole; then its words. */
function readClausePieces(text: string, unit: ClauseUnit): PieceSide {
  const pieces: Piece[] = [];
  const label = text.slice(unit.start, unit.bodyStart);
  const written = label.trim();
  if (written) {
    const start = unit.start + label.indexOf(written);
    // A space in the key keeps it apart from every word's (word keys have none).
    const key = `label ${written.toLowerCase().replace(/\s+/g, ' ')}`;
    pieces.push({ key, start, end: start + written.length });
  }
  pieces.push(...unit.tokens);
  return { text, start: unit.start, end: unit.end, pieces };
}
