import { getCategoryTitle } from './clause-categories.ts';

// Labels title case cannot derive: initials spelled out for readers who do not know them, CUAD
// names that run a qualifier into the name with a hyphen ("Affiliate License-Licensor"), and
// ids that lost a word's own hyphen.
const WRITTEN_OUT: Record<string, string> = {
  'rofr-rofo-rofn': 'Right of First Refusal / Offer / Negotiation',
  'unlimited-all-you-can-eat-license': 'Unlimited (All-You-Can-Eat) License',
  'affiliate-license-licensor': 'Affiliate License (Licensor)',
  'affiliate-license-licensee': 'Affiliate License (Licensee)',
  'at-will': 'At-Will Employment',
  'sub-processors': 'Sub-Processors',
};

// Words that are initials, in capitals wherever they stand ("IP", never "Ip").
const INITIALS = new Set([
  'ai',
  'baa',
  'dpa',
  'eula',
  'gdpr',
  'hipaa',
  'ip',
  'llc',
  'loi',
  'mfn',
  'nda',
  'phi',
  'rofn',
  'rofo',
  'rofr',
  'safe',
  'sla',
]);

// Short joining words stay lower case inside a title ("Cap on Liability", "Change of Control").
const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'vs',
  'via',
]);

/**
 * The label a person reads for a clause, red-flag or protection category id, in title case with
 * its initials in capitals: "IP Ownership Assignment", "Cap on Liability", "Non-Compete". Known
 * ids start from the catalogue's title, unknown ones (a language model's own category) from the
 * id's words, so no id is ever shown machine-cased.
 */
export function getCategoryLabel(id: string): string {
  const writtenOut = WRITTEN_OUT[id];
  if (writtenOut) return writtenOut;
  const title = getCategoryTitle(id);
  const words = (title !== id ? title : id.replace(/[-_]+/g, ' ')).split(/\s+/).filter(Boolean);
  const last = words.length - 1;
  return words.map((word, index) => capitalise(word, index === 0 || index === last)).join(' ');
}

// Each part of a hyphenated or slashed compound is capitalised ("No-Solicit", "Revenue/Profit").
function capitalise(word: string, isFirstOrLast: boolean): string {
  return word.replace(/[^-/]+/g, (part) => {
    const lower = part.toLowerCase();
    if (INITIALS.has(lower)) return lower.toUpperCase();
    if (MINOR_WORDS.has(lower) && !isFirstOrLast) return lower;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}
