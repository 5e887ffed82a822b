import { CONFIDENTIALITY, PAYMENT, type ExpectedClause } from './missing-clause-rules.ts';

// What a lawyer expects in the documents of a job: an offer, a separation, an invention assignment.

const PAY: ExpectedClause = {
  ...PAYMENT,
  title: 'Pay',
  whyItMatters:
    'It does not say what you will be paid, or when. Get the salary, pay dates and any bonus in writing.',
};

/** Offer letters. */
export const OFFER_LETTER: ExpectedClause[] = [
  PAY,
  {
    category: 'start-date',
    title: 'Start date',
    whyItMatters:
      'It does not say when the job starts, which decides when pay and benefits begin and when a notice period or probation runs from.',
    present:
      /\bstart(?:ing)?\s+date\b|\bcommenc\w+|\bbegin\w*\b[^.]{0,60}\bemployment\b|\bemployment\b[^.]{0,60}\bbegin\w*|\bfirst\s+day\b/i,
    clauseCategories: ['effective-date'],
  },
  {
    category: 'termination-for-convenience',
    title: 'How the job can end',
    whyItMatters:
      'Nothing says whether the job is at will or what notice either side must give, so you cannot tell how secure it is or what you must give to leave.',
    present: /\bat[- ]will\b|\bterminat\w*|\bnotice\s+period\b|\bresign\w*/i,
    clauseCategories: ['termination-for-convenience', 'termination-for-cause'],
  },
];

/** Separation agreements. */
export const SEPARATION: ExpectedClause[] = [
  {
    category: 'severance-pay',
    title: 'Severance pay',
    whyItMatters:
      'It does not say what you are paid for leaving, how much, or when, which is usually what you are signing for.',
    present:
      /\bseverance\b|\bseparation\s+(?:pay|payment|benefits?)\b|\blump[- ]sum\b|\bsalary\s+continuation\b|\bcontinue\s+to\s+pay\b/i,
    clauseCategories: ['payment-terms'],
  },
  {
    category: 'release-of-claims',
    title: 'Release of claims',
    whyItMatters:
      'It does not say which claims you give up in exchange for the payment, so neither side knows what is settled and what is not.',
    present: /\breleases?\b|\bwaive[sd]?\b[^.]{0,40}\bclaims?\b|\bdischarge[sd]?\b/i,
    clauseCategories: ['covenant-not-to-sue'],
  },
  {
    category: 'review-and-revocation',
    title: 'Time to consider and revoke',
    whyItMatters:
      'In the US, a worker aged 40 or over must get at least 21 days to consider a release of age claims (45 in a group layoff) and 7 days to revoke it after signing; without them that release may not hold.',
    present:
      /\b(?:21|45|twenty[- ]one|forty[- ]five)\b[^.]{0,40}\bdays?\b|\brevok\w*|\brevocation\b|\bconsider\s+(?:this|the)\s+agreement\b/i,
    clauseCategories: [],
  },
];

/** Invention assignment agreements. */
export const INVENTION_ASSIGNMENT: ExpectedClause[] = [
  {
    category: 'prior-inventions',
    title: 'List of prior inventions',
    whyItMatters:
      'There is no place to list what you invented before you joined, so earlier work may be presumed to belong to the company.',
    present: /\b(?:prior|previous|excluded|pre-?existing)\s+inventions?\b/i,
    clauseCategories: [],
  },
  {
    category: 'own-time-exclusion',
    title: 'Inventions made on your own time',
    whyItMatters:
      'It does not leave you what you invent on your own time without company equipment or information. Several US states (California Labor Code section 2870, for one) forbid taking those, and a lawyer expects the agreement to say so.',
    present:
      /\bown\s+time\b|\b2870\b|\blabor\s+code\b|\bwithout\s+(?:the\s+)?use\s+of\s+(?:the\s+)?company|\bwithout\s+using\s+(?:the\s+)?company|\blimited\s+exclusion\s+notification\b/i,
    clauseCategories: [],
  },
  CONFIDENTIALITY,
];
