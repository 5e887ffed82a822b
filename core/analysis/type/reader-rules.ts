/**
 * Who a document is read for by default (reference/review-rubric.md, section 1): the roles that
 * make a party the reader, the roles that make it the other side (for documents whose reader is
 * "whoever is not the provider"), and the role to name when no party was found. Each type's
 * rule is part of its profile (core/analysis/playbooks/profiles); the rules several types share are here.
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

export const SERVICES: ReaderRule = {
  readerRoles: /customer|client|shipper|charterer|purchaser|buyer|subscriber|recipient/i,
  otherRoles: PROVIDERS,
  fallbackRole: 'Customer',
};
export const SUPPLY: ReaderRule = {
  readerRoles: /buyer|purchaser|customer|client/i,
  otherRoles: PROVIDERS,
  fallbackRole: 'Buyer',
};

export const EMPLOYEE: ReaderRule = {
  readerRoles: /employee|executive|candidate|officer/i,
  otherRoles: /employer|company/i,
  fallbackRole: 'Employee',
  fallbackOnly: true,
};
// Read for the side that is not named, whoever signs it: no role is ever the reader's own.
export const EITHER: ReaderRule = { readerRoles: /(?!)/, fallbackRole: 'Party', isMutual: true };
