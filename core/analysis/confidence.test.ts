import { describe, expect, it } from 'vitest';
import {
  computeOverallConfidence,
  measureTextQuality,
  type ConfidenceInputs,
} from './confidence.ts';

const fullCoverage = {
  pages: 10,
  pagesAnalysed: 10,
  ocrPages: [],
  skipped: [],
  unverifiedFindingsDropped: 0,
};

/** A clean, fully read, long document whose type is certain, with the given clauses. */
function inputs(
  clauseProbabilities: number[],
  overrides: Partial<ConfidenceInputs> = {},
): ConfidenceInputs {
  return {
    coverage: fullCoverage,
    clauseProbabilities,
    documentTypeConfidence: 1,
    textQuality: 0.99,
    wordCount: 5000,
    ...overrides,
  };
}

const clauses = (count: number, probability: number) =>
  Array.from({ length: count }, () => probability);

describe('computeOverallConfidence', () => {
  it('is the expected share of shown findings that are right: clauses and the document type', () => {
    // 9 clauses at 0.5 and a certain type: (9 x 0.5 + 1) / 10 findings.
    expect(computeOverallConfidence(inputs(clauses(9, 0.5))).score).toBe(55);
    // Mixed probabilities count each clause with its own: (0.9 + 0.3 + 0.6 + 0.8) / 4.
    expect(
      computeOverallConfidence(inputs([0.9, 0.3, 0.6], { documentTypeConfidence: 0.8 })).score,
    ).toBe(65);
  });

  it('is 100 with no reasons only when every finding is certain and everything was read', () => {
    const result = computeOverallConfidence(inputs(clauses(20, 1)));
    expect(result).toEqual({ score: 100, reasons: [] });
  });

  it('falls when the clauses are less certain, and says so', () => {
    const sure = computeOverallConfidence(inputs(clauses(40, 0.9)));
    const unsure = computeOverallConfidence(inputs(clauses(40, 0.4)));
    expect(unsure.score).toBeLessThan(sure.score);
    expect(unsure.score).toBe(41);
    expect(unsure.reasons[0]).toBe(
      "On average the engine is 40% sure of each of the 40 clauses it found, so check a clause's words before relying on it.",
    );
  });

  it('weighs an uncertain document type as one finding among those shown', () => {
    const few = inputs(clauses(3, 0.9));
    const unsureFew = computeOverallConfidence({ ...few, documentTypeConfidence: 0.3 });
    expect(unsureFew.score).toBeLessThan(computeOverallConfidence(few).score);
    expect(unsureFew.reasons).toContain('The kind of document is uncertain (30% sure).');
    // Among 100 clauses the type is 1 finding in 101: it costs under 3 points, so no reason.
    const many = inputs(clauses(100, 0.9));
    const unsureMany = computeOverallConfidence({ ...many, documentTypeConfidence: 0.3 });
    expect(unsureMany.score).toBeLessThan(computeOverallConfidence(many).score);
    expect(unsureMany.reasons.join(' ')).not.toMatch(/kind of document/);
  });

  it('with no clauses shown, is the certainty of the document type', () => {
    expect(computeOverallConfidence(inputs([], { documentTypeConfidence: 0.7 })).score).toBe(70);
  });

  it('counts dropped findings as findings that failed', () => {
    const result = computeOverallConfidence(
      inputs(clauses(9, 1), { coverage: { ...fullCoverage, unverifiedFindingsDropped: 5 } }),
    );
    expect(result.score).toBe(67); // 10 right of 15
    expect(result.reasons).toEqual([
      '5 findings could not be matched word for word to the document and were left out.',
    ]);
  });

  it('falls with the share of pages not read and says why', () => {
    const half = computeOverallConfidence(
      inputs(clauses(9, 1), {
        coverage: {
          ...fullCoverage,
          pagesAnalysed: 5,
          skipped: [{ what: 'pages 6-10', reason: 'time limit' }],
        },
      }),
    );
    expect(half.score).toBe(50);
    expect(half.reasons).toEqual(['Only 5 of 10 pages could be read.']);
  });

  it('falls with uncertain scanned pages and says why', () => {
    const clean = computeOverallConfidence(inputs(clauses(9, 0.8)));
    const scanned = computeOverallConfidence(
      inputs(clauses(9, 0.8), {
        coverage: {
          ...fullCoverage,
          ocrPages: Array.from({ length: 10 }, (_, index) => ({
            page: index + 1,
            confidence: 0.6,
          })),
        },
      }),
    );
    expect(scanned.score).toBe(Math.round(clean.score * 0.6));
    expect(scanned.reasons[0]).toMatch(
      /10 scanned pages were read by text recognition, which is 60% sure/,
    );
  });

  it('falls with garbled text, and gives reasons only for factors costing 3 points or more', () => {
    const slightlyNoisy = computeOverallConfidence(inputs(clauses(9, 1), { textQuality: 0.95 }));
    expect(slightlyNoisy.score).toBe(98);
    expect(slightlyNoisy.reasons).toEqual([]);
    const garbled = computeOverallConfidence(inputs(clauses(9, 1), { textQuality: 0.6 }));
    expect(garbled.score).toBeLessThan(65);
    expect(garbled.reasons).toEqual([
      'Parts of the extracted text look garbled, so some clauses may have been missed.',
    ]);
  });

  it('falls for a very short document and says why', () => {
    const result = computeOverallConfidence(inputs(clauses(3, 1), { wordCount: 50 }));
    expect(result.score).toBe(80);
    expect(result.reasons).toEqual([
      'The document is very short (50 words), which leaves little to check.',
    ]);
  });

  it('lists the costliest reason first', () => {
    const result = computeOverallConfidence(
      inputs(clauses(9, 0.9), {
        coverage: { ...fullCoverage, pagesAnalysed: 4 },
      }),
    );
    expect(result.reasons[0]).toBe('Only 4 of 10 pages could be read.');
    expect(result.reasons[1]).toMatch(/90% sure of each of the 9 clauses/);
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
