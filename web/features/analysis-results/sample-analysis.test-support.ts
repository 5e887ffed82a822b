import type { Analysis } from '../../../common/analysis/analysis-schema.ts';

/*
 * A hand-made analysis of a short residential lease, for tests and previews. Every finding's
 * quote is taken from SAMPLE_LEASE_PAGES, and its offsets and page are computed from there, so
 * quote === SAMPLE_LEASE_TEXT.slice(start, end) holds as it does for a real analysis.
 */

/** The lease's three pages, as extracted text. */
export const SAMPLE_LEASE_PAGES: readonly string[] = [
  [
    'RESIDENTIAL LEASE AGREEMENT',
    'This Residential Lease Agreement is made on February 10, 2026 between Harbor View Properties LLC ("Landlord") and Jordan Lee ("Tenant").',
    '1. Term. The lease term begins on March 1, 2026 and ends on February 28, 2027.',
    '2. Rent. Tenant shall pay rent of $2,400 on the first day of each month, beginning March 1, 2026.',
    '3. Late Fees. If rent is not received within 3 days after its due date, Tenant shall pay a late fee of $150, plus $25 for each additional day rent remains unpaid.',
    '4. Security Deposit. Tenant shall pay a security deposit of $4,800 on or before February 20, 2026.',
  ].join('\n'),
  [
    '5. Automatic Renewal. This lease renews automatically for successive 12-month terms unless either party gives written notice of non-renewal at least 60 days before the end of the then-current term.',
    "6. Indemnification. Tenant shall indemnify, defend and hold harmless Landlord from any and all claims, losses and expenses, including attorneys' fees, arising from the premises.",
    '7. Repairs. Tenant is responsible for all repairs to the premises, including the roof, plumbing and heating systems.',
    '8. Entry. Landlord may enter the premises at any time, with or without notice.',
    "9. Insurance. Tenant shall maintain renter's insurance with liability coverage of at least $100,000 and deliver proof of coverage to Landlord by March 1, 2026.",
  ].join('\n'),
  [
    '10. Notices. Tenant shall notify Landlord in writing within 5 business days of discovering any water leak.',
    '11. Return of Premises. Landlord shall return the security deposit within 30 days after Tenant vacates the premises.',
    '12. Governing Law. This lease is governed by the laws of the State of California.',
    '13. Jury Waiver. Each party waives its right to a jury trial in any dispute arising under this lease.',
    '14. Showings. Landlord may enter the premises at any time to show them to buyers.',
  ].join('\n'),
];

const PAGE_BREAK = '\n\n';

/** The whole text, pages joined by a blank line: what the offsets index into. */
export const SAMPLE_LEASE_TEXT = SAMPLE_LEASE_PAGES.join(PAGE_BREAK);

/** The quote with its offsets and page; throws if the words are not in the lease. */
function locate(quote: string): { quote: string; page: number; start: number; end: number } {
  const start = SAMPLE_LEASE_TEXT.indexOf(quote);
  if (start < 0) throw new Error(`Sample quote not in the sample lease: ${quote}`);
  let pageStart = 0;
  for (const [index, pageText] of SAMPLE_LEASE_PAGES.entries()) {
    const pageEnd = pageStart + pageText.length;
    if (start < pageEnd) return { quote, page: index + 1, start, end: start + quote.length };
    pageStart = pageEnd + PAGE_BREAK.length;
  }
  throw new Error(`Sample quote crosses a page break: ${quote}`);
}

/** A clause's text with its offsets and page (clauses carry `text` where findings carry `quote`). */
function locateClause(text: string): { text: string; page: number; start: number; end: number } {
  const { quote, ...where } = locate(text);
  return { text: quote, ...where };
}

const TENANT = ['Tenant'];
const LANDLORD = ['Landlord'];
const BOTH = ['Landlord', 'Tenant'];

