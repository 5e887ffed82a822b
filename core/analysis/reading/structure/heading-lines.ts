/**
 * How a line opens a part of a contract, read from its words alone: "12.2 Termination.",
 * "ARTICLE V – CONFIDENTIALITY", "Section 3(b)", "(b) Exclusions.", "GOVERNING LAW". Whether
 * the line really is a heading (its number follows the one before) is for sections.ts to say.
 */

export type HeadingKind = 'part' | 'article' | 'numbered' | 'letter' | 'roman' | 'digit' | 'plain';

export interface HeadingLine {
  kind: HeadingKind;
  /** The numbers of a numbered heading ("12.2" is [12, 2]; "Article V" is [5]). */
  path: number[];
  /** A list item's place among its siblings ("(b)" is 2). */
  ordinal: number;
  /** The number as a lawyer cites it: "12.2", "Article V", "Exhibit A", "(b)". */
  number: string | null;
  /** Its name as written ("Termination"), null when words follow the number at once. */
  heading: string | null;
  /** Whether the number stands alone, its name on the next line ("ARTICLE 5" / "DEFINITIONS"). */
  wantsNextLine: boolean;
}

// "Exhibit A", "SCHEDULE 2", "Annex I": a part attached to the contract, numbered apart.
const PART =
  /^(exhibit|schedule|annex|appendix|attachment|addendum|rider)\s+([0-9]{1,3}|[A-Z]{1,2}|[IVX]{1,5})(?:\s*[-–—:.]\s*|\s+|$)(.*)$/i;
// "ARTICLE V – CONFIDENTIALITY", "Section 12.2 Termination", "Section 3(b)", "Clause 4".
const ARTICLE =
  /^(article|section|clause|part)\s+([0-9]{1,3}(?:\.[0-9]{1,3})*|[IVXLC]{1,6})((?:\([a-z0-9]{1,4}\))*)\.?(?:\s*[-–—:]\s*|\s+|$)(.*)$/i;
// "12.2 Termination.", "1. Services", "1.1. Services.", "1 Supply of Ingredients", "3) Fees",
// "IV. TERM".
const NUMBERED = /^([0-9]{1,3}(?:\.[0-9]{1,3})*|[IVX]{1,5}(?=\.))(?:\.?\)?\s+|\.(?=\S)|\.?$)(.*)$/;
// "(b) Exclusions.", "(ii) disclose ...", "(1) ...", "b. ...", "b) ...".
const LIST_ITEM = /^(?:\(([a-z]{1,2}|[ivx]{1,5}|[0-9]{1,2})\)|([a-z])[.)])\s+(.*)$/;

