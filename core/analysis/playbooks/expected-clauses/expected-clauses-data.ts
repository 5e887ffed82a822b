import type { ExpectedClause } from './missing-clause-rules.ts';

// What a lawyer expects in agreements about personal and health data (GDPR article 28, HIPAA).

/** Data processing agreements (GDPR article 28). */
export const DATA_PROCESSING: ExpectedClause[] = [
  {
    category: 'processing-instructions',
    title: 'Processing only on your instructions',
    whyItMatters:
      'It does not limit the processor to using the personal data as you instruct, which data protection law (GDPR article 28) requires.',
    present: /\binstructions?\b/i,
    clauseCategories: [],
  },
  {
    category: 'sub-processors',
    title: 'Sub-processors',
    whyItMatters:
      'Nothing controls whether the processor hands your data to other companies, or tells you first so you can object.',
    present: /\bsub-?processors?\b|\bsub-?contract\w*/i,
    clauseCategories: [],
  },
  {
    category: 'security-measures',
    title: 'Security measures',
    whyItMatters:
      'It does not say how the data must be protected (the technical and organisational security measures), so a weak safeguard is not a breach of contract.',
    present:
      /\bsecurity\s+measures\b|\btechnical\s+and\s+organi[sz]ational\b|\bsafeguards?\b|\bencrypt\w*/i,
    clauseCategories: [],
  },
  {
    category: 'breach-notification',
    title: 'Breach notification',
    whyItMatters:
      'Nothing requires the processor to tell you promptly about a personal data breach, which you may have to report to the regulator within 72 hours.',
    present:
      /\b(?:notify|notice|notification|inform)\w*\b[^.]{0,100}\b(?:breach|incident)|\b(?:breach|incident)\w*\b[^.]{0,100}\b(?:notify|notice|notification|inform)/i,
    clauseCategories: [],
  },
  {
    category: 'deletion-or-return',
    title: 'Deletion or return of data',
    whyItMatters:
      'It does not say that the personal data is deleted or returned when the service ends, so copies may stay with the processor.',
    present:
      /\b(?:delet|return|destr)\w*\b[^.]{0,100}\b(?:data|information)\b|\b(?:data|information)\b[^.]{0,100}\b(?:delet|return|destr)\w*/i,
    clauseCategories: [],
  },
  {
    category: 'audit-rights',
    title: 'Audits',
    whyItMatters:
      'You have no right to check that the processor keeps its promises, by audits, inspections or reports.',
    present: /\baudit\w*|\binspect\w*/i,
    clauseCategories: ['audit-rights'],
  },
];

/** Business associate agreements (HIPAA, 45 CFR 164.504(e)). */
export const BUSINESS_ASSOCIATE: ExpectedClause[] = [
  {
    category: 'permitted-uses',
    title: 'Permitted uses and disclosures',
    whyItMatters:
      'It does not limit what the business associate may do with protected health information, which HIPAA requires the agreement to set out.',
    present:
      /\bpermitted\s+uses?\b|\buses?\s+and\s+disclos\w*|\buse\s+or\s+disclose\b|\bmay\s+(?:only\s+)?use\b/i,
    clauseCategories: [],
  },
  {
    category: 'safeguards',
    title: 'Safeguards',
    whyItMatters:
      'It does not require the safeguards the HIPAA Security Rule sets for electronic health information.',
    present: /\bsafeguards?\b|\bsecurity\s+rule\b|\bsubpart\s+c\b/i,
    clauseCategories: [],
  },
  {
    category: 'breach-reporting',
    title: 'Breach reporting',
    whyItMatters:
      'Nothing requires the business associate to report breaches of unsecured health information, which the covered entity must in turn report to patients and regulators.',
    present:
      /\b(?:report|notify|notice)\w*\b[^.]{0,100}\b(?:breach|security\s+incident|unsecured)|\bbreach\w*\b[^.]{0,100}\b(?:report|notify|notice)/i,
    clauseCategories: [],
  },
  {
    category: 'return-or-destruction',
    title: 'Return or destruction at the end',
    whyItMatters:
      'It does not say the health information is returned or destroyed when the agreement ends, as HIPAA requires where feasible.',
    present: /\breturn\b[^.]{0,60}\bdestr\w*|\bdestr(?:oy|uction)\b/i,
    clauseCategories: [],
  },
  {
    category: 'subcontractors',
    title: 'Subcontractors',
    whyItMatters:
      "Nothing binds the business associate's subcontractors to the same restrictions, so the information can leave the chain of protection.",
    present: /\bsub-?contract\w*/i,
    clauseCategories: [],
  },
];
