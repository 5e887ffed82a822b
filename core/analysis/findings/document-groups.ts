/** Families of documents that share the same worries: who the reader is and what is at stake. */
export type DocumentGroup =
  'consumer' | 'employment' | 'lease' | 'loan' | 'nda' | 'commercial' | 'other';

const GROUP_BY_TYPE: Record<string, DocumentGroup> = {
  'Terms of Service': 'consumer',
  'Privacy Policy': 'consumer',
  'Employment Agreement': 'employment',
  'Offer Letter': 'employment',
  'Separation Agreement': 'employment',
  'Invention Assignment Agreement': 'employment',
  'Independent Contractor Agreement': 'employment',
  'Consulting Agreement': 'commercial',
  'Residential Lease': 'lease',
  'Commercial Lease': 'lease',
  'Loan Agreement': 'loan',
  // A guarantor and a debtor granting collateral answer for a debt, as a borrower does.
  Guaranty: 'loan',
  'Security Agreement': 'loan',
  'Order Form': 'commercial',
  NDA: 'nda',
  // Filers agreeing to file one Schedule 13D together: no deal, no money, no commercial risk.
  'Joint Filing Agreement': 'other',
  'Non-Compete/Non-Solicit Agreement': 'employment',
};

/** The group of a document type; CUAD contract types are commercial. */
export function findDocumentGroup(documentType: string): DocumentGroup {
  const group = GROUP_BY_TYPE[documentType];
  if (group) return group;
  return documentType.endsWith(' Agreement') ? 'commercial' : 'other';
}

/** Whether the reader is probably an individual (consumer, employee, tenant, borrower). */
export function isIndividualReader(group: DocumentGroup): boolean {
  return group === 'consumer' || group === 'employment' || group === 'lease' || group === 'loan';
}
