/**
 * The number a clause is written with, read from its first words: "12.2", "Section 4",
 * "Article III" are absolute (they place the clause in the whole document); "(b)", "ii." and
 * "A." are relative (they place it in the list it belongs to).
 */
export interface ClauseLabel {
  /** As written, without its trailing full stop: "12.2", "(b)", "Article III". */
  text: string;
  isAbsolute: boolean;
  /** "12.2" is [12, 2], "Article III" [3], "(b)" [2]. */
  path: number[];
}

// Bare numbers need their full stop or a second level ("3.1"), so "30 days after ..." is not a
// label; list markers need their brackets or a full stop.
const LABEL =
  /^\s*(?:((?:section|article|clause)\s+(?:\d{1,3}(?:\.\d{1,3})*|[ivxlc]{1,6}))\.?(?=\s|$)|(\d{1,3}(?:\.\d{1,3})+)\.?(?=\s|$)|(\d{1,3})\.(?=\s|$)|(\((?:[a-z]{1,2}|[ivxlc]{1,6}|\d{1,3})\)|(?:[a-z]|[ivxlc]{1,6})\))(?=\s|$)|([A-Z]|[ivxlc]{2,6})\.(?=\s))/i;

/** The label a clause starts with and how long it is, or null when it starts with a word. */
export function readClauseLabel(text: string): { label: ClauseLabel; length: number } | null {
  const match = LABEL.exec(text);
  if (!match) return null;
  const [whole, named, dotted, single, listed, lettered] = match;
  const written = named ?? dotted ?? single ?? listed ?? lettered ?? '';
  const isAbsolute = named !== undefined || dotted !== undefined || single !== undefined;
  const path = isAbsolute
    ? readAbsolutePath(written)
    : [readOrdinal(written.replace(/[()]/g, '').toLowerCase())];
  return { label: { text: written, isAbsolute, path }, length: whole.length };
}

function readAbsolutePath(written: string): number[] {
  const number = written.replace(/^(?:section|article|clause)\s+/i, '');
  if (/^[ivxlc]+$/i.test(number)) return [readRoman(number.toLowerCase())];
  return number.split('.').map(Number);
}

/** "b" is 2; "iv" is 4; "12" is 12. A single letter is a letter, never a roman numeral. */
function readOrdinal(marker: string): number {
  if (/^\d+$/.test(marker)) return Number(marker);
  if (marker.length === 1) return marker.charCodeAt(0) - 96;
  if (/^[ivxlc]+$/.test(marker)) return readRoman(marker);
  // "aa" after "z", as long lists letter on.
  return 26 * (marker.charCodeAt(0) - 96) + (marker.charCodeAt(1) - 96);
}

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

function readRoman(numeral: string): number {
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = ROMAN[numeral.charAt(index)] ?? 0;
    const next = ROMAN[numeral.charAt(index + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}
