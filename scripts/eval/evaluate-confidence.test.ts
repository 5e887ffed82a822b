import { describe, expect, it } from 'vitest';
import type { Clause, KeyDate, KeyTerm } from '../../common/analysis/analysis-schema.ts';
import type { ShownClaim } from '../../core/analysis/summary/confidence-claims.ts';
import { judgeCuadClaim, type CuadTruth } from './evaluate-confidence.ts';

const text =
  'DISTRIBUTOR AGREEMENT dated March 3, 2015 between Acme Widgets, Inc. and Beta Foods LLC. ' +
  'This Agreement shall be governed by the laws of the State of New York. ' +
  'Beta may audit the books once a year.';

const at = (words: string) => {
  const start = text.indexOf(words);
  return { start, end: start + words.length };
};

const truth: CuadTruth = {
  text,
  contractType: 'Distributor',
  annotations: [
    {
      category: 'Governing Law',
      ...at('This Agreement shall be governed by the laws of the State of New York.'),
    },
  ],
  facts: {
    parties: ['Acme Widgets, Inc.', 'Beta Foods LLC'],
    agreementDate: '3/3/15',
    effectiveDate: '',
    expirationDate: '',
    renewalTerm: '',
    noticePeriod: '',
    governingLaw: 'New York',
  },
  labelled: new Set(['Governing Law']),
  presence: new Map([['Cap On Liability', false]]),
};

function card(category: string, words: string): ShownClaim {
  const passage: Clause = {
    category,
    title: category,
    text: words,
    page: 1,
    probability: 0.9,
    ...at(words),
  };
  return { kind: 'clause', probability: 0.9, category, passages: [passage] };
}

const fact = { probability: null, status: 'stated', showsPlaceholder: false } as const;
const place = (words: string) => ({ quote: words, page: 1, ...at(words) });

describe('judgeCuadClaim', () => {
  it('confirms a clause card whose quote is a labelled clause of its category, in part or whole', () => {
    expect(
      judgeCuadClaim(card('governing-law', 'governed by the laws of the State of New York'), truth),
    ).toBe(true);
    expect(
      judgeCuadClaim(card('governing-law', 'Beta may audit the books once a year.'), truth),
    ).toBe(false);
    expect(
      judgeCuadClaim(card('audit-rights', 'Beta may audit the books once a year.'), truth),
    ).toBe(false);
  });

  it('judges the type and the key facts against the experts, and cannot judge red flags', () => {
    expect(
      judgeCuadClaim(
        { kind: 'document-type', probability: 0.9, type: 'Distributor Agreement' },
        truth,
      ),
    ).toBe(true);
    expect(
      judgeCuadClaim({ kind: 'document-type', probability: 0.9, type: 'Supply Agreement' }, truth),
    ).toBe(false);
    const party = (name: string): ShownClaim => ({
      kind: 'party',
      ...fact,
      fact: { name, role: 'Party', status: 'stated', ...place('Acme Widgets, Inc.') },
    });
    expect(judgeCuadClaim(party('Acme Widgets, Inc.'), truth)).toBe(true);
    expect(judgeCuadClaim(party('Distributor Agreement'), truth)).toBe(false);
    const date = (iso: string): ShownClaim => {
      const keyDate: KeyDate = {
        kind: 'agreement',
        label: 'Dated',
        date: iso,
        duration: null,
        status: 'stated',
        ...place('March 3, 2015'),
      };
      return { kind: 'key-date', ...fact, fact: keyDate };
    };
    expect(judgeCuadClaim(date('2015-03-03'), truth)).toBe(true);
    expect(judgeCuadClaim(date('2015-04-03'), truth)).toBe(false);
    const term = (kind: KeyTerm['kind'], value: string): ShownClaim => ({
      kind: 'key-term',
      ...fact,
      fact: { kind, label: kind, value, status: 'stated', ...place('New York') },
    });
    expect(judgeCuadClaim(term('governing-law', 'New York'), truth)).toBe(true);
    expect(judgeCuadClaim(term('liability-cap', '$1,000'), truth)).toBe(false);
    expect(judgeCuadClaim(term('payment-terms', '30 days'), truth)).toBeNull();
  });

  it('judges absences against what the contract really holds', () => {
    const missing = (category: string): ShownClaim => ({
      kind: 'missing-clause',
      probability: null,
      missing: { category, title: category, whyItMatters: '' },
    });
    expect(judgeCuadClaim(missing('governing-law'), truth)).toBe(false);
    expect(judgeCuadClaim(missing('cap-on-liability'), truth)).toBe(true);
    expect(judgeCuadClaim(missing('security-deposit'), truth)).toBeNull();
    const notFound = (kind: KeyTerm['kind']): ShownClaim => ({
      kind: 'key-term',
      ...fact,
      status: 'not-found',
      fact: {
        kind,
        label: kind,
        value: 'Not found',
        status: 'not-found',
        quote: '',
        page: 1,
        start: 0,
        end: 0,
      },
    });
    expect(judgeCuadClaim(notFound('governing-law'), truth)).toBe(false);
    expect(judgeCuadClaim(notFound('liability-cap'), truth)).toBe(true);
    expect(judgeCuadClaim(notFound('forum'), truth)).toBeNull();
  });

  it('refutes a fact whose value is a blank, and confirms one that says it was left blank', () => {
    const party = {
      name: '[●]',
      role: 'Party',
      status: 'stated' as const,
      ...place('Acme Widgets, Inc.'),
    };
    expect(
      judgeCuadClaim({ kind: 'party', ...fact, showsPlaceholder: true, fact: party }, truth),
    ).toBe(false);
    const blankText = 'made on [●] between';
    const blankTruth = { ...truth, text: blankText };
    const leftBlank: ShownClaim = {
      kind: 'key-date',
      ...fact,
      status: 'blank',
      fact: {
        kind: 'agreement',
        label: 'Dated',
        date: null,
        duration: null,
        status: 'blank',
        quote: '[●]',
        page: 1,
        start: 8,
        end: 11,
      },
    };
    expect(judgeCuadClaim(leftBlank, blankTruth)).toBe(true);
  });
});
