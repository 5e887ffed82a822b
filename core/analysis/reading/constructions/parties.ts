import type { Side } from '../perspective/sides.ts';

/** A side as the reading builds it: its role, its words and its pronouns. */
export function side(role: string, words: string[] = [], pronouns: string[] = []): Side {
  return {
    role,
    name: role,
    terms: [role, ...words],
    subjectPronouns: pronouns.filter((pronoun) => pronoun === 'we' || pronoun === 'you'),
    possessivePronouns: pronouns.filter((pronoun) => pronoun === 'our' || pronoun === 'your'),
  };
}

/** A franchise agreement: the franchisor is "we", the franchisee "you", and an owner guarantees. */
export const FRANCHISE = [
  side('Franchisor', [], ['we', 'our']),
  side('Franchisee', [], ['you', 'your']),
  side('Guarantor'),
];
/** Terms of service: the provider is "we", the user "you". */
export const TERMS = [side('Provider', [], ['we', 'our']), side('User', [], ['you', 'your'])];
export const EMPLOYMENT = [side('Company'), side('Employee')];
export const CONSULTING = [side('Company'), side('Consultant')];
