import { describe, expect, it } from 'vitest';
import type { FoldResult } from './evaluate-fold.ts';
import { parseFoldResult, serialiseFoldResult } from './fold-results.ts';

const curve = { aupr: 60, precisionAt80Recall: 12, precisionAt90Recall: 0, maxRecall: 86 };

describe('cached fold measurements', () => {
  it('survive the round trip through JSON, maps and NaN included', () => {
    const result: FoldResult = {
      contracts: 2,
      labels: 5,
      grid: curve,
      gridRoot: curve,
      exact: { ...curve, aupr: 60.5 },
      calibrationError: 0.01,
      categoryAupr: new Map([
        ['Parties', 70],
        ['Source Code Escrow', NaN],
      ]),
      displayThreshold: 0.17,
      shownClauses: 40,
      shownPrecision: 0.5,
      typeAccuracy: 1,
      typeRows: [
        {
          source: 'contract',
          route: 'title-word',
          confidence: 0.97,
          isRight: true,
          isRightAsLabelled: true,
        },
      ],
      consumerFlagsOnContracts: 0,
      millisecondsPer10kWords: 40,
      confidence: [
        {
          id: 'a',
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
            wordCount: 900,
            textQuality: 0.99,
            placeholderCount: 0,
            documentType: 'License Agreement',
          },
          claims: [{ kind: 'clause', probability: 0.7, verdict: true }],
        },
      ],
      presence: new Map([['all', { truePositives: 3, falsePositives: 1, falseNegatives: 2 }]]),
      terms: {
        documents: 1,
        detected: 1,
        model: new Map([['all', { truePositives: 1, falsePositives: 0, falseNegatives: 0 }]]),
        redFlags: new Map(),
      },
    };
    const { key, result: parsed } = parseFoldResult(serialiseFoldResult('abc', result));
    expect(key).toBe('abc');
    expect(parsed).toEqual(result);
    expect(Number.isNaN(parsed.categoryAupr.get('Source Code Escrow'))).toBe(true);
  });
});
