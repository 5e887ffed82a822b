import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../../../common/analysis/document-types.ts';
import { findProfile, findReaderRule, listProfiles } from './profiles.ts';

describe('the profile of each document type', () => {
  it('names every type the analysis can give, in words the summary can open with', () => {
    for (const type of DOCUMENT_TYPES) {
      const profile = findProfile(type);
      expect(profile.summaryName, type).toMatch(/^(?:An? |Terms )/);
      expect(profile.questions.length, type).toBeGreaterThanOrEqual(3);
    }
    expect(findProfile('Unknown').summaryName).toBe('A document');
  });

  it("reads a playbook's default reader on one of the playbook's sides", () => {
    // A reader the playbook cannot place would be weighed as its default side whoever they are.
    for (const profile of listProfiles()) {
      const { playbook, reader } = profile;
      if (!playbook || !reader || reader.isMutual) continue;
      const side = playbook.sides.find((candidate) => candidate.roles.test(reader.fallbackRole));
      expect(side?.id ?? null, `${reader.fallbackRole} in ${profile.summaryName}`).toBe(
        playbook.defaultSide,
      );
    }
  });

  it('gives the types a lawyer named a playbook of their own', () => {
    const named = [
      'NDA',
      'Offer Letter',
      'Employment Agreement',
      'Independent Contractor Agreement',
      'Consulting Agreement',
      'Invention Assignment Agreement',
      'Non-Compete/Non-Solicit Agreement',
      'Order Form',
      'Hosting Agreement',
      'Service Agreement',
      'License Agreement',
      'Supply Agreement',
      'Distributor Agreement',
      'Reseller Agreement',
      'Franchise Agreement',
      'Commercial Lease',
      'Residential Lease',
      'Data Processing Agreement',
      'Business Associate Agreement',
      'SAFE',
      'Convertible Note',
      'Loan Agreement',
      'Guaranty',
      'Amendment',
      'Letter of Intent',
      'Term Sheet',
      'Terms of Service',
      'Joint Filing Agreement',
    ];
    for (const type of named) {
      const items = findProfile(type).playbook?.items ?? [];
      expect(items.length, type).toBeGreaterThanOrEqual(8);
      expect(new Set(items.map((item) => item.id)).size, type).toBe(items.length);
    }
  });

  it('reads an amendment for the reader of the agreement it amends', () => {
    expect(
      findReaderRule('Amendment', 'AMENDMENT NO. 2 TO THE DISTRIBUTOR AGREEMENT')?.fallbackRole,
    ).toBe('Distributor');
    expect(findReaderRule('Amendment', 'AMENDMENT NO. 1')).toBeNull();
  });
});

describe('the key terms of a profile', () => {
  it("are its type's own where a lawyer asks for others first, else its group's", () => {
    expect(findProfile('Franchise Agreement').keyTerms).toContain('royalties');
    expect(findProfile('SAFE').keyTerms).toEqual([
      'governing-law',
      'valuation-cap',
      'discount-rate',
    ]);
    expect(findProfile('Convertible Note').keyTerms).toEqual([
      'governing-law',
      'valuation-cap',
      'discount-rate',
    ]);
    expect(findProfile('Service Agreement').keyTerms).toEqual([
      'governing-law',
      'forum',
      'payment-terms',
      'liability-cap',
      'indemnity',
    ]);
  });
});
