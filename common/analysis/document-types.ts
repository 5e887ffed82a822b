/** The CUAD contract types, each named "<Type> Agreement". */
export const CUAD_CONTRACT_TYPES = [
  'Affiliate',
  'Agency',
  'Co-Branding',
  'Collaboration',
  'Consulting',
  'Development',
  'Distributor',
  'Endorsement',
  'Franchise',
  'Hosting',
  'Intellectual Property',
  'Joint Venture',
  'License',
  'Maintenance',
  'Manufacturing',
  'Marketing',
  'Non-Compete/Non-Solicit',
  'Outsourcing',
  'Promotion',
  'Reseller',
  'Service',
  'Sponsorship',
  'Strategic Alliance',
  'Supply',
  'Transportation',
] as const;

/** The documents people bring most, beyond the CUAD commercial contracts. */
export const EVERYDAY_DOCUMENT_TYPES = [
  'NDA',
  'Employment Agreement',
  'Offer Letter',
  'Separation Agreement',
  'Invention Assignment Agreement',
  'Independent Contractor Agreement',
  'Residential Lease',
  'Commercial Lease',
  'Loan Agreement',
  'Guaranty',
  'Security Agreement',
  'Purchase Agreement',
  'Letter of Intent',
  'Term Sheet',
  'Operating Agreement',
  'Order Form',
  'Amendment',
  'Data Processing Agreement',
  'Business Associate Agreement',
  'Joint Filing Agreement',
  'Terms of Service',
  'Privacy Policy',
  'SAFE',
  'Convertible Note',
  'Settlement Agreement',
  'Power of Attorney',
  'Will',
] as const;

/** Every document type the analysis can name; 'Unknown' means not analysed yet. */
export const DOCUMENT_TYPES = [
  ...CUAD_CONTRACT_TYPES.map((type) => `${type} Agreement` as const),
  ...EVERYDAY_DOCUMENT_TYPES,
  'Other Legal Document',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The type a document has before any analysis (SPEC section 3). */
export const UNANALYSED_DOCUMENT_TYPE = 'Unknown';

/** The document type for a CUAD contract type label ("License" -> "License Agreement"). */
export function toDocumentType(cuadContractType: string): DocumentType | null {
  const name = `${cuadContractType} Agreement`;
  return (DOCUMENT_TYPES as readonly string[]).includes(name) ? (name as DocumentType) : null;
}
