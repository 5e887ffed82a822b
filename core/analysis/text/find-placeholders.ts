import { findOptionBoxes } from './find-option-boxes.ts';

/**
 * Placeholders: the blanks of a template that were never filled in. Contracts leave a term open
 * in a handful of ways, and a key fact that holds one was not agreed yet:
 * - a mark in brackets: "[●]", "[•]", "[    ]", "[ # ]", "[$______]", "[X] days", "[...]";
 * - an instruction to the drafter: "[Fill in state]", "[insert date]", "[Describe Use Limitations]";
 * - the name of what goes there: "[Governing State]", "[Legal name of the employer]", "[date]";
 * - a merge field: "{field}", "{{field}}", "<<Amount>>", "«Company_Name»";
 * - a line to write on: "____", "$______", "20__", a run of dots.
 * A box of a form ("[ ] 2 years", "[X] 1 year") looks like a bracketed blank but is an option
 * (find-option-boxes.ts), and a template's own directives ("{IF has_pilot}", "{END-IF}") are
 * not blanks either.
 */
// What a bracketed field names: the things a form leaves to be written in.
const FIELD_NOUNS =
  'names?|dates?|address(?:es)?|amounts?|state|county|country|city|court|jurisdiction|numbers?|price|percentage|title|e-?mail|phone|fax|signatory|year';
const PLACEHOLDER_PARTS = [
  // Merge fields, except the directives that include or leave out a passage.
  String.raw`\{\{?(?!\s*(?:if|else|elseif|else-if|end|endif|end-if|each|for)\b)\s*[a-z][^{}\n]{0,60}\}\}?`,
  String.raw`<<[^<>\n]{1,60}>>`,
  String.raw`«[a-z][\w .'-]{0,40}»`,
  // A bracketed mark: bullets, underscores, dots, a number sign or an "X" where a figure goes.
  String.raw`\[[ \t]*(?:[$€£]?[ \t●•■▪◼◾…_#.]*|x{1,4})[ \t]*\]`,
  // A bracketed instruction to whoever fills in the form.
  String.raw`\[[ \t]*(?:insert|fill[ \t]+in|select|specify|describe|enter|identify|choose)\b[^\]\n]{0,120}\]`,
  // A bracketed name of what goes there, in a few words and no figures: the thing named last
  // ("[Governing State]", "[INSERT E-MAIL ADDRESS]") or first ("[Legal name of the employer]").
  String.raw`\[[ \t]*(?:[a-z'’.-]+[ \t]+){0,4}(?:${FIELD_NOUNS})[ \t]*\]`,
  String.raw`\[[ \t]*(?:[a-z'’.-]+[ \t]+){0,2}(?:${FIELD_NOUNS})[ \t]+of[ \t]+(?:[a-z'’.-]+[ \t]+){0,4}[a-z'’.-]+[ \t]*\]`,
  String.raw`\[[ \t]*(?:company|party|employer|employee|tbd|tba)[ \t]*\]`,
  String.raw`\[[^\]\n]{0,60}\bto[ \t]+be[ \t]+(?:completed|determined|agreed|confirmed|inserted|provided)\b[^\]\n]{0,30}\]`,
  // Lines to write on, with the currency they are in.
  String.raw`[$€£][ \t]?_{3,}|_{3,}`,
  String.raw`\b(?:19|20)__(?!_)`,
  String.raw`[$€£][ \t]?X+(?:[,.]X+)*\b`,
  String.raw`\.{10,}|…{3,}`,
];
const PLACEHOLDER = new RegExp(PLACEHOLDER_PARTS.join('|'), 'gi');

export interface Placeholder {
  text: string;
  start: number;
  end: number;
}

/** Every placeholder in the text, in order; a form's option boxes are not among them. */
export function findPlaceholders(text: string): Placeholder[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (!found.some((placeholder) => /^\[[ \t]*x?[ \t]*\]$/i.test(placeholder.text))) return found;
  const boxes = new Set(findOptionBoxes(text).map((box) => box.start));
  return found.filter((placeholder) => !boxes.has(placeholder.start));
}

/** True when the words hold a placeholder ("[Governing State]", "____ days"). */
export function hasPlaceholder(words: string): boolean {
  return findPlaceholders(words).length > 0;
}
