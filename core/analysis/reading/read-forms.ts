import {
  findIncorporatedTerms,
  type IncorporatedTerms,
} from '../type/find-incorporated-terms.ts';
import { findOptionBoxes, type OptionBox } from '../text/find-option-boxes.ts';
import { findPlaceholders } from '../text/find-placeholders.ts';

/**
 * A document read as a form (issue 30, part 4). Templates, order forms and cover pages hold
 * three things a contract written out in full does not, and each must be read as what it is:
 * - options with boxes: "☒ Employee shall work on site" was chosen; "☐ Employee may work
 *   remotely" was not, so it is never a duty, a protection, a red flag or a fact;
 * - blanks: "governed by the laws of [Fill in state]" leaves the law open; the blank is "left
 *   blank", never a value;
 * - terms incorporated by reference: "the Standard Terms at www.example.com/terms" are "in the
 *   referenced terms, not provided" unless the document contains them.
 */

/** One option of a form: its box and its words, up to the next box or the end of its lines. */
export interface FormOption {
  start: number;
  end: number;
  isSelected: boolean;
  /** The option's words, spaces collapsed: "2 years", "Customer owns Deliverables ...". */
  label: string;
}

/** A blank of a template, with the words that name it when the form gives any. */
export interface Blank {
  start: number;
  end: number;
  /** The blank as written: "[Fill in state]", "$______", "{customer_legal_name}". */
  text: string;
  /** What goes there: the field's label ("Governing Law", "Fee") or the blank's own words ("state"). */
  label: string | null;
}

export interface FormMarks {
  options: FormOption[];
  blanks: Blank[];
  /** Notes to whoever fills the form in ("[Drafting note: ...]", "[For example: ...]"). */
  notes: { start: number; end: number }[];
  /** Terms named but printed elsewhere; `provided` says whether this document contains them. */
  incorporated: IncorporatedTerms[];
}

// An option whose box opens a line may run on over the next lines: "( ) Pay by invoice" then
// "Provider will invoice Customer monthly." Never over more than this many.
const MAX_CONTINUATION_LINES = 8;
// How far into its line a field's label or an option's box may stand: a form's rows are short.
const LABEL_REACH = 200;
// A note to the drafter opens its own line and is never part of an option.
const DRAFTING_NOTE = /^[ \t]*\[\s*(?:drafting\s+)?note\b/i;
// "[Drafting note: Select one option.]", "[For example: - The General Cap is $1,000.]": advice
// and examples for the drafter, however many lines they run over.
const NOTE =
  /\[\s*(?:drafting\s+note|note\s+to\s+(?:draft|drafter)s?|note|for\s+example|example)\s*:[^\]]{0,4000}\]/gi;
// A field's label before its value: "Governing Law\t...", "Fee: ...", "By: ____".
const FIELD_LABEL = /^[ \t]*([A-Z][\w'’&/().-]*(?:[ \t][\w'’&/().-]+){0,5})[ \t]*(?::|\t)/;
// Words of a blank that only say it is a blank: "[Fill in state]" names a state.
const BLANK_NOISE =
  /\b(?:insert|fill\s+in|select|specify|describe|enter|identify|choose|to\s+be\s+\w+)\b|[[\]{}<>«»_●•■▪◼◾…#$€£.]/gi;

/** The options, blanks and incorporated terms of a text, each in order. Linear in the text. */
export function readForms(text: string): FormMarks {
  return {
    options: findFormOptions(text),
    blanks: findPlaceholders(text).map((placeholder) => ({
      ...placeholder,
      label: findBlankLabel(text, placeholder.start, placeholder.text),
    })),
    incorporated: findIncorporatedTerms(text),
    notes: [...text.matchAll(NOTE)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    })),
  };
}

/** Whether the words at start..end are a note to the drafter, not a term. */
export function isInNote(forms: FormMarks, start: number, end: number): boolean {
  return forms.notes.some((note) => note.start <= start && end <= note.end);
}

/**
 * Whether the words at start..end belong to an option the form leaves unticked: the words lie
 * inside one, or most of them do (a sentence read across the box's line and the next).
 */
export function isInUnselectedOption(forms: FormMarks, start: number, end: number): boolean {
  let covered = 0;
  for (const option of overlapping(forms.options, start, end)) {
    if (option.isSelected) continue;
    if (option.start <= start && end <= option.end) return true;
    covered += Math.min(end, option.end) - Math.max(start, option.start);
  }
  return covered * 2 > end - start;
}

