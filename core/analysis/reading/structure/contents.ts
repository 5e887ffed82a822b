import type { Line } from './lines.ts';

/**
 * "7.2 Limitation of Liability .......... 14": a contents entry, a section's name and the page
 * it starts on. It names the section; the section's words come later.
 */
export const TABLE_OF_CONTENTS_LINE =
  /^\s*(?:(?:section|article)\s+)?(?:[0-9]+(?:\.[0-9]+)*\.?|[A-Z]\.|[IVX]+\.)?\s*[A-Z][^.!?]{1,100}?(?:\s*\.{3,}\s*|\s+)(?:\d{1,3}|[ivx]{1,5})\s*$/;
/** "TABLE OF CONTENTS", "Contents", "Index": what opens a contents block. */
export const CONTENTS_HEADING = /^\s*(?:table\s+of\s+contents|contents|index)\b/i;

// The heading alone on its line, perhaps with its columns' titles ("CONTENTS Clause Page").
const CONTENTS_HEADING_LINE =
  /^(?:table\s+of\s+contents|contents|index)(?:\s+(?:page|section|clause|article)s?)*\s*:?$/i;
// An entry with leaders to its page number is a contents entry wherever it stands.
const LEADER_ENTRY =
  /^.{2,150}?(?:\s*(?:\.\s?){4,}|\s*…{2,}|\s*_{4,}|\t)\s*(?:\d{1,4}|[ivxlc]{1,5})$/i;
// Column titles inside the block.
const COLUMN_TITLE = /^(?:page|pages|section|article|clause|heading)s?$/i;
// "3. Fees", "Article IV Indemnities", "Schedule 1 Service Levels": an entry that names a
// numbered part without its page. Any other line without a page number is not an entry: the
// cover page or preamble under a filer's repeated "Table of Contents" link is the document's.
const NUMBERED_ENTRY =
  /^(?:(?:section|article|clause|schedule|exhibit|annex|appendix|attachment|part)\s+)?(?:\d+(?:\.\d+)*\.?|[A-Z]\.|[IVX]+\.?)(?:\s+[A-Z][^.;:]*)?$/i;
const MAX_ENTRY_LENGTH = 150;
// A longer line without leaders is a wrapped line of prose.
const MAX_PLAIN_ENTRY_LENGTH = 100;
// Numbered entries with page numbers and no leaders make a contents block only when several
// follow one another, their pages rising: one "Payment terms 30" line could be a clause's end.
const MIN_RUN = 3;
// A contents block is never longer than this many lines.
const MAX_BLOCK_LINES = 600;

/**
 * The contents of a document, by line index: the lines under a "Table of Contents" heading up
 * to where the body begins (its first entry comes again as a heading, or a line is no entry), entries
 * with leaders to a page number, and runs of entries ending in rising page numbers.
 */
export function findContentsLines(
  lines: readonly Line[],
  isTaken: (index: number) => boolean,
): number[] {
  const found = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (!line || line.isBlank || isTaken(index)) continue;
    if (CONTENTS_HEADING_LINE.test(line.text)) index = markBlock(lines, index, isTaken, found);
    else if (LEADER_ENTRY.test(line.text) && line.text.length <= MAX_ENTRY_LENGTH) found.add(index);
  }
  markRuns(lines, isTaken, found);
  return [...found].sort((a, b) => a - b);
}

/** The heading and its entries; returns the last line of the block. */
function markBlock(
  lines: readonly Line[],
  headingIndex: number,
  isTaken: (index: number) => boolean,
  found: Set<number>,
): number {
  found.add(headingIndex);
  let firstEntry: string | null = null;
  let last = headingIndex;
  const limit = Math.min(lines.length, headingIndex + MAX_BLOCK_LINES);
  for (let index = headingIndex + 1; index < limit; index++) {
    const line = lines[index];
    if (!line || line.isBlank || isTaken(index)) continue;
    const entry = entryName(line.text);
    if (firstEntry !== null && startsBody(entry, firstEntry)) break;
    if (line.text.length > MAX_PLAIN_ENTRY_LENGTH && !LEADER_ENTRY.test(line.text)) break;
    const isEntry =
      LEADER_ENTRY.test(line.text) ||
      TABLE_OF_CONTENTS_LINE.test(line.text) ||
      COLUMN_TITLE.test(line.text) ||
      NUMBERED_ENTRY.test(line.text);
    if (!isEntry) break;
    if (firstEntry === null && !COLUMN_TITLE.test(line.text)) firstEntry = entry;
    found.add(index);
    last = index;
  }
  return last;
}

/**
 * The body begins where the first entry comes again: "ARTICLE 1 DEFINITIONS" in the body, or
 * "ARTICLE 1" with its name on the next line.
 */
function startsBody(entry: string, firstEntry: string): boolean {
  return entry === firstEntry || (/\d/.test(entry) && firstEntry.startsWith(`${entry} `));
}

/** "1.1 Definitions .... 3" and "1.1 Definitions." name the same section. */
function entryName(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?:\s*(?:\.\s?){2,}|\s*…+|\s*_{2,}|\s)\s*(?:\d{1,4}|[ivxlc]{1,5})$/, '')
    .replace(/[.:\s]+$/, '')
    .replace(/\s+/g, ' ');
}

function markRuns(lines: readonly Line[], isTaken: (index: number) => boolean, found: Set<number>) {
  let run: number[] = [];
  let lastPage = 0;
  const close = () => {
    if (run.length >= MIN_RUN) run.forEach((index) => found.add(index));
    run = [];
    lastPage = 0;
  };
  lines.forEach((line, index) => {
    if (line.isBlank) return;
    const page = /(\d{1,4})$/.exec(line.text);
    if (isTaken(index) || !page || !TABLE_OF_CONTENTS_LINE.test(line.text)) return close();
    const pageNumber = Number(page[1]);
    if (pageNumber < lastPage) close();
    run.push(index);
    lastPage = pageNumber;
  });
  close();
}
