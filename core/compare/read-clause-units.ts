import { findSection, isOperativeSpan, readStructure } from '../analysis/reading/read-structure.ts';
import type { Section } from '../analysis/reading/read-structure.ts';
import type { Segment } from '../analysis/text/segment.ts';
import { splitSentences } from '../analysis/text/split-sentences.ts';
import { findPageNumber, type ParsedDocument } from '../parsing/parsed-document.ts';
import { readClauseLabel, type ClauseLabel } from './clause-label.ts';
import { toComparableWords } from './comparable-words.ts';
import { tokenizeWords, type WordToken } from './word-tokens.ts';

/**
 * The smallest part of a document two versions are aligned on: a sentence, a heading or a list
 * item as the engine's reading splits them, with the section it stands in. Sentences rather than
 * whole sections, so a sentence moved or reworded inside a long section is found as such.
 */
export interface ClauseUnit {
  start: number;
  end: number;
  /** Where the words begin, after the label: what is compared. */
  bodyStart: number;
  tokens: WordToken[];
  /** The words joined: two units with the same key say the same thing. */
  key: string;
  /** The meaningful words, as alike clauses are found by (comparable-words.ts). */
  words: Set<string>;
  label: ClauseLabel | null;
  section: Section | null;
  /** Whether the reading's section begins with this unit, so its heading is this unit's own. */
  isSectionStart: boolean;
  page: number;
}

/**
 * Splits a document into the units it is compared on. Page furniture and contents lines are
 * left out (a running header that moves with the pages is not an edit), and a label standing
 * alone ("7.") is joined to the words that follow it.
 */
export function readClauseUnits(document: ParsedDocument): ClauseUnit[] {
  const segments = splitSentences(document.text);
  const structure = readStructure(document, segments);
  const units: ClauseUnit[] = [];
  let pending: { start: number; label: ClauseLabel } | null = null;
  for (const segment of segments.flatMap((whole) => splitAtBlankLines(document.text, whole))) {
    if (!isOperativeSpan(structure, segment.start, segment.end)) continue;
    const read = readClauseLabel(segment.text);
    const bodyStart = segment.start + (read?.length ?? 0);
    const tokens = tokenizeWords(document.text, bodyStart, segment.end);
    if (tokens.length === 0) {
      if (read) pending = { start: segment.start, label: read.label };
      continue;
    }
    const start = pending?.start ?? segment.start;
    units.push({
      start,
      end: segment.end,
      bodyStart,
      tokens,
      key: tokens.map((token) => token.key).join(' '),
      words: toComparableWords(tokens),
      label: read?.label ?? pending?.label ?? null,
      section: findSection(structure, segment.start),
      isSectionStart: findSection(structure, segment.start)?.start === start,
      page: findPageNumber(document, start),
    });
    pending = null;
  }
  return units;
}

/**
 * A segment cut at its blank lines: the reading sometimes keeps a heading with the paragraph
 * under it ("EXPENSES\n\nIt is agreed ...") and sometimes not, depending on its neighbours;
 * cut alike, two versions' units agree.
 */
function splitAtBlankLines(text: string, segment: Segment): Segment[] {
  if (!/\n[ \t]*\n/.test(segment.text)) return [segment];
  const parts: Segment[] = [];
  let start = segment.start;
  for (const match of segment.text.matchAll(/\n[ \t]*\n\s*/g)) {
    const end = segment.start + match.index;
    if (end > start) parts.push({ ...segment, start, end, text: text.slice(start, end) });
    start = end + match[0].length;
  }
  if (segment.end > start)
    parts.push({ ...segment, start, end: segment.end, text: text.slice(start, segment.end) });
  return parts;
}