/** Whether a blank stands anywhere in start..end (or at start, for an empty span). */
export function isBlankAt(forms: FormMarks, start: number, end: number): boolean {
  return overlapping(forms.blanks, start, Math.max(end, start + 1)).length > 0;
}

/** The spans, sorted by start and not nested, that share a character with start..end. */
function overlapping<Span extends { start: number; end: number }>(
  spans: readonly Span[],
  start: number,
  end: number,
): Span[] {
  // The first span that ends after `start`, by binary search: the lookup stays logarithmic.
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((spans[middle]?.end ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  const found: Span[] = [];
  for (let index = low; index < spans.length; index++) {
    const span = spans[index];
    if (!span || span.start >= end) break;
    found.push(span);
  }
  return found;
}

/** The options of a form alone, each with its box's state: its words run to the next box. */
export function findFormOptions(text: string): FormOption[] {
  return readOptions(text, findOptionBoxes(text));
}

function readOptions(text: string, boxes: readonly OptionBox[]): FormOption[] {
  return boxes.map((box, index) => {
    const next = boxes[index + 1]?.start ?? text.length;
    const lineEnd = indexOrEnd(text, '\n', box.end);
    let end = Math.min(next, lineEnd);
    if (next > lineEnd && opensLine(text, box.start))
      end = extendOverLines(text, box.end, lineEnd, next);
    return {
      start: box.start,
      end: trimEnd(text, box.end, end),
      isSelected: box.isSelected,
      label: text.slice(box.end, end).replace(/\s+/g, ' ').trim(),
    };
  });
}

/**
 * Where an option that opens its line ends: over the lines after it, as long as they go on from
 * it. A blank line, the next box, a drafting note, or a lead-in ending in ":" that introduces
 * the next options ("Partner will:") ends it; a lead-in of its own ("... with the following
 * details:") keeps the lines that follow.
 */
function extendOverLines(
  text: string,
  labelStart: number,
  lineEnd: number,
  nextBox: number,
): number {
  let end = lineEnd;
  for (let count = 0; count < MAX_CONTINUATION_LINES && end < text.length; count++) {
    const lineStart = end + 1;
    const nextEnd = indexOrEnd(text, '\n', lineStart);
    const line = text.slice(lineStart, nextEnd);
    if (!line.trim() || nextBox < nextEnd || DRAFTING_NOTE.test(line)) break;
    const soFar = text.slice(labelStart, end).trimEnd();
    if (/:\s*$/.test(line) && !soFar.endsWith(':')) break;
    end = nextEnd;
  }
  return end;
}

function opensLine(text: string, at: number): boolean {
  const lineStart = findNearLineStart(text, at);
  return lineStart !== null && /^[ \t•·*-]*$/.test(text.slice(lineStart, at));
}

/** Where the line holding `at` starts, if within LABEL_REACH of it (a bounded look back). */
function findNearLineStart(text: string, at: number): number | null {
  const from = Math.max(0, at - LABEL_REACH);
  const newline = text.slice(from, at).lastIndexOf('\n');
  if (newline !== -1) return from + newline + 1;
  return from === 0 ? 0 : null;
}

function indexOrEnd(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
}

function trimEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && /\s/.test(text[at - 1] ?? '')) at--;
  return at;
}

/**
 * What a blank is for: the label of its field when it stands in one ("Governing Law\tThe laws
 * of {governing_law}", "Fee: $______ per month"), else its own words ("[Legal name of the
 * employer]", "{customer_legal_name}"), else nothing ("[●]" in the middle of a sentence).
 */
function findBlankLabel(text: string, start: number, blank: string): string | null {
  const lineStart = findNearLineStart(text, start);
  if (lineStart === null) return wordsOf(blank);
  const field = FIELD_LABEL.exec(text.slice(lineStart, start));
  if (field?.[1] && !/[[{<_]/.test(field[1])) return field[1].trim();
  return wordsOf(blank);
}

/** A blank's own words, when it has any: "[Fill in state]" -> "state". */
function wordsOf(blank: string): string | null {
  const words = blank.replace(BLANK_NOISE, ' ').replace(/\s+/g, ' ').trim();
  // "[X]" and "[XXX]" stand for a figure: they name nothing.
  return /\p{L}/u.test(words) && !/^x+$/i.test(words) ? words : null;
}
