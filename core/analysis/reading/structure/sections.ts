import {
  isAllCapitals,
  isPlainHeading,
  readHeadingLine,
  type HeadingLine,
} from './heading-lines.ts';
import type { Line } from './lines.ts';

/** A part of the document: its number and name, where it runs, and how deep it sits. */
export interface Section {
  /** As cited: "12.2", "3(b)", "Article V", "Exhibit A"; null for a heading without a number. */
  number: string | null;
  /** Its name as written ("Termination", "CONFIDENTIALITY"); null when it has none. */
  heading: string | null;
  /** From the heading's first character to the next section at its level or above. */
  start: number;
  end: number;
  /** 0 for an attached part (exhibit, schedule), 1 for an article or "1.", 2 for "1.1" or "1(a)" ... */
  level: number;
}

interface OpenSection {
  section: Section;
  kind: HeadingLine['kind'];
  path: number[];
  /** The last list item under it, so the next must follow: "(c)" after "(b)". */
  lastItem: { kind: HeadingLine['kind']; ordinal: number } | null;
}

// A number may skip this many ("4.3" after "4.1": a clause deleted or lost in extraction).
const MAX_SKIP = 3;
// A first number, with nothing before to follow, is a heading only this low ("1." or "2.").
const MAX_FIRST = 2;
// Letters that come before "(i)", "(v)" and "(x)" when those are letters, not roman numerals.
const LETTER_BEFORE: Record<number, number> = { 1: 8, 5: 21, 10: 23 };

/**
 * The outline of a document from its lines: numbered sections ("12.2 Termination."), articles,
 * attached parts, list items under a section ("(b)" of 3 is "3(b)") and headings without
 * numbers ("GOVERNING LAW"). Contracts number their parts in order, so a number is a heading only
 * where it follows the one before (the next sibling, a first child, or a higher level's next),
 * and only on a line that starts a new block: a wrapped line that begins "30 days" is neither.
 * `isSkipped` lines (page furniture, contents) are never sections.
 */
export function findSections(
  text: string,
  lines: readonly Line[],
  isSkipped: (index: number) => boolean,
): Section[] {
  const sections: Section[] = [];
  const open: OpenSection[] = [];
  let path: number[] = [];
  let lastAccepted = -1;
  let consumed = -1;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (!line || line.isBlank || isSkipped(index) || index === consumed) continue;
    const read = readHeadingLine(line.text);
    // A number with its name ("12.8. Attorneys’ Fees.") is a heading even after an address
    // line; a bare number or a list item must start a block.
    const isNamed =
      read !== null &&
      read.heading !== null &&
      read.kind !== 'letter' &&
      read.kind !== 'roman' &&
      read.kind !== 'digit';
    if (!isNamed && !startsBlock(lines, index, isSkipped, lastAccepted)) continue;
    let accepted: OpenSection | null = null;
    if (read) accepted = placeNumbered(read, open, path);
    if (
      !accepted &&
      !read &&
      isPlainHeading(line.text) &&
      isFollowedByText(lines, index, isSkipped)
    )
      accepted = placePlain(line.text, open);
    if (!accepted) continue;
    if (read?.wantsNextLine) {
      const next = nextLine(lines, index, isSkipped);
      if (next >= 0 && isPlainHeading(lines[next]?.text ?? '')) {
        accepted.section.heading = (lines[next]?.text ?? '').replace(/\.$/, '');
        consumed = next;
      }
    }
    accepted.section.start = line.start;
    while (open.length && (open.at(-1)?.section.level ?? 0) >= accepted.section.level)
      close(open.pop(), line.start, text);
    open.push(accepted);
    sections.push(accepted.section);
    if (accepted.kind === 'part') path = [];
    else if (accepted.path.length) path = accepted.path;
    // Only a heading alone on its line lets the next line start a block without a stop.
    const isAlone =
      read?.wantsNextLine ||
      !read ||
      (read.heading !== null && line.text.replace(/[.:]$/, '').endsWith(read.heading));
    lastAccepted = consumed > index ? consumed : isAlone ? index : -1;
  }
  while (open.length) close(open.pop(), text.length, text);
  return sections;
}

