import type { WordToken } from './word-tokens.ts';

// Words that carry no meaning of their own, so a reworded sentence is judged on the words that do.
const FILLER = new Set(
  (
    'a an the of to in on at by for from with as and or is are be been being was were it its this ' +
    'that these those such any all each which who whom shall will must may hereof herein hereunder ' +
    'thereof therein after before within upon under into than then there'
  ).split(' '),
);

/**
 * The words two clauses are matched on: meaningful words, with their common endings cut
 * ("invoices" and "invoice", "terminated" and "terminates" are one word), so "Invoices are due
 * within thirty (30) days of receipt" and "Each invoice must be paid within thirty (30) days
 * after it is received" share most of theirs. Numbers are kept whole: they are what matters.
 */
export function toComparableWords(tokens: readonly WordToken[]): Set<string> {
  const words = new Set<string>();
  for (const token of tokens) {
    if (FILLER.has(token.key)) continue;
    words.add(/\d/.test(token.key) ? token.key : stem(token.key));
  }
  return words;
}

function stem(word: string): string {
  if (word.length <= 4) return word;
  return word
    .replace(/(?:ies|ied)$/, 'y')
    .replace(/(?:ings?|ed|es|s|ly|ment|ments)$/, '')
    .replace(/e$/, '');
}
