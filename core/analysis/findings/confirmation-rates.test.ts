import { describe, expect, it } from 'vitest';
import type { Protection, RedFlag } from '../../../common/analysis/analysis-schema.ts';
import {
  applyConfirmationRates,
  CONFIRMATION_RATES,
  findFindingSource,
} from './confirmation-rates.ts';

const flag = (id: string, category: string, confidence: number): RedFlag => ({
  id,
  category,
  title: id,
  severity: 'medium',
  explanation: '',
  suggestion: '',
  quote: 'words',
  page: 1,
  start: 0,
  end: 5,
  confidence,
  burdens: [],
  favours: [],
  occurrences: 1,
  alsoAt: [],
});

const protection = (id: string, category: string, confidence: number): Protection => ({
  id,
  category,
  title: id,
  explanation: '',
  quote: 'words',
  page: 1,
  start: 0,
  end: 5,
  confidence,
  burdens: [],
  favours: [],
});

describe('applyConfirmationRates', () => {
  it("gives a playbook check's finding the playbook rate and a family's the family rate", () => {
    // 'nda-term' is the NDA playbook's item nda.term; 'non-compete' a red-flag family.
    expect(findFindingSource({ category: 'nda-term' })).toBe('playbook');
    expect(findFindingSource({ category: 'non-compete' })).toBe('family');
    const { redFlags } = applyConfirmationRates({
      redFlags: [flag('a', 'nda-term', 0.8), flag('b', 'non-compete', 0.99)],
      protections: [],
    });
    expect(redFlags.map((item) => item.confidence)).toEqual([
      CONFIRMATION_RATES.redFlag.playbook,
      CONFIRMATION_RATES.redFlag.family,
    ]);
  });

  it('keeps the order of the findings, whatever their confidence was', () => {
    const ids = ['c', 'a', 'd', 'b'];
    const { redFlags } = applyConfirmationRates({
      redFlags: [
        flag('c', 'non-compete', 0.6),
        flag('a', 'nda-term', 0.99),
        flag('d', 'indemnification', 0.7),
        flag('b', 'nda-term', 0.65),
      ],
      protections: [],
    });
    expect(redFlags.map((item) => item.id)).toEqual(ids);
  });

  it('sets protections by their source when rates are given, and keeps their own otherwise', () => {
    const protections = [protection('p', 'nda-term', 0.8), protection('q', 'exception', 0.7)];
    const rates = {
      redFlag: CONFIRMATION_RATES.redFlag,
      protection: { playbook: 0.9, family: 0.6 },
    };
    expect(
      applyConfirmationRates({ redFlags: [], protections }, rates).protections.map(
        (item) => item.confidence,
      ),
    ).toEqual([0.9, 0.6]);
    expect(
      applyConfirmationRates(
        { redFlags: [], protections },
        { ...rates, protection: null },
      ).protections.map((item) => item.confidence),
    ).toEqual([0.8, 0.7]);
  });
});
