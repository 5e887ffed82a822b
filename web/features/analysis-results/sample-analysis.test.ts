import { describe, expect, it } from 'vitest';
import { analysisSchema } from '../../../common/analysis/analysis-schema.ts';
import {
  EMPTY_ANALYSIS,
  SAMPLE_ANALYSIS,
  SAMPLE_LEASE_PAGES,
  SAMPLE_LEASE_TEXT,
} from './sample-analysis.test-support.ts';

describe('the sample analysis', () => {
  it('is a valid Analysis, and so is the empty one', () => {
    expect(analysisSchema.parse(SAMPLE_ANALYSIS)).toEqual(SAMPLE_ANALYSIS);
    expect(analysisSchema.parse(EMPTY_ANALYSIS)).toEqual(EMPTY_ANALYSIS);
  });

  it('quotes the lease word for word at its offsets, on the right page', () => {
    const located = [
      ...SAMPLE_ANALYSIS.parties,
      ...SAMPLE_ANALYSIS.keyDates,
      ...SAMPLE_ANALYSIS.keyTerms,
      ...SAMPLE_ANALYSIS.redFlags,
      ...SAMPLE_ANALYSIS.redFlags.flatMap((flag) => flag.alsoAt),
      ...SAMPLE_ANALYSIS.protections,
      ...SAMPLE_ANALYSIS.obligations,
    ];
    for (const finding of located) {
      expect(SAMPLE_LEASE_TEXT.slice(finding.start, finding.end)).toBe(finding.quote);
      expect(SAMPLE_LEASE_PAGES[finding.page - 1]).toContain(finding.quote);
    }
    for (const clause of SAMPLE_ANALYSIS.clauses) {
      expect(SAMPLE_LEASE_TEXT.slice(clause.start, clause.end)).toBe(clause.text);
    }
  });
});
