import type { DocumentType } from '../../../common/analysis/document-types.ts';
import { findAmendedType } from '../document-type/find-amended-type.ts';

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
  /**
   * Either party could be the reader, on the same terms (a letter of intent, a joint filing
   * agreement): read for the first party named, and say it could be either.
   */
  isMutual?: boolean;
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

const EMPLOYEE: ReaderRule = {
  readerRoles: /employee|executive|candidate|officer/i,
  otherRoles: /employer|company/i,
  fallbackRole: 'Employee',
  fallbackOnly: true,
};
// Read for the side that is not named, whoever signs it: no role is ever the reader's own.
const EITHER: ReaderRule = { readerRoles: /(?!)/, fallbackRole: 'Party', isMutual: true };

const RULES: Partial<Record<DocumentType, ReaderRule>> = {
  NDA: { readerRoles: /receiv|recipient/i, fallbackRole: 'Receiving Party' },
  'Employment Agreement': EMPLOYEE,
  'Offer Letter': EMPLOYEE,
  'Separation Agreement': EMPLOYEE,
  // Consultants sign these too; either way the reader is the person whose inventions move.
  'Invention Assignment Agreement': {
    readerRoles: /employee|executive|consultant|contractor|assignor|inventor/i,
    otherRoles: /employer|company|assignee/i,
    fallbackRole: 'Employee',
    fallbackOnly: true,
  },
  // The customer is the controller whose data the provider processes.
  'Data Processing Agreement': {
    readerRoles: /controller|customer|client|data exporter/i,
    otherRoles: /processor|vendor|supplier|provider|data importer/i,
    fallbackRole: 'Customer',
  },
  'Business Associate Agreement': {
    readerRoles: /covered entity/i,
    otherRoles: /business associate/i,
    fallbackRole: 'Covered Entity',
  },
  Guaranty: {
    readerRoles: /guarantor|surety/i,
    otherRoles: /lender|creditor|landlord|lessor|beneficiary|guaranteed party|bank|holder/i,
    fallbackRole: 'Guarantor',
    fallbackOnly: true,
  },
  'Security Agreement': {
    readerRoles: /debtor|grantor|pledgor|borrower/i,
    otherRoles: /secured party|lender|pledgee|collateral agent|bank/i,
    fallbackRole: 'Debtor',
    fallbackOnly: true,
  },
  'Operating Agreement': {
    readerRoles: /\bmember/i,
    otherRoles: /company|manager/i,
    fallbackRole: 'Member',
    fallbackOnly: true,
  },
  'Letter of Intent': EITHER,
  'Joint Filing Agreement': EITHER,
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
  'Order Form': SERVICES,
  'Hosting Agreement': SERVICES,
  'Maintenance Agreement': SERVICES,
  'Outsourcing Agreement': SERVICES,
  'Transportation Agreement': SERVICES,
  'Development Agreement': SERVICES,
};

/**
 * The default-reader rule of a document type; null when any party may be the reader. An
 * amendment is read like the agreement it amends, when the text names one of a known type.
 */
export function findReaderRule(documentType: string, text = ''): ReaderRule | null {
  const type =
    documentType === 'Amendment' ? findAmendedType(text) : (documentType as DocumentType);
  return (type && RULES[type]) ?? null;
}