// A name that ends before the clause's words: "Termination. Either party may ..." or
// "GOVERNING LAW: This Agreement ...".
const INLINE_NAME = /^([A-Z“"][^.:!?]{0,80}?)(?:\.|:|\s[-–—]\s)(?:\s|$)/;
const SMALL_WORDS = new Set(
  'of to and or the for in on a an by with from under at as not its their per upon into its & vs'.split(
    ' ',
  ),
);
const HEAD_LENGTH = 240;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/** The heading a line opens, if its words open one. */
export function readHeadingLine(line: string): HeadingLine | null {
  if (!/^[A-Z0-9(a-z]/.test(line)) return null;
  // A heading is read from the line's opening words; a paragraph on one line can be long.
  const text = line.length > HEAD_LENGTH ? line.slice(0, HEAD_LENGTH) : line;
  const part = PART.exec(text);
  if (part && /^[A-Z]/.test(text)) {
    const [, word = '', id = '', rest = ''] = part;
    if (rest && !readName(rest)) return null;
    return {
      kind: 'part',
      path: [],
      ordinal: 0,
      number: `${capitalize(word)} ${id}`,
      heading: rest ? readName(rest) : null,
      wantsNextLine: !rest,
    };
  }
  const article = ARTICLE.exec(text);
  if (article && /^[A-Z]/.test(text)) {
    const [, word = '', id = '', letters = '', rest = ''] = article;
    // "Section 3(b)" follows "Section 3(a)": its letters are a level of its number.
    const path = [
      ...(/^[0-9]/.test(id) ? id.split('.').map(Number) : [romanValue(id)]),
      ...[...letters.matchAll(/\((\w+)\)/g)].map((match) => letterValue(match[1] ?? '')),
    ];
    const isArticle = /^(?:article|part)$/i.test(word);
    const name = rest ? readName(rest) : null;
    if (rest && !name && !/^[A-Z“"(]/.test(rest)) return null;
    return {
      kind: isArticle ? 'article' : 'numbered',
      path,
      ordinal: 0,
      number: isArticle ? `${capitalize(word)} ${id}` : `${id}${letters}`,
      heading: name,
      wantsNextLine: !rest,
    };
  }
  const numbered = NUMBERED.exec(text);
  if (numbered) {
    const [, id = '', rest = ''] = numbered;
    if (rest && !/^[A-Z“"'([]/.test(rest)) return null;
    return {
      kind: 'numbered',
      path: /^[0-9]/.test(id) ? id.split('.').map(Number) : [romanValue(id)],
      ordinal: 0,
      number: id,
      heading: rest ? readName(rest) : null,
      wantsNextLine: !rest,
    };
  }
  const item = LIST_ITEM.exec(text);
  if (item) {
    const [, inBrackets, plain, rest = ''] = item;
    const id = (inBrackets ?? plain ?? '').toLowerCase();
    const kind: HeadingKind = /^[0-9]/.test(id)
      ? 'digit'
      : /^[ivx]+$/.test(id)
        ? 'roman'
        : 'letter';
    return {
      kind,
      path: [],
      ordinal: kind === 'digit' ? Number(id) : kind === 'roman' ? romanValue(id) : letterValue(id),
      number: `(${id})`,
      heading: readName(rest),
      wantsNextLine: false,
    };
  }
  return null;
}

/**
 * A heading without a number, alone on its line: "GOVERNING LAW", "Limitation of Liability".
 * A party's name ("DRIVEN DELIVERIES, INC."), a signature label ("CONSULTANT:") and the words
 * of a recital ("WHEREAS") are not headings.
 */
export function isPlainHeading(text: string): boolean {
  if (text.length < 3 || text.length > 80 || /[0-9{}[\]_]/.test(text)) return false;
  if (/[,;:]$|:\s/.test(text)) return false;
  if (/\b(?:inc|llc|l\.l\.c|ltd|corp|corporation|limited|l\.p|lp|llp|plc|gmbh|co)\.?$/i.test(text))
    return false;
  if (/^(?:whereas|now,?\s+therefore|in\s+witness|by|name|title|date|signature)\b/i.test(text))
    return false;
  // "Termination" alone is a heading; "Ingredients." is a sentence's last word wrapped.
  return isAllCapitals(text) ? /[A-Z]{3}/.test(text) : !/\.$/.test(text) && isTitleLike(text);
}

export function isAllCapitals(text: string): boolean {
  return /[A-Z]/.test(text) && text === text.toUpperCase();
}

/** "Limitation of Liability": few words, each capitalised but the small ones. */
export function isTitleLike(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 10 || !/^[A-Z“"(]/.test(text)) return false;
  return words.every(
    (word) => !/[a-z]/i.test(word) || /^[“"(']?[A-Z]/.test(word) || SMALL_WORDS.has(word),
  );
}

/** The name a heading's words begin with: the whole rest when short, or its part before a stop. */
function readName(rest: string): string | null {
  const trimmed = rest.trim();
  const whole = trimmed.replace(/[.:]$/, '');
  if (whole.length <= 80 && !/[.!?]/.test(whole) && (isTitleLike(whole) || isAllCapitals(whole)))
    return whole;
  const inline = INLINE_NAME.exec(trimmed);
  const name = inline?.[1]?.trim();
  if (name && (isTitleLike(name) || isAllCapitals(name)) && !/^["“]/.test(name)) return name;
  return null;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export function romanValue(roman: string): number {
  let total = 0;
  const letters = roman.toLowerCase();
  for (let index = 0; index < letters.length; index++) {
    const value = ROMAN_VALUES[letters.charAt(index)] ?? 0;
    const next = ROMAN_VALUES[letters.charAt(index + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function letterValue(id: string): number {
  // "(aa)" follows "(z)".
  return id.length === 2 ? 26 + (id.charCodeAt(0) - 96) : id.charCodeAt(0) - 96;
}
