/**
 * Placeholders: the blanks of a template that were never filled in. "[●]", "[•]", "____",
 * "[Insert date]", "[Governing State]", "{Company Name}", "<<Amount>>", "[ ]" and a run of dots
 * are how contracts leave a term open; a key fact that holds one was not agreed yet.
 */
const PLACEHOLDER =
  /\{\{?[A-Za-z][^{}\n]{0,60}\}\}?|<<[^<>\n]{1,60}>>|\[\s*(?:[●•_\s]+|\.{3,}|[Ii]nsert\b[^\]\n]{0,60}|(?:[A-Z][A-Za-z]*\s){0,3}(?:State|Name|Date|Address|Amount|Party|Company|County|Country|Court|Jurisdiction|City|Number|Term|Fee|Price|Percentage|Period|Years?|Months?|Days?))\s*\]|_{4,}|\.{10,}/g;

export interface Placeholder {
  text: string;
  start: number;
  end: number;
}

/** Every placeholder in the text, in order. */
export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** True when the words hold a placeholder ("[Governing State]", "____ days"). */
export function hasPlaceholder(words: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(words);
}
