import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import {
  loadContractFixture,
  type ContractFixture,
} from '../../../tests/support/contract-fixtures.ts';
import { buildRedFlags } from './build-red-flags.ts';

const TYPES: Record<ContractFixture, string> = {
  'consulting-agreement': 'Consulting Agreement',
  'residential-lease': 'Residential Lease',
  'employment-agreement': 'Employment Agreement',
  'loan-note': 'Loan Agreement',
  'terms-of-service': 'Terms of Service',
  'mutual-nda': 'NDA',
  recipe: 'Other Legal Document',
  'short-story': 'Other Legal Document',
};

function flagsOf(name: ContractFixture, clauses: Clause[] = [], documentType = TYPES[name]) {
  const { document, segments } = loadContractFixture(name);
  return buildRedFlags({ document, segments, clauses, documentType });
}

const familiesOf = (name: ContractFixture) =>
  flagsOf(name).map((flag) => `${flag.id.replace(/-\d+$/, '')}:${flag.severity}`);

describe('buildRedFlags', () => {
  it('flags every family in the consulting agreement', () => {
    expect(familiesOf('consulting-agreement').sort()).toEqual([
      'automatic-renewal:low',
      'cap-on-liability:low',
      'indemnification:medium',
      'ip-ownership-assignment:low',
      'late-fees-and-interest:low',
      'termination-for-convenience:medium',
      'uncapped-liability:high',
    ]);
  });

  it('flags a lease: deposit, repairs, guarantee, renewal, late fees, exit fee, entry, rule changes, jury', () => {
    expect(familiesOf('residential-lease').sort()).toEqual([
      'automatic-renewal:medium',
      'early-termination-fee:medium',
      'jury-waiver:medium',
      'late-fees-and-interest:medium',
      'personal-guarantee:high',
      'repairs-on-tenant:high',
      'right-of-entry:medium',
      'security-deposit:high',
      'unilateral-change:medium',
    ]);
  });

  it('treats a non-compete and invention assignment in employment as serious', () => {
    expect(familiesOf('employment-agreement').sort()).toEqual([
      'arbitration:high',
      'assignment-of-inventions:high',
      'liquidated-damages:high',
      'no-solicit-of-employees:medium',
      'non-compete:high',
      'prior-inventions:high',
    ]);
    const prior = flagsOf('employment-agreement').find((flag) =>
      flag.id.startsWith('prior-inventions'),
    );
    expect(prior?.category).toBe('assignment-of-inventions');
    expect(prior?.quote).toBe(
      'Employee also assigns to Employer all prior inventions listed or not listed in Exhibit B.',
    );
  });

  it('flags the loan note: acceleration, confession of judgment, guarantee, late fees, waivers', () => {
    expect(familiesOf('loan-note').sort()).toEqual([
      'acceleration-on-default:high',
      'confession-of-judgment:high',
      'jury-waiver:medium',
      'late-fees-and-interest:medium',
      'late-fees-and-interest:medium',
      'personal-guarantee:high',
      'waiver-of-rights:medium',
    ]);
  });

  it('flags the consumer terms of service', () => {
    expect(familiesOf('terms-of-service').sort()).toEqual([
      'arbitration:high',
      'automatic-renewal:medium',
      'class-action-waiver:high',
      'content-removal:medium',
      'contract-by-using:low',
      'jurisdiction:medium',
      'limitation-of-liability:medium',
      'privacy-by-using:low',
      'unilateral-change:medium',
      'unilateral-termination:medium',
    ]);
  });

  it('finds nothing in a fair NDA, a recipe or a story', () => {
    expect(flagsOf('mutual-nda')).toEqual([]);
    expect(flagsOf('recipe')).toEqual([]);
    expect(flagsOf('short-story')).toEqual([]);
  });

  it('weighs the same clause by document type', () => {
    const inEmployment = flagsOf('employment-agreement').find(
      (flag) => flag.category === 'non-compete',
    );
    const inCommercial = flagsOf('employment-agreement', [], 'Supply Agreement').find(
      (flag) => flag.category === 'non-compete',
    );
    expect([inEmployment?.severity, inCommercial?.severity]).toEqual(['high', 'medium']);
  });

  it('ranks serious flags first and writes every text in plain words', () => {
    const flags = flagsOf('loan-note');
    expect(flags[0]?.severity).toBe('high');
    for (const flag of flags) {
      expect(flag.explanation.length).toBeGreaterThan(30);
      expect(flag.suggestion.length).toBeGreaterThan(30);
      expect(flag.explanation).not.toMatch(/\b(?:hereinafter|heretofore|pursuant|indemnitor)\b/i);
    }
  });

  it('adds learned clauses without duplicating a pattern flag over the same sentence', () => {
    const { document } = loadContractFixture('consulting-agreement');
    const start = document.text.indexOf('Company may terminate');
    const end = document.text.indexOf('.', start) + 1;
    const sentence = document.text.slice(start, end);
    const clause = (category: string, probability: number): Clause => ({
      category,
      title: category,
      text: sentence,
      start,
      end,
      page: 1,
      probability,
    });
    const flags = flagsOf('consulting-agreement', [
      clause('termination-for-convenience', 0.9),
      clause('exclusivity', 0.2),
    ]);
    expect(flags.filter((flag) => flag.category === 'termination-for-convenience')).toHaveLength(1);
    expect(flags.some((flag) => flag.category === 'exclusivity')).toBe(false);
    const withExclusivity = flagsOf('consulting-agreement', [
      { ...clause('exclusivity', 0.8), start: start + 4 },
    ]);
    expect(withExclusivity.find((flag) => flag.category === 'exclusivity')).toMatchObject({
      severity: 'medium',
      confidence: 0.8,
    });
  });
});
