import type { Segment } from './segment.ts';

// Words that end with a full stop without ending a sentence: company forms, legal citations,
// titles and months, as contracts use them.
const ABBREVIATIONS = new Set(
  (
    'inc corp co ltd llc l.l.c lp l.p llp plc n.v b.v s.a a.g gmbh no nos sec secs art arts para paras cl ex exh ' +
    'mr mrs ms dr st ave blvd rd ste jr sr u.s u.k e.g i.e etc viz vs v cf al approx dept govt intl assn bros ' +
    'fig pp p.m a.m est max min mo yr yrs hr hrs n.a u.s.a s.p.a pty pte bhd ag sa nv bv kk oy ab as sas sarl spa ' +
    'srl jan feb mar apr jun jul aug sep sept oct nov dec tel fax attn'
  ).split(' '),
);

// A paragraph ends at a blank line, or at a line break before a list marker ("1.2 ", "(a) ")
// or an all-capitals heading line.
const PARAGRAPH_BREAK =
  /\n[ \t]*\n|\n(?=[ \t]*(?:\(?[0-9]+(?:\.[0-9]+)*\.?\)?|\([a-z]{1,4}\)|[A-Z][A-Z ]{3,}$)[ \t])/gm;
// A sentence ends at . ! ? (and closing quotes or brackets) before a capital or a digit, at a
// semicolon before a trailing "and"/"or" line, or at a heading line.
const SENTENCE_END =
  /[.!?]["'”’)\]]*(?=\s+["“([]?[A-Z0-9])|;(?=\s+(?:and|or)\s*\n)|\n(?=\s*[A-Z][A-Z ]{4,}\n)/g;
const PAGE_NUMBER_LINE = /^\s*(?:-?\s*\d{1,3}\s*-?|page \d+( of \d+)?|\[\*+\])\s*$/i;
const ENDS_CLAUSE = /[.;:!?"”)]$/;
const HEADING =
  /^(?:(?:section|article)\s+)?(?:\(?[0-9ivx]+(?:\.[0-9]+)*\.?\)?\s+)?[A-Z][A-Za-z'’&,/ -]{1,60}\.?$/i;

/**
 * Splits contract text into sentences, keeping exact offsets. Paragraphs split first; a
 * paragraph cut by a page break (no closing punctuation, next one starting in lower case) is
 * joined again, swallowing a page number in between. Full stops after abbreviations, initials
 * and section numbers do not end a sentence.
 */
export function splitSentences(text: string): Segment[] {
  const segments: Segment[] = [];
  let heading = '';
  joinPageBreaks(text, splitParagraphs(text)).forEach(
    ([paragraphStart, paragraphEnd], paragraph) => {
      let start = paragraphStart;
      const pattern = new RegExp(SENTENCE_END.source, 'g');
      pattern.lastIndex = paragraphStart;
      const bounded = text.slice(0, paragraphEnd);
      for (let match = pattern.exec(bounded); match; match = pattern.exec(bounded)) {
        if (text[match.index] === '.' && isAbbreviationBefore(text, match.index)) continue;
        const end = match.index + match[0].length;
        heading = pushSegment(text, start, end, heading, paragraph, segments);
        start = end;
      }
      heading = pushSegment(text, start, paragraphEnd, heading, paragraph, segments);
    },
  );
  return segments;
}

function splitParagraphs(text: string): [number, number][] {
  const blocks: [number, number][] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(PARAGRAPH_BREAK.source, 'gm'))) {
    blocks.push([last, match.index]);
    last = match.index + match[0].length;
  }
  blocks.push([last, text.length]);
  return blocks;
}

function joinPageBreaks(text: string, blocks: [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (let index = 0; index < blocks.length; index++) {
    const current = blocks[index];
    if (!current) continue;
    const previous = merged[merged.length - 1];
    const previousText = previous ? text.slice(previous[0], previous[1]).trimEnd() : '';
    const isPageNumber = PAGE_NUMBER_LINE.test(text.slice(current[0], current[1]));
    if (previous && previousText && !ENDS_CLAUSE.test(previousText)) {
      const next = isPageNumber ? blocks[index + 1] : current;
      if (next && /^\s*[a-z]/.test(text.slice(next[0], next[1]))) {
        previous[1] = next[1];
        if (isPageNumber) index++;
        continue;
      }
    }
    merged.push([current[0], current[1]]);
  }
  return merged;
}

function isAbbreviationBefore(text: string, dot: number): boolean {
  let start = dot - 1;
  while (start >= 0 && /[A-Za-z.&]/.test(text.charAt(start))) start--;
  const word = text.slice(start + 1, dot).toLowerCase();
  if (!word) {
    // "1." or "2.1." at the start of a line is a section number, not a sentence end.
    let numberStart = dot - 1;
    while (numberStart >= 0 && /[0-9.()a-zA-Z]/.test(text.charAt(numberStart))) numberStart--;
    const number = text.slice(numberStart + 1, dot);
    const before = text.slice(Math.max(0, numberStart - 3), numberStart + 1);
    return /^\(?[0-9]+(\.[0-9]+)*\)?$/.test(number) && (numberStart < 0 || /\n|^\s*$/.test(before));
  }
  return ABBREVIATIONS.has(word) || /^[a-z]$/.test(word) || /^([a-z]\.)+[a-z]?$/.test(word);
}

/** Adds the trimmed range as a segment and returns the heading in force after it. */
function pushSegment(
  text: string,
  rawStart: number,
  rawEnd: number,
  heading: string,
  paragraph: number,
  segments: Segment[],
): string {
  let start = rawStart;
  let end = rawEnd;
  while (start < end && /\s/.test(text.charAt(start))) start++;
  while (end > start && /\s/.test(text.charAt(end - 1))) end--;
  if (end <= start) return heading;
  const segmentText = text.slice(start, end);
  const isHeading =
    segmentText.length <= 80 &&
    HEADING.test(segmentText) &&
    !/[a-z]\.$/.test(segmentText.slice(-3)) &&
    segmentText === segmentText.toUpperCase();
  segments.push({ start, end, text: segmentText, heading, paragraph });
  return isHeading ? segmentText : heading;
}
