import { describe, expect, it } from 'vitest';
import { analysisSchema, type Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import {
  LEGAL_CONTRACT_FIXTURES,
  loadContractFixture,
  type ContractFixture,
} from '../../tests/support/contract-fixtures.test-support.ts';
import { findPageNumber } from '../parsing/parsed-document.ts';
import { analyzeDocument } from './analyze-document.ts';
import { listShownClaims, toScoredClaim } from './summary/confidence-claims.ts';
import { estimateClaimChance } from './summary/confidence.ts';

/** Every place an analysis quotes the document, whatever kind of finding it is. */
function collectQuotes(analysis: Analysis) {
  return [
    ...analysis.parties,
    ...analysis.keyDates,
    ...analysis.keyTerms,
    ...analysis.redFlags,
    ...analysis.obligations,
    ...analysis.clauses.map((clause) => ({ ...clause, quote: clause.text })),
  ];
}

describe('analyzeDocument', () => {
  for (const name of LEGAL_CONTRACT_FIXTURES) {
    it(`gives ${name} a valid analysis whose every quote is verbatim at its offsets and page`, () => {
      const { document } = loadContractFixture(name);
      const analysis = analyzeDocument(document);
      expect(() => analysisSchema.parse(analysis)).not.toThrow();
      for (const finding of collectQuotes(analysis)) {
        expect(document.text.slice(finding.start, finding.end)).toBe(finding.quote);
        expect(finding.page).toBe(findPageNumber(document, finding.start));
      }
      expect(analysis.coverage.unverifiedFindingsDropped).toBe(0);
      // The confidence is the expected share of the shown claims a lawyer would confirm: the
      // mean of their chances, only ever lowered by what makes them less reliable (a short
      // text, blanks, a type never learned), and every fall of 3 points or more says why.
      const chances = listShownClaims(analysis).map((claim) =>
        estimateClaimChance(toScoredClaim(claim)),
      );
      const expected = (100 * chances.reduce((sum, chance) => sum + chance, 0)) / chances.length;
      expect(analysis.overallConfidence).toBeGreaterThan(0);
      expect(analysis.overallConfidence).toBeLessThanOrEqual(Math.round(expected));
      if (analysis.overallConfidence < expected - 6)
        expect(analysis.confidenceReasons.length).toBeGreaterThan(0);
      // A balanced mutual NDA may rightly have nothing to warn about; the others all do.
      if (name !== 'mutual-nda') expect(analysis.redFlags.length).toBeGreaterThan(0);
      expect(analysis.summary.short.length).toBeGreaterThan(20);
    });
  }

  it('names the kind of everyday document people bring', () => {
    const typeOf = (name: ContractFixture) =>
      analyzeDocument(loadContractFixture(name).document).documentType.type;
    expect(typeOf('residential-lease')).toBe('Residential Lease');
    expect(typeOf('employment-agreement')).toBe('Employment Agreement');
    expect(typeOf('terms-of-service')).toBe('Terms of Service');
    expect(typeOf('mutual-nda')).toBe('NDA');
  });

  it('refuses text that is not a legal document before spending anything on it', () => {
    for (const name of ['recipe', 'short-story'] as const) {
      const error = (() => {
        try {
          analyzeDocument(loadContractFixture(name).document);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('NOT_LEGAL_DOCUMENT');
    }
  });
});
