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
  'refund refunds refundable reimburse',
  'close suspend terminate deactivate',
  'ban suspend terminate',
  'raise increase',
  'price prices fee fees charges pricing',
  'customer customers client clients',
  'staff employee employees personnel',
  'rival competitor',
  'owns own ownership title',
  'injunction injunctive equitable',
  'sublet sublease',
  'repair repairs maintain maintenance',
  'limit cap maximum',
  'guarantee warranty warrant',
  'late overdue',
  'vote voting',
  'whole entire',
  'prepay prepayment prepaid',
];

/**
 * How people put a question, and how a contract puts the same thing: "Can we go after their
 * customers?" asks whether the contract lets them solicit. The question is read in the
 * contract's words before it is searched and answered; each phrase is one everyday way of
 * saying it, written from how clients ask, not from any document's wording.
 */
const EVERYDAY_PHRASES: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:go(?:es|ing)?\s+after|poach(?:es|ing)?|steal(?:s|ing)?|approach(?:es|ing)?)\b/gi,
    'solicit',
  ],
  [/\b(?:get|getting)\s+(?:(?:my|our|the|your|their|any)\s+)?money\s+back\b/gi, 'get a refund'],
  [/\bmoney\s+back\b/gi, 'a refund'],
  [/\bcourt\s+orders?\b/gi, 'injunction'],
  [
    /\b(?:shut|shuts|shutting)\s+down\b|\bkick(?:s|ing)?\s+(?:me|us|you)\s+(?:out|off)\b/gi,
    'terminate',
  ],
  [/\b(?:walk\s+away|back\s+out|pull\s+out|get\s+out)\s+(?:of|from)\b/gi, 'terminate'],
  [
    /\b(?:let|lets)\s+(?:me|us|you|him|her)\s+go\b|\blay(?:s)?\s+(?:me|us|you)\s+off\b/gi,
    'terminate',
  ],
  [/\b(?:put|puts|putting)\s+up\b|\bcharge\s+more\b/gi, 'increase'],
  [
    /\b(?:side\s+(?:job|gig|business|work)s?|moonlight(?:ing)?|outside\s+work)\b/gi,
    'outside activities',
  ],
  [/\b(?:take|taking)\s+(?:them|him|her|it|you|us)\s+to\s+court\b/gi, 'sue'],
  [/\bon\s+the\s+hook\b/gi, 'liable'],
  [/\bpersonally\s+(?:liable|responsible|on\s+the\s+hook)\b/gi, 'personally guarantee'],
  [
    /\b(?:demand|call\s+in|ask\s+for)\s+(?:the\s+)?(?:whole|entire|full)\s+(?:loan|debt|amount|balance)(?:\s+at\s+once)?/gi,
    'declare the entire balance immediately due',
  ],
  [/\bpay\s+(?:the\s+\w+\s+|it\s+)?off\s+early\b|\bpay\s+early\b/gi, 'prepay'],
  [/\b(?:personal\s+)?info\b/gi, 'information'],
];

/** The question in the contract's words: "go after their customers" → "solicit their customers". */
export function toContractWords(question: string): string {
  return EVERYDAY_PHRASES.reduce(
    (wording, [phrase, contractWord]) => wording.replace(phrase, contractWord),
    question,
  );
}

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
