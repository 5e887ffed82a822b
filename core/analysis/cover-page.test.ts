import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { analyzeDocument } from './analyze-document.ts';
import { COVER_PAGE } from './type/document-type-samples.test-support.ts';

describe('a cover page that incorporates standard terms', () => {
  it('is typed by those terms and says they were not provided', () => {
    const analysis = analyzeDocument(createParsedDocument('txt', [COVER_PAGE], true));
    expect(analysis.documentType.type).toBe('NDA');
    expect(analysis.coverage.skipped).toContainEqual({
      what: 'Bonterms Mutual NDA Standard Terms Version 1.0',
      reason: 'referenced but not provided',
    });
    expect(analysis.missingClauses).toEqual([]);
  });

  it('sends the reader to those terms for the key terms the cover page does not state', () => {
    const analysis = analyzeDocument(createParsedDocument('txt', [COVER_PAGE], true));
    const incorporated = analysis.keyTerms.filter((term) => term.status === 'incorporated');
    expect(incorporated.length).toBeGreaterThan(0);
    for (const term of incorporated) {
      expect(term.value).toContain('Bonterms Mutual NDA Standard Terms Version 1.0');
      expect(COVER_PAGE.slice(term.start, term.end)).toBe(term.quote);
    }
  });
});
