import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../../common/analysis/document-types.ts';
import { decideDocumentType, measureRoute, type TypeEvidence } from './decide-document-type.ts';

const evidence = (overrides: Partial<TypeEvidence>): TypeEvidence => ({
  titles: [],
  laterTitles: [],
  head: '',
  incorporatedType: null,
  isConsumerFacing: false,
  probabilities: new Map(),
  ...overrides,
});
const probabilities = (entries: [DocumentType, number][]) => new Map(entries);
const routes = {
  'everyday-title': { correct: 48, total: 50 },
  'title-word': { correct: 97, total: 100 },
  'title-words': { correct: 8, total: 10 },
};

describe('decideDocumentType', () => {
  it('reports how often the route it took was right, not a constant', () => {
    const decision = decideDocumentType(evidence({ titles: ['DISTRIBUTOR AGREEMENT'] }), routes);
    expect(decision).toEqual({
      type: 'Distributor Agreement',
      route: 'title-word',
      confidence: 98 / 102,
    });
    // A route never measured stays at even odds.
    expect(measureRoute({}, 'everyday-head')).toBe(0.5);
  });

  it('lets an everyday title win over the CUAD word it contains', () => {
    const decision = decideDocumentType(
      evidence({ titles: ['Professional Services Offer Letter'] }),
      routes,
    );
    expect(decision.type).toBe('Offer Letter');
    expect(decision.route).toBe('everyday-title');
  });

  it('lets the model choose among several types a title names', () => {
    const decision = decideDocumentType(
      evidence({
        titles: ['MANUFACTURING AND SUPPLY AGREEMENT'],
        probabilities: probabilities([
          ['Manufacturing Agreement', 0.6],
          ['Supply Agreement', 0.3],
          ['License Agreement', 0.1],
        ]),
      }),
      routes,
    );
    expect(decision).toMatchObject({ type: 'Manufacturing Agreement', route: 'title-words' });
    expect(decision.confidence).toBeCloseTo(9 / 12);
  });

  it('types a cover page by the standard terms it incorporates, before its own title', () => {
    const decision = decideDocumentType(
      evidence({ titles: ['Order Form'], incorporatedType: 'Service Agreement' }),
      routes,
    );
    expect(decision).toMatchObject({ type: 'Service Agreement', route: 'incorporated-terms' });
    // Measured with the title routes it reads names like.
    expect(decision.confidence).toBeCloseTo((48 + 97 + 1) / (150 + 2));
  });

  it('reads names further down the head only when the titles name nothing', () => {
    const later = evidence({
      titles: ['Agreement Number 12965', ''],
      laterTitles: ['WIRELESS CONTENT LICENSE AGREEMENT'],
    });
    expect(decideDocumentType(later, routes).type).toBe('License Agreement');
    const both = evidence({ titles: ['SUPPLY AGREEMENT'], laterTitles: ['Terms of Use'] });
    expect(decideDocumentType(both, routes).type).toBe('Supply Agreement');
  });

  it('takes the model only when it is more likely right than not, and bounds "Other"', () => {
    const sure = decideDocumentType(
      evidence({ probabilities: probabilities([['Hosting Agreement', 0.8]]) }),
      routes,
    );
    expect(sure).toEqual({ type: 'Hosting Agreement', route: 'model', confidence: 0.8 });
    const unsure = decideDocumentType(
      evidence({
        probabilities: probabilities([
          ['Hosting Agreement', 0.01],
          ['License Agreement', 0.01],
        ]),
      }),
      routes,
    );
    // Not 0.99: nothing fitted is no evidence that the document is of an unknown kind.
    expect(unsure).toEqual({ type: 'Other Legal Document', route: 'other', confidence: 0.5 });
    const some = decideDocumentType(
      evidence({ probabilities: probabilities([['Hosting Agreement', 0.7]]) }),
      { model: { correct: 0, total: 0 } },
    );
    expect(some.confidence).toBe(0.7);
  });

  it('reads "Terms and Conditions" as terms of service only when no CUAD word is in the title', () => {
    const maintenance = evidence({
      titles: ['GENERAL TERMS AND CONDITIONS FOR MAINTENANCE AND SUPPORT'],
    });
    expect(decideDocumentType(maintenance, routes).type).toBe('Maintenance Agreement');
    const website = evidence({ titles: ['Terms and Conditions'] });
    expect(decideDocumentType(website, routes)).toMatchObject({
      type: 'Terms of Service',
      route: 'generic-title',
    });
  });
});
