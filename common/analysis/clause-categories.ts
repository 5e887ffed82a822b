import { toCategoryId } from './category-id.ts';

/** The 41 CUAD categories, spelled as the CUAD data spells them. */
export const CUAD_CATEGORY_NAMES = [
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period To Terminate Renewal',
  'Governing Law',
  'Most Favored Nation',
  'Non-Compete',
  'Exclusivity',
  'No-Solicit Of Customers',
  'Competitive Restriction Exception',
  'No-Solicit Of Employees',
  'Non-Disparagement',
  'Termination For Convenience',
  'Rofr/Rofo/Rofn',
  'Change Of Control',
  'Anti-Assignment',
  'Revenue/Profit Sharing',
  'Price Restrictions',
  'Minimum Commitment',
  'Volume Restriction',
  'Ip Ownership Assignment',
  'Joint Ip Ownership',
  'License Grant',
  'Non-Transferable License',
  'Affiliate License-Licensor',
  'Affiliate License-Licensee',
  'Unlimited/All-You-Can-Eat-License',
  'Irrevocable Or Perpetual License',
  'Source Code Escrow',
  'Post-Termination Services',
  'Audit Rights',
  'Uncapped Liability',
  'Cap On Liability',
  'Liquidated Damages',
  'Warranty Duration',
  'Insurance',
  'Covenant Not To Sue',
  'Third Party Beneficiary',
] as const;

/** Where a category comes from: the CUAD contract labels, the CLAUDETTE consumer labels, or ours. */
export type CategorySource = 'cuad' | 'consumer' | 'common';

/** A kind of clause the engine can find. */
export interface ClauseCategory {
  id: string;
  title: string;
  source: CategorySource;
}

/** Unfair-terms categories of the CLAUDETTE terms-of-service data, by its tag. */
export const CONSUMER_CATEGORY_BY_TAG = {
  a: 'arbitration',
  ch: 'unilateral-change',
  cr: 'content-removal',
  j: 'jurisdiction',
  law: 'choice-of-law',
  ltd: 'limitation-of-liability',
  ter: 'unilateral-termination',
  use: 'contract-by-using',
  pinc: 'privacy-by-using',
} as const;

const CONSUMER_TITLES: Record<string, string> = {
  arbitration: 'Arbitration',
  'unilateral-change': 'Unilateral change',
  'content-removal': 'Content removal',
  jurisdiction: 'Jurisdiction',
  'choice-of-law': 'Choice of law',
  'limitation-of-liability': 'Limitation of liability',
  'unilateral-termination': 'Unilateral termination',
  'contract-by-using': 'Contract by using',
  'privacy-by-using': 'Privacy terms accepted by using',
};

/** Categories that leases, employment, loans and everyday contracts call for beyond CUAD. */
const COMMON_TITLES: Record<string, string> = {
  'automatic-renewal': 'Automatic renewal',
  'early-termination-fee': 'Early termination fee',
  'security-deposit': 'Security deposit',
  'late-fees-and-interest': 'Late fees and interest',
  'assignment-of-inventions': 'Assignment of inventions',
  indemnification: 'Indemnification',
  'personal-guarantee': 'Personal guarantee',
  'jury-waiver': 'Jury trial waiver',
  'class-action-waiver': 'Class action waiver',
  confidentiality: 'Confidentiality',
  'payment-terms': 'Payment terms',
  'termination-for-cause': 'Termination for cause',
  'force-majeure': 'Force majeure',
  'dispute-resolution': 'Dispute resolution',
  'entire-agreement': 'Entire agreement',
  'notice-requirements': 'Notices',
  'at-will-employment': 'At-will employment',
  'acceleration-on-default': 'Acceleration on default',
  'waiver-of-rights': 'Waiver of rights',
  'confession-of-judgment': 'Confession of judgment',
  'right-of-entry': 'Right of entry',
  'repairs-on-tenant': 'Repairs left to the tenant',
};

/** Every clause category, CUAD first, each with a readable title. */
export const CLAUSE_CATEGORIES: readonly ClauseCategory[] = [
  ...CUAD_CATEGORY_NAMES.map((name) => ({
    id: toCategoryId(name),
    title: toTitle(name),
    source: 'cuad' as const,
  })),
  ...Object.entries(CONSUMER_TITLES).map(([id, title]) => ({
    id,
    title,
    source: 'consumer' as const,
  })),
  ...Object.entries(COMMON_TITLES).map(([id, title]) => ({ id, title, source: 'common' as const })),
];

const TITLES = new Map(CLAUSE_CATEGORIES.map((category) => [category.id, category.title]));

/** The readable title of a category id (the id itself for an unknown one). */
export function getCategoryTitle(id: string): string {
  return TITLES.get(id) ?? id;
}

function toTitle(cuadName: string): string {
  // CUAD capitalises every word ("Cap On Liability"); titles read better in sentence case,
  // keeping the acronyms.
  const sentence = cuadName.charAt(0) + cuadName.slice(1).toLowerCase();
  return sentence.replace(/\bip\b/gi, 'IP').replace(/rofr\/rofo\/rofn/i, 'ROFR/ROFO/ROFN');
}
