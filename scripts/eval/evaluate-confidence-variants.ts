import { createRandom } from '../train/random.ts';

/**
 * Degraded copies of a labelled contract, to measure how the share of confirmed findings falls
 * when a document is thin, scanned or a template full of blanks: CUAD has no such documents,
 * but its labels still say what is right in a degraded copy of one. Every change keeps the
 * text's length and offsets (a label at 120-180 is still at 120-180), except truncation, which
 * only cuts the end.
 */

/** The first `count` words of the text (its offsets unchanged). */
export function truncateToWords(text: string, count: number): string {
  let words = 0;
  for (const match of text.matchAll(/\S+/g)) {
    words++;
    if (words === count) return text.slice(0, match.index + match[0].length);
  }
  return text;
}

// What text recognition confuses. Tesseract misreads into plausible characters, not noise, so
// a character with no look-alike becomes another letter: the copy still reads as words, as a
// real scan's text does, and only the scan itself says it is uncertain.
const LOOK_ALIKES: Record<string, string> = {
  l: '1',
  I: 'l',
  o: '0',
  O: '0',
  e: 'c',
  a: 'o',
  i: 'l',
  n: 'r',
  m: 'n',
  s: '5',
  S: '5',
  t: 'f',
  h: 'b',
  c: 'e',
  u: 'v',
  ',': '.',
  '.': ',',
};

/**
 * The text as a scan read by text recognition that is `confidence` sure of its words: each
 * word is misread with probability 1 - confidence (Tesseract's word confidence is roughly the
 * chance the word is right), one or two of its characters swapped for a look-alike.
 * Seeded, so the copy is the same on every run.
 */
export function simulateScan(text: string, confidence: number, seed: number): string {
  const random = createRandom(seed);
  const characters = [...text];
  let wordStart = -1;
  for (let index = 0; index <= characters.length; index++) {
    const isSpace = index === characters.length || /\s/.test(characters[index] ?? ' ');
    if (!isSpace && wordStart < 0) wordStart = index;
    if (isSpace && wordStart >= 0) {
      if (random() >= confidence) {
        const length = index - wordStart;
        const changes = length > 4 && random() < 0.5 ? 2 : 1;
        for (let change = 0; change < changes; change++) {
          const at = wordStart + Math.floor(random() * length);
          const character = characters[at] ?? '';
          characters[at] =
            LOOK_ALIKES[character] ?? String.fromCharCode(97 + Math.floor(random() * 26));
        }
      }
      wordStart = -1;
    }
  }
  return characters.join('');
}

/** A template blank: "[●]" padded with spaces to the length of what it replaces. */
function toBlank(words: string): string {
  return words.length < 3 ? words : `[●]${' '.repeat(words.length - 3)}`;
}

const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December),?\s+\d{4}\b/g;
const AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion))?/g;
const PERIOD_NUMBER =
  /(?:\b\d+|\(\d+\))(?=\s+(?:calendar\s+|business\s+)?(?:days|months|years)\b)/g;

/**
 * The contract as a template whose deal terms were never filled in: the parties' names (as the
 * experts wrote them), every date, sum of money and number of days, months or years, and the
 * governing state (as the experts named it) replaced by "[●]" blanks.
 */
export function blankOutDealTerms(
  text: string,
  partyNames: readonly string[],
  governingLaw: string,
): string {
  let blanked = text;
  const literal = (words: string) =>
    new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'g');
  for (const name of partyNames)
    if (name.length >= 4) blanked = blanked.replace(literal(name), toBlank);
  const place = governingLaw.split(/[,;/]|\band\b/)[0]?.trim() ?? '';
  if (place.length >= 4) blanked = blanked.replace(literal(place), toBlank);
  return blanked.replace(DATE, toBlank).replace(AMOUNT, toBlank).replace(PERIOD_NUMBER, toBlank);
}