/** A numbered heading where it follows the outline so far; null where it does not. */
function placeNumbered(read: HeadingLine, open: OpenSection[], path: number[]): OpenSection | null {
  const section = (level: number, number: string | null): Section => ({
    number,
    heading: read.heading,
    start: 0,
    end: 0,
    level,
  });
  if (read.kind === 'part')
    return { section: section(0, read.number), kind: 'part', path: [], lastItem: null };
  if (read.kind === 'article' || read.kind === 'numbered') {
    const isStated =
      read.kind === 'article' || read.heading !== null || /\(/.test(read.number ?? '');
    if (!followsOutline(read.path, path, isStated)) return null;
    return {
      section: section(read.path.length, read.number),
      kind: read.kind,
      path: read.path,
      lastItem: null,
    };
  }
  return placeListItem(read, open, section);
}

/** "12.3" follows "12.2", "12.2.1", "12" and "11.4"; "13.1" follows "12.2"; "1." may restart. */
function followsOutline(candidate: number[], path: number[], isStated: boolean): boolean {
  const last = candidate.at(-1) ?? 0;
  const depth = candidate.length;
  if (path.length === 0 || (isStated && depth === 1 && last === 1))
    return isStated || last <= MAX_FIRST;
  for (let index = 0; index < depth - 1; index++) {
    if (index < path.length && candidate[index] !== path[index]) {
      // A higher level moves on: "13.1" after "12.4".
      return (
        index === depth - 2 && isNext(candidate[index] ?? 0, path[index] ?? 0) && last <= MAX_FIRST
      );
    }
  }
  if (depth > path.length) return last <= MAX_FIRST;
  return isNext(last, path[depth - 1] ?? 0);
}

function isNext(value: number, previous: number): boolean {
  return value > previous && value <= previous + MAX_SKIP;
}

/** "(b)" under section 3 is "3(b)"; "(ii)" under "3(b)" is "3(b)(ii)"; each follows its sibling. */
function placeListItem(
  read: HeadingLine,
  open: OpenSection[],
  section: (level: number, number: string | null) => Section,
): OpenSection | null {
  let kind = read.kind;
  const parentKinds =
    kind === 'letter'
      ? ['numbered', 'article', 'part', 'plain']
      : ['letter', 'numbered', 'article', 'part', 'plain'];
  // "(i)" after "(h)" is a letter; after "(a)" it is a roman numeral under it.
  const letterParent = findOpen(open, ['numbered', 'article', 'part', 'plain']);
  const previousLetter =
    letterParent?.lastItem?.kind === 'letter' ? letterParent.lastItem.ordinal : 0;
  let ordinal = read.ordinal;
  if (
    kind === 'roman' &&
    read.number &&
    read.number.length === 3 &&
    LETTER_BEFORE[ordinal] === previousLetter
  ) {
    kind = 'letter';
    ordinal = previousLetter + 1;
  }
  const parent = findOpen(
    open,
    kind === 'letter' ? parentKinds : kind === 'digit' ? ['roman', ...parentKinds] : parentKinds,
  );
  if (!parent) return null;
  const previous = parent.lastItem?.kind === kind ? parent.lastItem.ordinal : 0;
  const follows = previous === 0 ? ordinal <= MAX_FIRST : isNext(ordinal, previous);
  if (!follows) return null;
  parent.lastItem = { kind, ordinal };
  const id = (read.number ?? '').replace(/^\((\w+)\)$/, '$1');
  // "3(b)" is cited with its section's number; under "Article V" or a plain heading, "(b)".
  const parentNumber = parent.section.number;
  const number = parentNumber && !/\s/.test(parentNumber) ? `${parentNumber}(${id})` : `(${id})`;
  return { section: section(parent.section.level + 1, number), kind, path: [], lastItem: null };
}

/**
 * A heading without a number: one in capitals ("LIMITATION OF LIABILITY", "SIGNATURES") is a
 * part of the document's top level, after a numbered section as after another heading; one in
 * title case ("Payment Terms") sits beside the heading before it, or under a numbered section.
 */
function placePlain(text: string, open: OpenSection[]): OpenSection {
  const last = findOpen(open, ['numbered', 'article', 'part', 'plain']);
  const level =
    !last || isAllCapitals(text)
      ? 1
      : last.kind === 'plain'
        ? last.section.level
        : last.section.level + 1;
  return {
    section: { number: null, heading: text.replace(/\.$/, ''), start: 0, end: 0, level },
    kind: 'plain',
    path: [],
    lastItem: null,
  };
}

function findOpen(open: readonly OpenSection[], kinds: readonly string[]): OpenSection | undefined {
  for (let index = open.length - 1; index >= 0; index--) {
    const candidate = open[index];
    if (candidate && kinds.includes(candidate.kind)) return candidate;
  }
  return undefined;
}

/** A section runs to the next one at its level; trailing space is not part of it. */
function close(openSection: OpenSection | undefined, end: number, text: string) {
  if (!openSection) return;
  let trimmed = end;
  while (trimmed > openSection.section.start && /\s/.test(text.charAt(trimmed - 1))) trimmed--;
  openSection.section.end = trimmed;
}

/**
 * A heading starts a block: after a blank line, a heading, page furniture, or a line that ends
 * a clause. A line of prose wrapped onto the next ("... within\n30 days") does not.
 */
function startsBlock(
  lines: readonly Line[],
  index: number,
  isSkipped: (index: number) => boolean,
  lastAccepted: number,
): boolean {
  for (let previous = index - 1; previous >= 0; previous--) {
    const line = lines[previous];
    if (!line || line.isBlank || isSkipped(previous) || previous === lastAccepted) return true;
    return /[.;:!?)"”’\]]$|\b(?:and|or)$/.test(line.text) || isPlainHeading(line.text);
  }
  return true;
}

/** A heading is followed by its clause, not left at the end of the text or before another. */
function isFollowedByText(
  lines: readonly Line[],
  index: number,
  isSkipped: (index: number) => boolean,
): boolean {
  const next = nextLine(lines, index, isSkipped);
  const text = lines[next]?.text ?? '';
  return (
    next >= 0 &&
    /^[A-Z0-9“"(•\-–]/.test(text) &&
    (text.length >= 40 || readHeadingLine(text) !== null)
  );
}

function nextLine(
  lines: readonly Line[],
  index: number,
  isSkipped: (index: number) => boolean,
): number {
  for (let next = index + 1; next < lines.length; next++)
    if (!lines[next]?.isBlank && !isSkipped(next)) return next;
  return -1;
}
