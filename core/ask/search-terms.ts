/**
 * How questions and passages become search terms: words, minus the words that carry no meaning
 * for retrieval, reduced to a crude stem so "terminate", "termination" and "terminated" meet.
 */

// Function words, question words and the filler people put in questions ("can I get out of
// this"): none of them says what the question is about.
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be been before being below ' +
    'between both but by can could did do does doing done down during each few for from further ' +
    'get gets getting got had has have having he her here hers herself him himself his how i if ' +
    'in into is it its itself just let me more most my myself no nor not now of off on once only ' +
    'or other ought our ours ourselves out over same she should so some such than that the ' +
    'their theirs them themselves then there these they this those through to too under until ' +
    'up very was we were what when where which while who whom why with would you your yours ' +
    'yourself yourselves will shall may might must also am s t happen happens happened ' +
    'anything something thing things say says said tell document want need know mean means ' +
    'able allowed ok okay please one ever way like non many much really don doesn didn isn ' +
    'aren won wasn weren haven hasn'
  ).split(' '),
);

// Forms the suffix stripper cannot join, mapped to the stem of their family.
const IRREGULAR: Record<string, string> = {
  paid: 'pay',
  owner: 'own',
  owners: 'own',
  ownership: 'own',
  owned: 'own',
  owns: 'own',
  liable: 'liabil',
  liability: 'liabil',
  liabilities: 'liabil',
  ended: 'end',
  ends: 'end',
  children: 'child',
  licence: 'licens',
  licences: 'licens',
  sold: 'sell',
  fired: 'fire',
  // "The other side" is what people call the other party.
  side: 'part',
  sides: 'part',
  // "Governing law" must not meet every "governmental agency".
  government: 'gvmt',
  governmental: 'gvmt',
  governments: 'gvmt',
};

const SUFFIXES = [
  'ification',
  'ational',
  'ations',
  'ation',
  'itions',
  'ition',
  'itors',
  'itor',
  'ments',
  'ment',
  'ness',
  'ship',
  'ities',
  'ity',
  'ings',
  'ing',
  'ably',
  'able',
  'ible',
  'ies',
  'ied',
  'ally',
  'ly',
  'al',
  'ed',
  'es',
  's',
  'e',
  'y',
];

/**
 * Words every contract is full of: matching only these is no sign that a passage answers the
 * question, so they do not count as evidence (they still count for ranking).
 */
const GENERIC_TERMS = new Set(
  [
    'agreement',
    'contract',
    'party',
    'parties',
    'section',
    'hereby',
    'herein',
    'hereunder',
    'thereof',
    'provided',
    'including',
    'time',
    'other',
    'use',
    'make',
    'made',
    'right',
    'rights',
    'company',
    'customer',
  ].map((word) => stem(word)),
);

/** Words of a text in lower case, possessives dropped ("Tenant's" -> "tenant"). */
export function tokenizeWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9$%]+/g) ?? [];
}

/**
 * A search term for one word, or null for a stop word. Suffixes are stripped once and the
 * rest cut to six letters: crude, but it joins the families a contract uses and errs the same
 * way for question and passage.
 */
export function toSearchTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower) || lower.length < 2) return null;
  return stem(lower);
}

export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  let result = word;
  for (const suffix of SUFFIXES) {
    if (result.endsWith(suffix) && result.length - suffix.length >= 3) {
      result = result.slice(0, -suffix.length);
      break;
    }
  }
  return result.slice(0, 6);
}

/** The distinct search terms of a text, stop words removed. */
export function toSearchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenizeWords(text)) {
    const term = toSearchTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}

/** Whether a term says something about the subject, beyond what every contract says. */
export function isMeaningfulTerm(term: string): boolean {
  return !GENERIC_TERMS.has(term);
}
