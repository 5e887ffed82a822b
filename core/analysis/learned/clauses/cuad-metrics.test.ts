import { describe, expect, it } from 'vitest';
import { evaluateCuad, isMatch, toWordSet } from './cuad-metrics.ts';

describe('CUAD matching rules', () => {
  it('compares word sets without . , ; : and case, with / as a space', () => {
    expect([...toWordSet('Governed by the laws of New York; Delaware/Ohio.')]).toEqual([
      'governed',
      'by',
      'the',
      'laws',
      'of',
      'new',
      'york',
      'delaware',
      'ohio',
    ]);
  });

  it('matches at a Jaccard of one half and not below', () => {
    expect(isMatch('Governing Law', 'a b c d', 'a b c d e f g h')).toBe(true);
    expect(isMatch('Governing Law', 'a b c d', 'a b c e f g h i')).toBe(false);
  });

  it('lets a short Parties prediction contain its label, but not a whole page', () => {
    expect(
      isMatch('Parties', 'Acme Inc.', 'between Acme Inc. and the Distributor named below'),
    ).toBe(true);
    expect(
      isMatch('Governing Law', 'Acme Inc.', 'between Acme Inc. and the Distributor named below'),
    ).toBe(false);
    expect(
      isMatch(
        'Parties',
        'Acme Inc.',
        `Acme Inc. ${Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ')}`,
      ),
    ).toBe(false);
  });
});

describe('evaluateCuad', () => {
  it('is perfect when the only prediction of each pair is its label', () => {
    const result = evaluateCuad([
      {
        category: 'Governing Law',
        labels: ['governed by Delaware law'],
        predictions: [{ text: 'governed by Delaware law', probability: 0.9 }],
      },
      { category: 'Insurance', labels: [], predictions: [] },
    ]);
    expect(result.exact.aupr).toBeCloseTo(100);
    expect(result.grid.precisionAt80Recall).toBeCloseTo(100);
  });

  it('counts an unmatched prediction as a false positive and a missed label against recall', () => {
    const result = evaluateCuad([
      {
        category: 'Insurance',
        labels: ['keep insurance'],
        predictions: [
          { text: 'something else entirely', probability: 0.9 },
          { text: 'keep insurance', probability: 0.5 },
        ],
      },
      { category: 'Audit Rights', labels: ['may audit the books'], predictions: [] },
    ]);
    expect(result.exact.maxRecall).toBeCloseTo(50);
    expect(result.exact.precisionAt80Recall).toBe(0);
    expect(result.exact.aupr).toBeLessThan(50);
  });
});
