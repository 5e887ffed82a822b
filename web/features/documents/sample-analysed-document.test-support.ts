import type { Analysis, RedFlag } from '../../../common/analysis/analysis-schema.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { makeDocument } from './sample-documents.test-support.ts';

function makeRedFlag(index: number): RedFlag {
  return {
    id: `flag-${index}`,
    category: 'uncapped-liability',
    title: 'Unlimited liability',
    severity: 'high',
    explanation: 'You could owe any amount.',
    suggestion: 'Ask for a cap.',
    quote: 'liable for all losses',
    page: 1,
    start: 0,
    end: 21,
    confidence: 0.9,
    burdens: ['Receiving Party'],
    favours: ['Disclosing Party'],
    occurrences: 1,
    alsoAt: [],
  };
}

/** A document with a finished analysis of this type and this many red flags, for tests. */
export function makeAnalysedDocument(
  overrides: Partial<DocumentResponse> & { documentType?: Analysis['documentType']['type'] },
  redFlagCount = 0,
): DocumentResponse {
  const { documentType = 'NDA', ...rest } = overrides;
  const analysis: Analysis = {
    engine: { name: 'built-in', version: '1', model: null },
    documentType: { type: documentType, confidence: 0.9 },
    perspective: null,
    readers: [],
    summary: { short: 'A contract.', keyPoints: [] },
    parties: [],
    keyDates: [],
    keyTerms: [],
    clauses: [],
    clausePresence: [],
    redFlags: Array.from({ length: redFlagCount }, (_, index) => makeRedFlag(index)),
    protections: [],
    obligations: [],
    missingClauses: [],
    coverage: {
      pages: 1,
      pagesAnalysed: 1,
      ocrPages: [],
      skipped: [],
      unverifiedFindingsDropped: 0,
    },
    overallConfidence: 80,
    confidenceReasons: [],
  };
  return makeDocument({ ...rest, analysis });
}
