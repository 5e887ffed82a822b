import { describe, expect, it } from 'vitest';
import {
  countNamedParties,
  isLearnedType,
  measureTextQuality,
  readConfidenceSignals,
} from './confidence-signals.ts';

const coverage = {
  pages: 1,
  pagesAnalysed: 1,
  ocrPages: [],
  skipped: [],
  unverifiedFindingsDropped: 0,
};

describe('readConfidenceSignals', () => {
  it('counts the blanks of a template, without counting them as garbled text', () => {
    const template =
      'This Agreement is made on [●] between [Company Name] and ____________ and is governed by the laws of [Governing State].';
    const signals = readConfidenceSignals(template, coverage, 'NDA');
    expect(signals.placeholderCount).toBe(4);
    expect(signals.wordCount).toBe(20);
    expect(signals.textQuality).toBeGreaterThan(0.97);
  });
});

describe('the reading signals', () => {
  const party = (name: string, status: 'stated' | 'blank' | 'not-found' = 'stated') => ({
    name,
    status,
  });
  const reader = {
    party: 'Acme Inc.',
    role: 'Buyer',
    chosenBy: 'default' as const,
    isMutual: false,
  };

  it('counts distinct parties stated, never a blank or a party not found', () => {
    expect(countNamedParties([party('Acme Inc.'), party('Beta LLC')])).toBe(2);
    expect(countNamedParties([party('Acme Inc.'), party('ACME INC. ')])).toBe(1);
    expect(countNamedParties([party('Acme Inc.'), party('[Company Name]')])).toBe(1);
    expect(countNamedParties([party('Acme Inc.'), party('Supplier', 'not-found')])).toBe(1);
  });

  it('reads the parties and the reader when the analysis gives them, and not otherwise', () => {
    const text = 'This Supply Agreement is between Acme Inc. and Beta LLC.';
    const read = readConfidenceSignals(text, coverage, 'Supply Agreement', {
      parties: [party('Acme Inc.')],
      perspective: null,
    });
    expect(read.namedParties).toBe(1);
    expect(read.hasReader).toBe(false);
    const chosen = readConfidenceSignals(text, coverage, 'Supply Agreement', {
      parties: [party('Acme Inc.'), party('Beta LLC')],
      perspective: reader,
    });
    expect(chosen.namedParties).toBe(2);
    expect(chosen.hasReader).toBe(true);
    const notGiven = readConfidenceSignals(text, coverage, 'Supply Agreement');
    expect(notGiven.namedParties).toBeUndefined();
    expect(notGiven.hasReader).toBeUndefined();
  });

  it("counts the points of the type's playbook, 0 for a type without one", () => {
    expect(readConfidenceSignals('', coverage, 'NDA').playbookItems).toBeGreaterThan(5);
    expect(readConfidenceSignals('', coverage, 'Other Legal Document').playbookItems).toBe(0);
  });
});

describe('measureTextQuality', () => {
  it('tells clean text from garbled extraction', () => {
    expect(
      measureTextQuality(
        'The Tenant shall pay rent of $1,200 on the 1st (first) day of each month.',
      ),
    ).toBeGreaterThan(0.95);
    expect(measureTextQuality('Th£ ~~ ¬¬ ®®® ÿþ §§ ‡‡ ¤¤ ¦¦ ¨¨')).toBeLessThan(0.3);
  });
});

describe('isLearnedType', () => {
  it('knows the CUAD contract types and terms of service, and nothing else', () => {
    expect(isLearnedType('License Agreement')).toBe(true);
    expect(isLearnedType('Terms of Service')).toBe(true);
    expect(isLearnedType('Residential Lease')).toBe(false);
    expect(isLearnedType('Other Legal Document')).toBe(false);
  });
});
