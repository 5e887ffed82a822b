import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// Everyday documents people bring, written by us: read for the person they are addressed to.

function analyseFixture(name: string): Analysis {
  const url = new URL(`../../../tests/fixtures/contracts/${name}.txt`, import.meta.url);
  return analyzeDocument(createParsedDocument('txt', [readFileSync(url, 'utf8')], true));
}

const categoriesOf = (analysis: Analysis) => analysis.redFlags.map((flag) => flag.category);

describe('everyday documents', () => {
  it('reads an offer letter for the employee it speaks to as "you", not as terms of service', () => {
    const analysis = analyseFixture('offer-letter');
    expect(analysis.documentType.type).toBe('Offer Letter');
    expect(analysis.perspective?.role).toBe('Employee');
    expect(categoriesOf(analysis)).toEqual(
      expect.arrayContaining(['duties-change', 'discretionary-pay', 'outside-activities']),
    );
    // At-will employment, either side free to end it, is how US employment ordinarily is: the
    // employment playbook does not count it as a risk (decision 025).
    expect(categoriesOf(analysis)).not.toContain('at-will');
    expect(categoriesOf(analysis)).not.toContain('unilateral-termination');
    // Being paid or granted options is not a duty.
    expect(analysis.obligations.map((item) => item.action)).not.toContainEqual(
      expect.stringMatching(/^be (?:paid|granted|eligible)/),
    );
  });

  it('reads a SAFE for the investor: paid after creditors, terms others can change', () => {
    const analysis = analyseFixture('safe');
    expect(analysis.documentType.type).toBe('SAFE');
    expect(analysis.perspective?.role).toBe('Investor');
    expect(analysis.readers.map((reader) => reader.role)).not.toContain('Safe');
    expect(categoriesOf(analysis)).toEqual(
      expect.arrayContaining(['paid-after-others', 'amendment-by-majority']),
    );
    expect(
      analysis.redFlags.find((flag) => flag.category === 'paid-after-others')?.burdens,
    ).toEqual(['Investor']);
  });
});
