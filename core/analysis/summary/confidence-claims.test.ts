import { describe, expect, it } from 'vitest';
import type {
  Clause,
  KeyDate,
  KeyTerm,
  Party,
  RedFlag,
} from '../../../common/analysis/analysis-schema.ts';
import { listShownClaims, type ShownAnalysis } from './confidence-claims.ts';

const place = { quote: 'words', page: 1, start: 0, end: 5 };

function clause(category: string, probability: number, start: number): Clause {
  return { category, title: category, text: 'words', start, end: start + 5, page: 1, probability };
}

function redFlag(index: number): RedFlag {
  return {
    id: `flag-${index}`,
    category: 'liability',
    title: 'Uncapped liability',
    severity: 'high',
    explanation: '',
    suggestion: '',
    ...place,
    confidence: 0.8,
    burdens: [],
    favours: [],
    occurrences: 1,
    alsoAt: [],
  };
}

const party = (name: string, status: Party['status'] = 'stated'): Party => ({
  name,
  role: 'Supplier',
  status,
  ...place,
});
const term = (value: string, status: KeyTerm['status'] = 'stated'): KeyTerm => ({
  kind: 'governing-law',
  label: 'Governing law',
  value,
  status,
  ...place,
});
const date = (quote: string, status: KeyDate['status'] = 'stated'): KeyDate => ({
  kind: 'agreement',
  label: 'Dated',
  date: null,
  duration: null,
  status,
  ...place,
  quote,
});

const analysis: ShownAnalysis = {
  documentType: { type: 'Supply Agreement', confidence: 0.9 },
  clauses: [
    clause('governing-law', 0.95, 0),
    clause('governing-law', 0.7, 100),
    clause('governing-law', 0.69, 200),
    clause('governing-law', 0.5, 300),
    clause('audit-rights', 0.4, 400),
  ],
  clausePresence: [
    { category: 'governing-law', probability: 0.97 },
    { category: 'audit-rights', probability: 0.69 },
  ],
  redFlags: Array.from({ length: 14 }, (_, index) => redFlag(index)),
  protections: [],
  parties: [party('Acme Corp.'), party('[●]'), party('', 'not-found')],
  keyDates: [date('dated [Insert date]'), date('[●]', 'blank')],
  keyTerms: [
    term('Delaware'),
    term('[Governing State]'),
    term('Not found in this document', 'not-found'),
  ],
  missingClauses: [{ category: 'cap-on-liability', title: 'Liability cap', whyItMatters: '' }],
};

describe('listShownClaims', () => {
  const claims = listShownClaims(analysis);
  const count = (kind: string) => claims.filter((claim) => claim.kind === kind).length;

  it('counts what the screen shows at once: the type, likely clause cards, the first ten red flags, the facts, the absences', () => {
    expect(claims[0]).toEqual({
      kind: 'document-type',
      probability: 0.9,
      type: 'Supply Agreement',
    });
    expect(count('red-flag')).toBe(10);
    // Audit rights is 69% likely, under 70%: behind "Show less likely clauses", so not a claim.
    expect(count('clause')).toBe(1);
    expect(count('party')).toBe(3);
    expect(count('key-date')).toBe(2);
    // "Not found in this document" is a claim a lawyer checks, like a missing clause.
    expect(count('key-term')).toBe(3);
    expect(count('missing-clause')).toBe(1);
  });

  it('quotes a clause card as the web does: its best passage and up to two more likely ones', () => {
    const card = claims.find((claim) => claim.kind === 'clause');
    expect(card?.probability).toBe(0.97);
    // 70% is likely enough to be quoted beside the best; 69% is not.
    expect(card && 'passages' in card && card.passages.map((passage) => passage.start)).toEqual([
      0, 100,
    ]);
  });

  it("marks a stated fact whose value is a template's blank, and keeps each fact's status", () => {
    const facts = claims.flatMap((claim) =>
      'status' in claim
        ? [{ kind: claim.kind, status: claim.status, shows: claim.showsPlaceholder }]
        : [],
    );
    expect(facts).toEqual([
      { kind: 'party', status: 'stated', shows: false },
      { kind: 'party', status: 'stated', shows: true },
      { kind: 'party', status: 'not-found', shows: false },
      { kind: 'key-date', status: 'stated', shows: true },
      { kind: 'key-date', status: 'blank', shows: false },
      { kind: 'key-term', status: 'stated', shows: false },
      { kind: 'key-term', status: 'stated', shows: true },
      { kind: 'key-term', status: 'not-found', shows: false },
    ]);
  });
});
