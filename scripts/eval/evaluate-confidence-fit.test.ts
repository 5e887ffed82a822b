import { describe, expect, it } from 'vitest';
import { CONFIDENCE_COEFFICIENTS } from '../../core/analysis/summary/confidence-coefficients.ts';
import { createRandom } from '../train/random.ts';
import {
  fitCoefficients,
  fitLogistic,
  measureShare,
  type ConfidenceRow,
  type JudgedClaim,
} from './evaluate-confidence-fit.ts';

function row(claims: JudgedClaim[], overrides: Partial<ConfidenceRow> = {}): ConfidenceRow {
  return {
    id: 'contract',
    variant: 'as written',
    shipped: 0.5,
    signals: {
      coverage: {
        pages: 1,
        pagesAnalysed: 1,
        ocrPages: [],
        skipped: [],
        unverifiedFindingsDropped: 0,
      },
      wordCount: 5000,
      textQuality: 0.99,
      placeholderCount: 0,
      documentType: 'License Agreement',
    },
    claims,
    ...overrides,
  };
}

describe('measureShare', () => {
  it('is the share of judged claims confirmed; unjudged claims do not count', () => {
    const share = measureShare(
      row([
        { kind: 'clause', probability: 0.9, verdict: true },
        { kind: 'clause', probability: 0.9, verdict: false },
        { kind: 'red-flag', probability: 0.9, verdict: null },
        { kind: 'party', probability: null, verdict: true },
      ]),
    );
    expect(share).toBeCloseTo(2 / 3, 10);
    expect(measureShare(row([{ kind: 'red-flag', probability: 0.9, verdict: null }]))).toBeNull();
  });
});

describe('fitLogistic', () => {
  it('recovers the calibration that made the outcomes', () => {
    const random = createRandom(7);
    const points = Array.from({ length: 20000 }, () => {
      const x = 6 * random() - 3;
      return { x, y: random() < 1 / (1 + Math.exp(-(-0.5 + 0.6 * x))) ? 1 : 0 };
    });
    const fitted = fitLogistic(points);
    expect(fitted.intercept).toBeCloseTo(-0.5, 1);
    expect(fitted.slope).toBeCloseTo(0.6, 1);
  });

  it('never lets the chance fall as the engine grows surer', () => {
    const points = [
      ...Array.from({ length: 40 }, () => ({ x: -2, y: 1 })),
      ...Array.from({ length: 40 }, () => ({ x: 2, y: 0 })),
    ];
    expect(fitLogistic(points).slope).toBe(0);
  });
});

describe('fitCoefficients', () => {
  it('fits key-fact rates to the share confirmed, leaving the parts not asked for', () => {
    const facts = (confirmed: number, refuted: number): JudgedClaim[] => [
      ...Array.from({ length: confirmed }, () => ({
        kind: 'party' as const,
        probability: null,
        verdict: true,
      })),
      ...Array.from({ length: refuted }, () => ({
        kind: 'party' as const,
        probability: null,
        verdict: false,
      })),
    ];
    const fitted = fitCoefficients(
      [row(facts(30, 10)), row(facts(6, 2))],
      CONFIDENCE_COEFFICIENTS,
      ['facts'],
    );
    expect(fitted.factRates.party).toBeCloseTo(0.75, 10);
    expect(fitted.factRates['key-date']).toBe(CONFIDENCE_COEFFICIENTS.factRates['key-date']);
    expect(fitted.scanSlope).toBe(CONFIDENCE_COEFFICIENTS.scanSlope);
  });

  it('fits the thin-text factor so short copies are predicted as low as they measure', () => {
    const claims = (confirmed: number): JudgedClaim[] =>
      Array.from({ length: 10 }, (_, index) => ({
        kind: 'party' as const,
        probability: null,
        verdict: index < confirmed,
      }));
    const start = {
      ...CONFIDENCE_COEFFICIENTS,
      factRates: { party: 0.8, 'key-date': 0.8, 'key-term': 0.8 },
    };
    const rows = [
      ...Array.from({ length: 5 }, () => row(claims(8))),
      ...Array.from({ length: 5 }, () =>
        row(claims(4), {
          variant: 'first 60 words',
          signals: { ...row([]).signals, wordCount: 60 },
        }),
      ),
    ];
    const fitted = fitCoefficients(rows, start, ['thin']);
    const factor = (60 / fitted.thinWords) ** fitted.thinExponent;
    expect(factor).toBeGreaterThan(0.4);
    expect(factor).toBeLessThan(0.6);
  });
});
