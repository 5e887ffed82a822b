import { readLayout } from '../analysis/reading/read-document.ts';
import { findSectionLabel } from '../analysis/reading/read-structure.ts';
import { splitSentences } from '../analysis/text/split-sentences.ts';
import { findPageNumber, type ParsedDocument } from '../parsing/parsed-document.ts';

/** A stretch of the document an answer can cite: its exact span and the headings above it. */
export interface Passage {
  start: number;
  end: number;
  page: number;
  /** The document's exact text at [start, end). */
  text: string;
  /** The section and sub-heading it sits under ("3. TERM AND TERMINATION"), for retrieval. */
  context: string;
  /** The section the reading places it in ("12.2 (Termination)"), null outside any. */
  section: string | null;
}

// A value under a heading ("{governing_law}", "Delaware") says nothing alone; this short, it is
// cited together with its heading.
const SHORT_VALUE_WORDS = 6;

/**
 * The document cut into citable passages: its sentences, each carrying the headings above it
 * as context and the section the analysis's reading places it in. Headings themselves are not
 * passages (a heading alone answers nothing), except that a short value under a heading is
 * joined to it, as cover pages and key-terms tables are laid out; nor are the words the
 * reading marks as not the document's own (running headers, contents lines, unticked options).
 */
export function buildPassages(document: ParsedDocument): Passage[] {
  const text = document.text;
  const segments = splitSentences(text);
  const { structure, isExcluded } = readLayout(document, segments);
  const passages: Passage[] = [];
  let sectionHeading = '';
  // A sub-heading ("(b) Termination.") governs its paragraph and the list items after it,
  // until the next heading.
  let subHeading = '';
  // Where the heading (and its caption) a short value would be cited with begins, if the
  // previous segments were one.
  let headingBlockStart: number | null = null;
  for (const [index, segment] of segments.entries()) {
    const previous = segments[index - 1];
    const next = segments[index + 1];
    const isAloneInParagraph =
      previous?.paragraph !== segment.paragraph && next?.paragraph !== segment.paragraph;
    if (isHeadingLike(segment.text)) {
      if (isAloneInParagraph) {
        sectionHeading = segment.text;
        subHeading = '';
        headingBlockStart = segment.start;
      } else {
        subHeading = segment.text;
        headingBlockStart = null;
      }
      continue;
    }
    if (headingBlockStart !== null && isAloneInParagraph && isCaption(segment.text)) {
      // "How long Confidential Information is Protected" under "Term of Confidentiality":
      // a form's caption explains the heading; it answers nothing by itself.
      subHeading = segment.text;
      continue;
    }
    const isShortValue =
      headingBlockStart !== null &&
      isAloneInParagraph &&
      countWords(segment.text) <= SHORT_VALUE_WORDS;
    const start = isShortValue && headingBlockStart !== null ? headingBlockStart : segment.start;
    headingBlockStart = null;
    if (isExcluded(segment.start, segment.end)) continue;
    passages.push({
      start,
      end: segment.end,
      page: findPageNumber(document, start),
      text: text.slice(start, segment.end),
      context: [sectionHeading, subHeading].filter(Boolean).join(' '),
      section: findSectionLabel(structure, segment.start),
    });
  }
  return passages;
}

/**
 * A heading: a few words in title case or capitals, with no verb of obligation. "1. POSITION
 * AND DUTIES.", "(a) Work Product.", "Governing Law"; not "Rent is due monthly."
 */
export function isHeadingLike(segmentText: string): boolean {
  const words = segmentText
    .replace(/^(?:(?:section|article)\s+)?\(?[0-9ivxa-z]{1,4}(?:\.[0-9]+)*[.)]?\s+/i, '')
    .split(/\s+/)
    .filter((word) => /[A-Za-z]/.test(word));
  if (words.length === 0 || words.length > 9 || segmentText.length > 90) return false;
  // "Landlord: Maple Street Properties LLC" is a fact laid out as label and value, not a heading.
  if (
    /[;:,]$|[!?]$|:\s*\S/.test(segmentText) ||
    /\b(shall|must|will|may|is|are)\b/i.test(segmentText)
  )
    return false;
  const small = /^(and|or|of|the|to|for|in|on|a|an|with|by|&)$/i;
  const capitalised = words.filter((word) => small.test(word) || /^["“(]?[A-Z]/.test(word));
  return capitalised.length === words.length;
}

/** A form's caption under a heading: a few words with no closing punctuation or placeholder. */
function isCaption(segmentText: string): boolean {
  const words = countWords(segmentText);
  return words >= 3 && words <= 10 && !/[.;:!?{}[\]]/.test(segmentText);
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
