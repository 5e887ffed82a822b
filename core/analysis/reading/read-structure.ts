import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import type { Segment } from '../text/segment.ts';
import { findContentsLines } from './structure/contents.ts';
import { findDefinitions, type Definition } from './structure/definitions.ts';
import { INLINE_FILING_STAMP } from './structure/furniture-lines.ts';
import { isAllCapitals } from './structure/heading-lines.ts';
import { splitLines } from './structure/lines.ts';
import { findPageFurniture } from './structure/page-furniture.ts';
import { findSections, type Section } from './structure/sections.ts';

export type { Definition } from './structure/definitions.ts';
export type { Section } from './structure/sections.ts';

export type NonOperativeKind =
  | 'contents'
  | 'running-header'
  | 'running-footer'
  | 'page-number'
  | 'print-header'
  | 'filing-stamp';

/** Words on the page that are not the parties' terms: a line of contents or page furniture. */
export interface NonOperativeSpan {
  start: number;
  end: number;
  kind: NonOperativeKind;
}

/**
 * The structure of a document, read once per analysis before any finding: its sections, so a
 * finding can say "section 12.2 (Termination)"; the words that are not operative (contents,
 * running headers and footers, page numbers, print headers, filing stamps), which never give a
 * fact or a finding; and its definitions, so a defined term can be followed to its meaning.
 */
export interface DocumentStructure {
  /** In document order; a subsection lies inside its section. */
  sections: Section[];
  /** In document order, one per line. */
  nonOperative: NonOperativeSpan[];
  definitions: Definition[];
  /**
   * The non-operative spans joined across the space between them, sorted: the footer "TruckThat
   * LLC / Consulting Agreement / Page 1 of 7" is one block, so a quote of it is wholly inside.
   */
  nonOperativeBlocks: { start: number; end: number }[];
}

/**
 * Reads the structure of a document from its lines (headings, furniture and contents are
 * matters of layout) and its sentences (definitions). Linear in the text's length: a 500-page
 * document takes a fraction of a second.
 */
export function readStructure(document: ParsedDocument, segments: Segment[]): DocumentStructure {
  const lines = splitLines(document.text);
  const skipped = new Set<number>();
  const nonOperative: NonOperativeSpan[] = [];
  const furniture = findPageFurniture(document, lines);
  for (const mark of furniture) skipped.add(mark.line);
  const contents = findContentsLines(lines, (index) => skipped.has(index));
  for (const index of contents) skipped.add(index);
  for (const mark of furniture) {
    const line = lines[mark.line];
    if (line) nonOperative.push({ start: line.start, end: line.end, kind: mark.kind });
  }
  for (const index of contents) {
    const line = lines[index];
    if (line) nonOperative.push({ start: line.start, end: line.end, kind: 'contents' });
  }
  for (const stamp of document.text.matchAll(INLINE_FILING_STAMP))
    nonOperative.push({
      start: stamp.index,
      end: stamp.index + stamp[0].length,
      kind: 'filing-stamp',
    });
  nonOperative.sort((a, b) => a.start - b.start);
  const sections = findSections(document.text, lines, (index) => skipped.has(index));
  return {
    sections,
    nonOperative,
    definitions: findDefinitions(segments),
    nonOperativeBlocks: joinBlocks(document.text, nonOperative),
  };
}

function joinBlocks(
  text: string,
  spans: readonly NonOperativeSpan[],
): { start: number; end: number }[] {
  const blocks: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = blocks.at(-1);
    if (last && /^\s*$/.test(text.slice(last.end, span.start)))
      last.end = Math.max(last.end, span.end);
    else blocks.push({ start: span.start, end: span.end });
  }
  return blocks;
}

// A quote may run a space or two past the furniture it quotes.
const EDGE_TOLERANCE = 2;

/**
 * Whether the words [start, end) are the parties' terms: false when they lie inside contents or
 * page furniture ("Page 2 of 9", "11/28/25, 10:15 AM Mutual NDA - Google Docs"), true for a
 * sentence that merely runs across a page's footer.
 */
export function isOperativeSpan(structure: DocumentStructure, start: number, end: number): boolean {
  const blocks = structure.nonOperativeBlocks;
  let low = 0;
  let high = blocks.length - 1;
  // The last block starting at or before the span's start (give or take the tolerance).
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((blocks[middle]?.start ?? 0) <= start + EDGE_TOLERANCE) low = middle + 1;
    else high = middle - 1;
  }
  const block = blocks[high];
  return !(block && block.start <= start + EDGE_TOLERANCE && block.end >= end - EDGE_TOLERANCE);
}

/**
 * A sentence without the page furniture it begins with: "Source: ACME CORP, 8-K, 11/9/2018
 * f. Distributor shall not ..." read across a filing stamp is "f. Distributor shall not ...".
 * The sentence itself when none begins it; null when it is furniture through and through.
 */
export function withoutFurniture<T extends Segment>(
  structure: DocumentStructure,
  text: string,
  segment: T,
): T | null {
  let start = segment.start;
  for (const block of structure.nonOperativeBlocks) {
    if (block.end <= start) continue;
    if (block.start > start + EDGE_TOLERANCE) break;
    start = block.end;
  }
  if (start === segment.start) return segment;
  while (start < segment.end && /\s/.test(text.charAt(start))) start++;
  if (start >= segment.end) return null;
  return { ...segment, start, text: text.slice(start, segment.end) };
}

/** The innermost section an offset lies in, or null before the first or outside any. */
export function findSection(structure: DocumentStructure, offset: number): Section | null {
  const sections = structure.sections;
  let low = 0;
  let high = sections.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((sections[middle]?.start ?? 0) <= offset) low = middle + 1;
    else high = middle - 1;
  }
  // Sections are nested and in order: walking back from the last one begun, the first that
  // still runs past the offset is the innermost holding it.
  for (let index = high; index >= 0; index--) {
    const section = sections[index];
    if (section && section.end > offset) return section;
  }
  return null;
}

/**
 * How a finding cites where it stands: "12.2 (Termination)"; a section without a name takes
 * the name of the section it is part of ("3.2 (Term and Termination)"), as a reader looks it up
 * by the heading above; "Termination" for a name without a number; null outside any section.
 */
export function findSectionLabel(structure: DocumentStructure, offset: number): string | null {
  const section = findSection(structure, offset);
  if (!section) return null;
  const named = section.heading ? section : findEnclosingNamed(structure, section);
  const heading = named?.heading ? displayHeading(named.heading) : null;
  if (section.number && heading) return `${section.number} (${heading})`;
  return section.number ?? heading;
}

/** The nearest section holding this one that has a name, or null. */
function findEnclosingNamed(structure: DocumentStructure, inner: Section): Section | null {
  const index = structure.sections.indexOf(inner);
  for (let before = index - 1; before >= 0; before--) {
    const outer = structure.sections[before];
    if (!outer || outer.level >= inner.level || outer.end < inner.end) continue;
    if (outer.heading) return outer;
  }
  return null;
}

const SMALL_WORDS = new Set(
  'of to and or the for in on a an by with from under at as not per upon into'.split(' '),
);

/** "LIMITATION OF LIABILITY" is cited as "Limitation of Liability". */
function displayHeading(heading: string): string {
  if (!isAllCapitals(heading)) return heading;
  return heading
    .toLowerCase()
    .split(/(\s+)/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(
            /^([^a-z]*)([a-z])/,
            (_, lead: string, letter: string) => lead + letter.toUpperCase(),
          ),
    )
    .join('');
}
