import { describe, expect, it } from 'vitest';
import { isLearnedType, measureTextQuality, readConfidenceSignals } from './confidence-signals.ts';

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
