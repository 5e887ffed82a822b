import type { DocumentType } from '../../../common/analysis/document-types.ts';

/**
 * Who a document is read for by default, per type (reference/review-rubric.md, section 1): the
 * roles that make a party the reader, the roles that make it the other side (for documents whose
 * reader is "whoever is not the provider"), and the role to name when no party was found.
 */
export interface ReaderRule {
  readerRoles: RegExp;
  otherRoles?: RegExp;
  fallbackRole: string;
  /**
   * When no party plays a reader role, read as the fallback role instead of the most bound
   * party (a lease or franchise without its roles found is still read for the tenant).
   */
  fallbackOnly?: boolean;
}

const PROVIDERS =
  /provider|vendor|supplier|contractor|consultant|carrier|developer|manufacturer|seller|licensor|franchisor|transporter|operator|servicer|outsourcer|bank/i;

const SERVICES: ReaderRule = {
  readerRoles: /customer|client|shipper|charterer|purchaser|buyer|subscriber|recipient/i,
  otherRoles: PROVIDERS,
  fallbackRole: 'Customer',
};
const SUPPLY: ReaderRule = {
  readerRoles: /buyer|purchaser|customer|client/i,
  otherRoles: PROVIDERS,
  fallbackRole: 'Buyer',
};

const RULES: Partial<Record<DocumentType, ReaderRule>> = {
  NDA: { readerRoles: /receiv|recipient/i, fallbackRole: 'Receiving Party' },
  'Employment Agreement': {
    readerRoles: /employee|executive|candidate|officer/i,
    otherRoles: /employer|company/i,
    fallbackRole: 'Employee',
    fallbackOnly: true,
  },
  'Independent Contractor Agreement': {
    readerRoles: /contractor|consultant|service provider|freelancer/i,
    fallbackRole: 'Contractor',
  },
  'Consulting Agreement': {
    readerRoles: /consultant|contractor|advisor|adviser/i,
    fallbackRole: 'Consultant',
  },
  'Non-Compete/Non-Solicit Agreement': {
    readerRoles: /employee|executive|seller|shareholder|covenantor|consultant|stockholder/i,
    fallbackRole: 'Employee',
  },
  'Residential Lease': {
    readerRoles: /tenant|lessee|resident|renter/i,
    fallbackRole: 'Tenant',
    fallbackOnly: true,
  },
  'Commercial Lease': { readerRoles: /tenant|lessee/i, fallbackRole: 'Tenant', fallbackOnly: true },
  'Terms of Service': { readerRoles: /user|customer|subscriber|member|you/i, fallbackRole: 'User' },
  'Privacy Policy': { readerRoles: /user|customer|subscriber|member|you/i, fallbackRole: 'User' },
  'License Agreement': { readerRoles: /licensee|sublicensee/i, fallbackRole: 'Licensee' },
  'Franchise Agreement': {
    readerRoles: /franchisee/i,
    fallbackRole: 'Franchisee',
    fallbackOnly: true,
  },
  'Distributor Agreement': {
    readerRoles: /distributor|reseller|dealer/i,
    fallbackRole: 'Distributor',
  },
  'Reseller Agreement': { readerRoles: /reseller|distributor|dealer/i, fallbackRole: 'Reseller' },
  'Loan Agreement': {
    readerRoles: /borrower|maker|debtor/i,
    fallbackRole: 'Borrower',
    fallbackOnly: true,
  },
  SAFE: { readerRoles: /investor|purchaser|holder/i, fallbackRole: 'Investor', fallbackOnly: true },
  'Purchase Agreement': SUPPLY,
  'Supply Agreement': SUPPLY,
  'Manufacturing Agreement': SUPPLY,
  'Service Agreement': SERVICES,
  'Hosting Agreement': SERVICES,
  'Maintenance Agreement': SERVICES,
  'Outsourcing Agreement': SERVICES,
  'Transportation Agreement': SERVICES,
  'Development Agreement': SERVICES,
};

/** The default-reader rule of a document type; null when any party may be the reader. */
export function findReaderRule(documentType: string): ReaderRule | null {
  return RULES[documentType as DocumentType] ?? null;
}
