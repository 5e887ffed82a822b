import { toSearchTerm } from './search-terms.ts';

/**
 * The words people ask with, and the words contracts use for the same thing: "Can I share it
 * with my accountant?" is answered where the contract says "disclose". Each line is one
 * meaning; a question word finds passages with any word of its line. Only the question is
 * widened: a contract's "shares of stock" stay shares.
 */
const SAME_MEANING = [
  'share tell disclose divulge reveal',
  'verbal verbally oral orally spoken',
  'notify tell inform notice',
  'copy copies reproduce duplicate',
  'acquire obtain receive',
  'keep retain',
  'delete erase destroy',
  'hire employ recruit solicit',
  'sell transfer assign',
  'secret private confidential',
  'change modify amend',
  'renew extend',
  'sue lawsuit litigation proceedings claim',
  'court courts jurisdiction venue',
  'pay paid payment compensation fee',
  'cost costs expenses',
  'fire dismiss terminate',
  'cancel terminate',
  'quit resign',
  'compete competitor competitive competing',
  'owe owed liable',
];

/** A question term's other words of the same meaning, as words (to search) and as terms. */
export interface SameMeaning {
  words: readonly string[];
  terms: readonly string[];
}

const MEANINGS: ReadonlyMap<string, SameMeaning> = buildMeanings();

function buildMeanings(): Map<string, SameMeaning> {
  const meanings = new Map<string, { words: Set<string>; terms: Set<string> }>();
  for (const line of SAME_MEANING) {
    const entries = line
      .split(' ')
      .map((word) => ({ word, term: toSearchTerm(word) }))
      .filter((entry): entry is { word: string; term: string } => entry.term !== null);
    for (const { term } of entries) {
      const known = meanings.get(term) ?? { words: new Set<string>(), terms: new Set<string>() };
      for (const other of entries) {
        if (other.term === term) continue;
        known.words.add(other.word);
        known.terms.add(other.term);
      }
      meanings.set(term, known);
    }
  }
  return new Map(
    [...meanings].map(([term, { words, terms }]) => [
      term,
      { words: [...words], terms: [...terms] },
    ]),
  );
}

const NONE: SameMeaning = { words: [], terms: [] };

/** The other words and terms with the same meaning as a question's term ("share": "disclose"). */
export function findSameMeaning(term: string): SameMeaning {
  return MEANINGS.get(term) ?? NONE;
}
