import type { Analysis, RedFlag } from '../../../common/analysis/analysis-schema.ts';

const FRANCHISE_TEXT =
  'Franchisee shall pay a royalty of 6% of gross sales. Franchisor shall not open another restaurant within 3 miles.';

function flag(title: string, quote: string, burdens: string[]): RedFlag {
  const start = FRANCHISE_TEXT.indexOf(quote);
  return {
    id: `flag-${start}`,
    category: 'revenue-profit-sharing',
    title,
    severity: 'medium',
    explanation: 'A share of every sale goes to the other side.',
    suggestion: 'A lower rate.',
    quote,
    page: 1,
    start,
    end: start + quote.length,
    confidence: 0.8,
    burdens,
    favours: [],
    occurrences: 1,
    alsoAt: [],
  };
}

/** A franchise agreement read for the franchisee (the default for the document type). */
export const AS_FRANCHISEE: Analysis = {
  engine: { name: 'legal-explainer-built-in', version: '1.0.0', model: null },
  documentType: { type: 'Franchise Agreement', confidence: 0.9 },
  perspective: {
    party: 'Pizza Fusion Holdings, Inc.',
    role: 'Franchisee',
    chosenBy: 'default',
    isMutual: false,
  },
  readers: [
    { party: 'Pizza Fusion Holdings, Inc.', role: 'Franchisee' },
    { party: 'PF Franchising LLC', role: 'Franchisor' },
  ],
  summary: { short: 'A franchise agreement.', keyPoints: [] },
  parties: [],
  keyDates: [],
  keyTerms: [],
  clauses: [],
  clausePresence: [],
  redFlags: [
    flag('You pay a royalty on every sale', 'Franchisee shall pay a royalty', ['Franchisee']),
  ],
  protections: [],
  obligations: [],
  missingClauses: [],
  coverage: { pages: 1, pagesAnalysed: 1, ocrPages: [], skipped: [], unverifiedFindingsDropped: 0 },
  overallConfidence: 70,
  confidenceReasons: [],
};

/** The same agreement read for the franchisor, as the person chose. */
export const AS_FRANCHISOR: Analysis = {
  ...AS_FRANCHISEE,
  perspective: {
    party: 'PF Franchising LLC',
    role: 'Franchisor',
    chosenBy: 'user',
    isMutual: false,
  },
  redFlags: [
    flag('You may not open nearby', 'Franchisor shall not open another restaurant', ['Franchisor']),
  ],
};