/** A realistic, complete analysis of the sample lease, written for the tenant. */
export const SAMPLE_ANALYSIS: Analysis = {
  engine: { name: 'built-in', version: '1.4.0', model: null },
  documentType: { type: 'Residential Lease', confidence: 0.94 },
  perspective: { party: 'Jordan Lee', role: 'Tenant', chosenBy: 'default', isMutual: false },
  readers: [
    { party: 'Harbor View Properties LLC', role: 'Landlord' },
    { party: 'Jordan Lee', role: 'Tenant' },
  ],
  summary: {
    short:
      'A one-year residential lease between Harbor View Properties LLC and Jordan Lee for $2,400 a month, starting March 1, 2026, that renews automatically unless notice is given 60 days before it ends.',
    keyPoints: [
      'Rent is $2,400, due on the first day of each month.',
      'A $4,800 security deposit is due by February 20, 2026.',
      'The lease renews for another 12 months unless either side gives 60 days written notice.',
      'The tenant pays for all repairs, including the roof, plumbing and heating.',
      'The landlord may enter at any time without notice.',
      'Disputes are decided without a jury, under California law.',
    ],
  },
  parties: [
    {
      name: 'Harbor View Properties LLC',
      role: 'Landlord',
      status: 'stated',
      ...locate('Harbor View Properties LLC'),
    },
    { name: 'Jordan Lee', role: 'Tenant', status: 'stated', ...locate('Jordan Lee') },
  ],
  keyDates: [
    {
      kind: 'agreement',
      label: 'Agreement date',
      date: '2026-02-10',
      duration: null,
      status: 'stated',
      ...locate('February 10, 2026'),
    },
    {
      kind: 'effective',
      label: 'Lease starts',
      date: '2026-03-01',
      duration: null,
      status: 'stated',
      ...locate('begins on March 1, 2026'),
    },
    {
      kind: 'expiration',
      label: 'Lease ends',
      date: '2027-02-28',
      duration: null,
      status: 'stated',
      ...locate('ends on February 28, 2027'),
    },
    {
      kind: 'notice-period',
      label: 'Notice to stop the renewal',
      date: null,
      duration: { value: 60, unit: 'day' },
      status: 'stated',
      ...locate('at least 60 days before the end of the then-current term'),
    },
  ],
  keyTerms: [
    {
      kind: 'governing-law',
      label: 'Governing law',
      value: 'California',
      status: 'stated',
      ...locate('governed by the laws of the State of California'),
    },
    {
      kind: 'term-and-renewal',
      label: 'Term and renewal',
      value: '12 months, renews yearly',
      status: 'stated',
      ...locate('This lease renews automatically for successive 12-month terms'),
    },
    {
      kind: 'payment-terms',
      label: 'Rent',
      value: '$2,400 a month',
      status: 'stated',
      ...locate('Tenant shall pay rent of $2,400 on the first day of each month'),
    },
  ],
  clauses: [
    {
      category: 'governing-law',
      title: 'Governing law',
      ...locateClause('This lease is governed by the laws of the State of California.'),
      probability: 0.97,
    },
    {
      category: 'renewal-term',
      title: 'Renewal term',
      ...locateClause('This lease renews automatically for successive 12-month terms'),
      probability: 0.88,
    },
    {
      category: 'security-deposit',
      title: 'Security deposit',
      ...locateClause(
        'Tenant shall pay a security deposit of $4,800 on or before February 20, 2026.',
      ),
      probability: 0.91,
    },
    {
      category: 'jury-waiver',
      title: 'Jury trial waiver',
      ...locateClause(
        'Each party waives its right to a jury trial in any dispute arising under this lease.',
      ),
      probability: 0.734,
    },
    {
      category: 'insurance',
      title: 'Insurance',
      ...locateClause("Tenant shall maintain renter's insurance"),
      probability: 0.41,
    },
    {
      category: 'governing-law',
      title: 'Governing law',
      ...locateClause('12. Governing Law.'),
      probability: 0.22,
    },
  ],
  clausePresence: [
    { category: 'governing-law', probability: 0.99 },
    { category: 'security-deposit', probability: 0.93 },
    { category: 'renewal-term', probability: 0.9 },
    { category: 'jury-waiver', probability: 0.7 },
    { category: 'insurance', probability: 0.38 },
    { category: 'ip-ownership-assignment', probability: 0.06 },
  ],
  redFlags: [
    {
      id: 'flag-entry',
      category: 'right-of-entry',
      title: 'Landlord may enter without notice',
      severity: 'high',
      explanation:
        'The landlord may come into your home at any time, even without telling you first. Most places require reasonable notice except in an emergency.',
      suggestion: 'At least 24 hours written notice before entry, except in a genuine emergency.',
      ...locate('Landlord may enter the premises at any time, with or without notice.'),
      confidence: 0.91,
      burdens: TENANT,
      favours: LANDLORD,
      occurrences: 2,
      alsoAt: [locate('Landlord may enter the premises at any time to show them to buyers.')],
    },
    {
      id: 'flag-indemnity',
      category: 'indemnification',
      title: "Broad promise to cover the other side's losses",
      severity: 'high',
      explanation:
        'You would pay the landlord\'s claims, losses and legal costs, worded as "any and all", even for things that are not clearly your fault.',
      suggestion: 'Limit it to losses caused by your own breach or negligence, and make it mutual.',
      ...locate(
        'Tenant shall indemnify, defend and hold harmless Landlord from any and all claims, losses and expenses',
      ),
      confidence: 0.86,
      burdens: TENANT,
      favours: LANDLORD,
      occurrences: 1,
      alsoAt: [],
    },
    {
      id: 'flag-renewal',
      category: 'automatic-renewal',
      title: 'Renews automatically',
      severity: 'medium',
      explanation:
        'The lease starts a new 12-month term on its own unless someone gives notice 60 days before it ends, so you can stay bound without deciding to.',
      suggestion:
        'Put the notice deadline in your calendar now, or ask for the lease to become month-to-month after the first year.',
      ...locate(
        'This lease renews automatically for successive 12-month terms unless either party gives written notice of non-renewal',
      ),
      confidence: 0.88,
      burdens: BOTH,
      favours: BOTH,
      occurrences: 1,
      alsoAt: [],
    },
    {
      id: 'flag-repairs',
      category: 'repairs-on-tenant',
      title: 'Repairs left to the tenant',
      severity: 'medium',
      explanation:
        "You would pay for every repair, including the roof, plumbing and heating, which are normally the landlord's job.",
      suggestion: 'The landlord keeps the structure, roof, plumbing and heating in repair.',
      ...locate('Tenant is responsible for all repairs to the premises, including the roof'),
      confidence: 0.79,
      burdens: TENANT,
      favours: LANDLORD,
      occurrences: 1,
      alsoAt: [],
    },
    {
      id: 'flag-late-fee',
      category: 'late-fees-and-interest',
      title: 'Late fees that keep growing',
      severity: 'medium',
      explanation: 'A $150 fee applies after 3 days, then $25 more each day, with no upper limit.',
      suggestion: 'A single late fee with a cap, and a grace period of at least 5 days.',
      ...locate('a late fee of $150, plus $25 for each additional day rent remains unpaid'),
      confidence: 0.83,
      burdens: TENANT,
      favours: LANDLORD,
      occurrences: 1,
      alsoAt: [],
    },
    {
      id: 'flag-jury',
      category: 'jury-waiver',
      title: 'No jury in a dispute',
      severity: 'low',
      explanation: 'Any dispute would be decided by a judge alone.',
      suggestion: 'Remove the waiver, or make sure it is allowed where you live.',
      ...locate('Each party waives its right to a jury trial'),
      confidence: 0.72,
      burdens: BOTH,
      favours: BOTH,
      occurrences: 1,
      alsoAt: [],
    },
  ],
  protections: [
    {
      id: 'protection-deposit',
      category: 'security-deposit',
      title: 'Your deposit comes back within 30 days',
      explanation:
        'The landlord must return your security deposit within 30 days after you move out.',
      ...locate(
        'Landlord shall return the security deposit within 30 days after Tenant vacates the premises',
      ),
      confidence: 0.84,
      burdens: LANDLORD,
      favours: TENANT,
    },
  ],
  obligations: [
    {
      id: 'obligation-rent',
      party: 'Tenant',
      action: 'Pay rent of $2,400',
      type: 'payment',
      deadline: {
        text: 'on the first day of each month, beginning March 1, 2026',
        date: '2026-03-01',
        duration: null,
        recurrence: 'monthly',
        trigger: null,
      },
      ...locate(
        'Tenant shall pay rent of $2,400 on the first day of each month, beginning March 1, 2026',
      ),
      burdens: TENANT,
      favours: LANDLORD,
    },
    {
      id: 'obligation-deposit',
      party: 'Tenant',
      action: 'Pay the security deposit of $4,800',
      type: 'payment',
      deadline: {
        text: 'on or before February 20, 2026',
        date: '2026-02-20',
        duration: null,
        recurrence: null,
        trigger: null,
      },
      ...locate('Tenant shall pay a security deposit of $4,800 on or before February 20, 2026'),
      burdens: TENANT,
      favours: LANDLORD,
    },
    {
      id: 'obligation-insurance',
      party: 'Tenant',
      action:
        "Keep renter's insurance; deliver proof of coverage, with at least $100,000 liability",
      type: 'insurance',
      deadline: {
        text: 'by March 1, 2026',
        date: '2026-03-01',
        duration: null,
        recurrence: null,
        trigger: null,
      },
      ...locate(
        "Tenant shall maintain renter's insurance with liability coverage of at least $100,000 and deliver proof of coverage to Landlord by March 1, 2026",
      ),
      burdens: TENANT,
      favours: LANDLORD,
    },
    {
      id: 'obligation-leak',
      party: 'Tenant',
      action: 'Tell the landlord in writing about any water leak',
      type: 'notice',
      deadline: {
        text: 'within 5 business days of discovering any water leak',
        date: null,
        duration: { value: 5, unit: 'business-day' },
        recurrence: null,
        trigger: 'discovering any water leak',
      },
      ...locate(
        'Tenant shall notify Landlord in writing within 5 business days of discovering any water leak',
      ),
      burdens: TENANT,
      favours: LANDLORD,
    },
    {
      id: 'obligation-return-deposit',
      party: 'Landlord',
      action: 'Return the security deposit',
      type: 'payment',
      deadline: {
        text: 'within 30 days after Tenant vacates the premises',
        date: null,
        duration: { value: 30, unit: 'day' },
        recurrence: null,
        trigger: 'Tenant vacates the premises',
      },
      ...locate(
        'Landlord shall return the security deposit within 30 days after Tenant vacates the premises',
      ),
      burdens: LANDLORD,
      favours: TENANT,
    },
  ],
  missingClauses: [
    {
      category: 'maintenance-and-repairs',
      title: 'Maintenance and repairs',
      whyItMatters:
        'Nothing says who keeps the home fit to live in. Without it, a broken boiler or leak can turn into an argument about who pays.',
    },
  ],
  coverage: {
    pages: 3,
    pagesAnalysed: 3,
    ocrPages: [{ page: 3, confidence: 0.87 }],
    skipped: [{ what: 'Signature block', reason: 'It holds signatures only, no terms.' }],
    unverifiedFindingsDropped: 2,
  },
  overallConfidence: 78,
  confidenceReasons: [
    "On average the engine is 88% sure of each of the 4 clauses it found, so check a clause's words before relying on it.",
    '2 findings could not be matched word for word to the document and were left out.',
    'Page 3 was read by text recognition, which is 87% sure of its words.',
  ],
};

/** An analysis that found nothing: for the empty states. */
export const EMPTY_ANALYSIS: Analysis = {
  ...SAMPLE_ANALYSIS,
  summary: { short: '', keyPoints: [] },
  parties: [],
  keyDates: [],
  keyTerms: [],
  clauses: [],
  clausePresence: [],
  redFlags: [],
  protections: [],
  obligations: [],
  missingClauses: [],
  coverage: { pages: 1, pagesAnalysed: 1, ocrPages: [], skipped: [], unverifiedFindingsDropped: 0 },
  overallConfidence: 41,
  confidenceReasons: [],
};
