import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import {
  loadContractFixture,
  type ContractFixture,
} from '../../tests/support/contract-fixtures.test-support.ts';
import { suggestQuestions } from './suggest-questions.ts';

const suggestionsFor = (fixture: ContractFixture) =>
  suggestQuestions(analyzeDocument(loadContractFixture(fixture).document));

describe('suggestQuestions', () => {
  it('gives 3-5 questions that fit the document type', () => {
    const lease = suggestionsFor('residential-lease');
    const nda = suggestionsFor('mutual-nda');
    const terms = suggestionsFor('terms-of-service');
    for (const suggestions of [lease, nda, terms]) {
      expect(suggestions.length).toBeGreaterThanOrEqual(3);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      expect(new Set(suggestions).size).toBe(suggestions.length);
    }
    expect(lease.join(' ')).toMatch(/lease|rent|deposit/);
    expect(nda.join(' ')).toMatch(/confidential/);
    expect(terms.join(' ')).toMatch(/refund|account|terms/);
    expect(lease).not.toEqual(nda);
  });

  it('leads with what the analysis found', () => {
    expect(suggestionsFor('employment-agreement')).toContain(
      'How long does the non-compete last, and where?',
    );
  });

  it('suggests general questions without an analysis', () => {
    expect(suggestQuestions(null)).toContain('Can I get out of this agreement?');
  });
});
