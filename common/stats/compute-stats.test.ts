import { describe, expect, it } from 'vitest';
import {
  computeStats,
  EMPTY_STATS,
  estimateWordCount,
  isAnalysed,
  minutesSavedFor,
  type AnalysisFacts,
  type DocumentFacts,
} from './compute-stats.ts';

function analysed(
  overrides: Partial<AnalysisFacts> & { redFlagCount?: number; obligationCount?: number } = {},
): AnalysisFacts {
  const { redFlagCount = 0, obligationCount = 0, ...rest } = overrides;
  return {
    documentType: { type: 'NDA' },
    redFlags: Array.from({ length: redFlagCount }, (_, index) => ({ id: `flag-${index}` })),
    obligations: Array.from({ length: obligationCount }, (_, index) => ({ id: `ob-${index}` })),
    overallConfidence: 80,
    ...rest,
  };
}

/** A document whose text holds exactly `words` words by the 6-characters-a-word estimate. */
function document(analysis: AnalysisFacts | null, words = 0): DocumentFacts {
  return { analysis, textLength: words * 6 };
}

describe('computeStats', () => {
  it('is all zeros with no documents', () => {
    expect(computeStats([])).toEqual(EMPTY_STATS);
    expect(EMPTY_STATS).toEqual({
      documentsAnalyzed: 0,
      redFlagsFound: 0,
      timesSaved: 0,
      totalObligations: 0,
      avgConfidence: 0,
    });
  });

  it('counts only documents with an analysis whose type is not Unknown', () => {
    const stats = computeStats([
      document(null, 10_000),
      document(analysed({ documentType: { type: 'Unknown' }, redFlagCount: 4 }), 10_000),
    ]);
    expect(stats).toEqual(EMPTY_STATS);
    expect(isAnalysed(null)).toBe(false);
    expect(isAnalysed(analysed({ documentType: { type: 'Unknown' } }))).toBe(false);
    expect(isAnalysed(analysed())).toBe(true);
  });

  it('sums red flags and obligations and rounds the mean confidence', () => {
    const stats = computeStats([
      document(analysed({ redFlagCount: 3, obligationCount: 5, overallConfidence: 81 })),
      document(analysed({ redFlagCount: 0, obligationCount: 2, overallConfidence: 90 })),
      document(analysed({ redFlagCount: 1, obligationCount: 0, overallConfidence: 70 })),
      document(null),
    ]);
    expect(stats.documentsAnalyzed).toBe(3);
    expect(stats.redFlagsFound).toBe(4);
    expect(stats.totalObligations).toBe(7);
    // (81 + 90 + 70) / 3 = 80.33...
    expect(stats.avgConfidence).toBe(80);
    expect(
      computeStats([
        document(analysed({ overallConfidence: 85 })),
        document(analysed({ overallConfidence: 90 })),
      ]).avgConfidence,
    ).toBe(88);
  });

  it('saves words / 200 minutes less 2 per analyzed document, never below 0', () => {
    // 3,000 words: 15 minutes of careful reading, 2 of them spent on the analysis.
    expect(minutesSavedFor(3_000)).toBe(13);
    expect(minutesSavedFor(400)).toBe(0);
    expect(minutesSavedFor(0)).toBe(0);
    const stats = computeStats([
      document(analysed(), 3_000),
      document(analysed(), 12_100),
      // Too short to save anything: not negative.
      document(analysed(), 100),
      // Not analysed: its reading is not saved.
      document(null, 50_000),
    ]);
    // 13 + 58.5 + 0 = 71.5, rounded once at the end.
    expect(stats.timesSaved).toBe(72);
  });

  it('estimates words at 6 characters each', () => {
    expect(estimateWordCount(6_000)).toBe(1_000);
    expect(estimateWordCount(0)).toBe(0);
    expect(estimateWordCount(-5)).toBe(0);
  });
});
