/**
 * The boxes of a form: where the parties tick the options they choose. "☒ Delaware ☐ New York",
 * "[ x ] Worldwide" and "( x ) Date of last signature" are chosen; "☐", "[    ]", "(   )" are
 * not. A box glyph is always a box, but brackets and parentheses also write blanks and list
 * numbers ("within [ ] days", "up to [X]% per year", "(x) upload any content"), so those count
 * as boxes only where a form puts its boxes: at the start of a line, at the start of a field
 * ("Term: [X] 1 year"), or in a row of options ("[ ] New York [X] Delaware").
 */
export interface OptionBox {
  start: number;
  end: number;
  isSelected: boolean;
}

// Glyphs that are nothing but a box: Word's check-box symbols and their Wingdings code points.
const EMPTY_GLYPHS = '☐□❏❑▢◻⬜\uF0A8\uF06F';
const TICKED_GLYPHS = '☒☑⊠⌧\uF0FE\uF078\uF0FD';
// A tick or cross on its own is a chosen box only where a box would stand.
const TICK_MARKS = '✔✓✗✘';
const MARK = new RegExp(
  String.raw`[${EMPTY_GLYPHS}${TICKED_GLYPHS}${TICK_MARKS}]|\[[ \t]*(?:[xX${TICK_MARKS}][ \t]*)?\]|\([ \t]*(?:[xX${TICK_MARKS}][ \t]*)?\)`,
  'g',
);
// Words that go on from a number or a name, never start an option: a mark before one is a
// blank ("within [ ] days", "up to [ ]% per year", "between [ ] and [ ]").
const CONTINUES_A_BLANK =
  /^[ \t]*(?:%|percent\b|per\b|x\b|times\b|(?:business\s+|calendar\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?)\b|dollars\b|and\b|or\b|nor\b|of\b|to\b|in\b|at\b|by\b|for\b|from\b|with\b|than\b|until\b|after\b|before\b|following\b)/i;
// What a box's label can start with: a word, a figure, an amount or a field ("{fees}").
const LABEL_START = /^[ \t]+[\p{L}\d$€£{<"“'‘]/u;
// Only indentation or a bullet before the mark on its line.
const LINE_START = /(?:^|\n)[ \t•·*-]*$/;
// The end of a field's label: "Term:", or a table cell ("Governing Law\t").
const FIELD_START = /(?::[ \t]*|\t[ \t]*)$/;
// How far back the line's start and the neighbouring boxes are looked for.
const LOOK_BACK = 160;
const NEIGHBOURHOOD = 400;

interface Candidate extends OptionBox {
  kind: 'glyph' | 'tick' | 'bracket' | 'paren' | 'tight-paren';
  lineStart: number;
}

/** Every box of the text's options, in order, each chosen or not. Linear in the text. */
export function findOptionBoxes(text: string): OptionBox[] {
  const candidates = findCandidates(text);
  const labelled = candidates.map((candidate) => isLabelled(text, candidate));
  // A row of options has at least two boxes each standing apart with its own label.
  const labelledPerLine = new Map<number, number>();
  candidates.forEach((candidate, index) => {
    if (
      labelled[index] &&
      /[ \t]$|^$/.test(text.slice(Math.max(0, candidate.start - 1), candidate.start))
    )
      labelledPerLine.set(candidate.lineStart, (labelledPerLine.get(candidate.lineStart) ?? 0) + 1);
  });
  return candidates
    .filter((candidate, index) => {
      if (candidate.kind === 'glyph') return true;
      // "(x)" without spaces is also the tenth item of a list: a box only beside a spaced one.
      if (candidate.kind === 'tight-paren' && !hasSpacedParenNearby(candidates, index))
        return false;
      const before = text.slice(
        Math.max(candidate.lineStart, candidate.start - LOOK_BACK),
        candidate.start,
      );
      if (candidate.start - candidate.lineStart <= LOOK_BACK && LINE_START.test(before))
        return true;
      if (!labelled[index]) return false;
      return FIELD_START.test(before) || (labelledPerLine.get(candidate.lineStart) ?? 0) > 1;
    })
    .map(({ start, end, isSelected }) => ({ start, end, isSelected }));
}

/** Whether words that can name an option follow the mark ("[ ] 2 years", not "[ ] days"). */
function isLabelled(text: string, candidate: Candidate): boolean {
  const after = text.slice(candidate.end, candidate.end + 40);
  return LABEL_START.test(after) && !CONTINUES_A_BLANK.test(after);
}

function findCandidates(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  let lineStart = 0;
  let nextNewline = text.indexOf('\n');
  for (const match of text.matchAll(MARK)) {
    // The line's start, found by walking forward once over the text's line breaks.
    while (nextNewline !== -1 && nextNewline < match.index) {
      lineStart = nextNewline + 1;
      nextNewline = text.indexOf('\n', lineStart);
    }
    const mark = match[0];
    const isSelected = !/^[[(][ \t]*[\])]$/.test(mark) && !EMPTY_GLYPHS.includes(mark);
    candidates.push({
      start: match.index,
      end: match.index + mark.length,
      isSelected,
      kind: toKind(mark),
      lineStart,
    });
  }
  return candidates;
}

function toKind(mark: string): Candidate['kind'] {
  if (TICK_MARKS.includes(mark)) return 'tick';
  if (mark.length === 1) return 'glyph';
  if (mark.startsWith('[')) return 'bracket';
  return /^\([xX✔✓✗✘]\)$/.test(mark) ? 'tight-paren' : 'paren';
}

/** Whether an empty or spaced "( )" box stands near the candidate at `index`. */
function hasSpacedParenNearby(candidates: readonly Candidate[], index: number): boolean {
  const self = candidates[index];
  if (!self) return false;
  for (const step of [-1, 1]) {
    for (let other = index + step; other >= 0 && other < candidates.length; other += step) {
      const candidate = candidates[other];
      if (!candidate || Math.abs(candidate.start - self.start) > NEIGHBOURHOOD) break;
      if (candidate.kind === 'paren') return true;
    }
  }
  return false;
}
