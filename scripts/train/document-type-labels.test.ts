import { describe, expect, it } from 'vitest';
import { findTrueDocumentType, isTypeRight } from './document-type-labels.ts';

describe('findTrueDocumentType', () => {
  it("names CUAD's Schedule 13D joint filing agreements as such, and keeps every other label", () => {
    expect(
      findTrueDocumentType({
        id: 'MACYS,INC_05_11_2020-EX-99.4-JOINT FILING AGREEMENT',
        contractType: 'Joint Venture',
      }),
    ).toBe('Joint Filing Agreement');
    expect(
      findTrueDocumentType({
        id: 'ACME-EX-10.1-JOINT VENTURE AGREEMENT',
        contractType: 'Joint Venture',
      }),
    ).toBe('Joint Venture Agreement');
    expect(() => findTrueDocumentType({ id: 'x', contractType: 'Lease' })).toThrow(/Unknown/);
  });
});

describe('isTypeRight', () => {
  it('counts an amendment right only when it amends an agreement of the true type', () => {
    const truth = 'Distributor Agreement';
    expect(isTypeRight({ type: 'Amendment', amends: 'Distributor Agreement' }, truth)).toBe(true);
    expect(isTypeRight({ type: 'Amendment', amends: 'License Agreement' }, truth)).toBe(false);
    expect(isTypeRight({ type: 'Amendment', amends: null }, truth)).toBe(false);
    expect(isTypeRight({ type: 'Distributor Agreement', amends: null }, truth)).toBe(true);
  });
});
