import { describe, expect, it } from 'vitest';
import { scoreReview } from './review-score.ts';

describe('scoreReview', () => {
  it('averages the must-flag and key-term shares, the must-not passages left alone and the type', () => {
    expect(
      scoreReview({
        mustFlagFound: 3,
        mustFlag: 6,
        keyTermsFound: 1,
        keyTerms: 4,
        mustNotFlagged: 1,
        mustNot: 4,
        isTypeRight: true,
      }),
    ).toBeCloseTo((0.5 + 0.25 + 0.75 + 1) / 4);
  });

  it('counts a part with nothing annotated as met', () => {
    expect(
      scoreReview({
        mustFlagFound: 0,
        mustFlag: 0,
        keyTermsFound: 0,
        keyTerms: 0,
        mustNotFlagged: 0,
        mustNot: 0,
        isTypeRight: false,
      }),
    ).toBeCloseTo(0.75);
  });
});
