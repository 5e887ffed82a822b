import { describe, expect, it } from 'vitest';
import type { Party, Protection, RedFlag } from '../../common/analysis/analysis-schema.ts';
import type { ShownClaim } from '../../core/analysis/summary/confidence-claims.ts';
import { judgeReviewClaim, type ReviewAnnotations } from './review-confidence.ts';

const text =
  'The Franchisee shall pay liquidated damages of two years of royalties. ' +
  'The Franchisor shall not open another outlet in the Territory. ' +
  'This Agreement is governed by the laws of Florida. Notices go to the addresses above.';

const entry: ReviewAnnotations = {
  file: 'franchise.pdf',
  acceptable_types: ['Franchise Agreement'],
  parties: [{ name: 'Pizza Fusion Holding, Inc.' }, { name: 'Jane Doe (the franchisee)' }],
  governing_law: 'Florida',
  must_flag: [{ anchor: 'shall pay liquidated damages of two years of royalties' }],
  must_not_flag: [{ anchor: 'The Franchisor shall not open another outlet in the Territory' }],
  key_terms: [],
};

const rangeOf = (words: string) => {
  const start = text.indexOf(words);
  return { quote: words, page: 1, start, end: start + words.length };
};

function flag(words: string): ShownClaim {
  const finding: RedFlag = {
    id: 'f',
    category: 'liquidated-damages',
    title: 'Liquidated damages',
    severity: 'high',
    explanation: '',
    suggestion: '',
    ...rangeOf(words),
    confidence: 0.8,
    burdens: [],
    favours: [],
    occurrences: 1,
    alsoAt: [],
  };
  return { kind: 'red-flag', probability: 0.8, finding };
}

function protection(words: string): ShownClaim {
  const finding: Protection = {
    id: 'p',
    category: 'non-compete',
    title: 'Their promise',
    explanation: '',
    ...rangeOf(words),
    confidence: 0.8,
    burdens: [],
    favours: [],
  };
  return { kind: 'protection', probability: 0.8, finding };
}

function party(name: string): ShownClaim {
  const fact: Party = { name, role: 'Franchisor', status: 'stated', ...rangeOf('Franchisor') };
  return { kind: 'party', probability: null, status: 'stated', showsPlaceholder: false, fact };
}

function judge(claim: ShownClaim) {
  const anchor = (words: string) => {
    const start = text.indexOf(words);
    return { start, end: start + words.length };
  };
  return judgeReviewClaim(claim, {
    entry,
    text,
    mustFlag: [anchor(entry.must_flag[0]?.anchor ?? '')],
    mustNot: [anchor(entry.must_not_flag[0]?.anchor ?? '')],
  });
}

describe('judgeReviewClaim', () => {
  it('confirms a red flag on a must-flag passage, refutes one on a must-not passage, and leaves the rest unjudged', () => {
    expect(
      judge(flag('The Franchisee shall pay liquidated damages of two years of royalties.')),
    ).toBe(true);
    expect(judge(flag('The Franchisor shall not open another outlet in the Territory.'))).toBe(
      false,
    );
    expect(judge(flag('Notices go to the addresses above.'))).toBeNull();
  });

  it("judges protections the other way round: a must-flag risk is never in the reader's favour", () => {
    expect(
      judge(protection('The Franchisor shall not open another outlet in the Territory.')),
    ).toBe(true);
    expect(judge(protection('shall pay liquidated damages of two years of royalties'))).toBe(false);
  });

  it('judges the type and the parties by the annotations', () => {
    expect(judge({ kind: 'document-type', probability: 0.9, type: 'Franchise Agreement' })).toBe(
      true,
    );
    expect(judge({ kind: 'document-type', probability: 0.9, type: 'License Agreement' })).toBe(
      false,
    );
    expect(judge(party('Pizza Fusion Holding, Inc.'))).toBe(true);
    expect(judge(party('Jane Doe'))).toBe(true);
    expect(judge(party('Notices'))).toBe(false);
  });
});
