import { describe, expect, it } from 'vitest';
import { computeOverallConfidence, measureTextQuality } from './confidence.ts';

const fullCoverage = {
  pages: 10,
  pagesAnalysed: 10,
  ocrPages: [],
  skipped: [],
  unverifiedFindingsDropped: 0,
};

describe('computeOverallConfidence', () => {
  it('is high with no reasons when everything was read and understood', () => {
    const result = computeOverallConfidence({
      coverage: fullCoverage,
      documentTypeConfidence: 0.95,
      textQuality: 0.99,
      wordCount: 5000,
    });
    expect(result.score).toBeGreaterThanOrEqual(95);
    expect(result.reasons).toEqual([]);
  });

  it('falls with coverage and says why', () => {
    const half = computeOverallConfidence({
      coverage: {
        ...fullCoverage,
        pagesAnalysed: 5,
        skipped: [{ what: 'pages 6-10', reason: 'time limit' }],
      },
      documentTypeConfidence: 0.95,
      textQuality: 0.99,
      wordCount: 5000,
    });
    expect(half.score).toBeLessThan(55);
    expect(half.reasons).toContain('Only 5 of 10 pages could be read.');
  });

  it('falls with uncertain scanned pages, an uncertain type and dropped findings', () => {
    const base = { documentTypeConfidence: 0.95, textQuality: 0.99, wordCount: 5000 };
    const clean = computeOverallConfidence({ coverage: fullCoverage, ...base }).score;
    const scanned = computeOverallConfidence({
      coverage: {
        ...fullCoverage,
        ocrPages: Array.from({ length: 10 }, (_, index) => ({ page: index + 1, confidence: 0.6 })),
      },
      ...base,
    });
    expect(scanned.score).toBeLessThan(clean);
    expect(scanned.reasons[0]).toMatch(
      /10 scanned pages were read by text recognition, which is 60% sure/,
    );
    const unsureType = computeOverallConfidence({
      coverage: fullCoverage,
      ...base,
      documentTypeConfidence: 0.3,
    });
    expect(unsureType.score).toBeLessThan(clean);
    const dropped = computeOverallConfidence({
      coverage: { ...fullCoverage, unverifiedFindingsDropped: 4 },
      ...base,
    });
    expect(dropped.reasons.join(' ')).toMatch(/4 findings could not be matched word for word/);
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
