import { describe, expect, it } from 'vitest';
import {
  CONTRACT_FIXTURES,
  loadContractFixture,
} from '../../../tests/support/contract-fixtures.test-support.ts';
import { paginateText } from '../../parsing/paginate-text.ts';
import { createParsedDocument, type ParsedDocument } from '../../parsing/parsed-document.ts';
import { extractKeyDates } from '../reading/facts/extract-key-dates.ts';
import { extractKeyTerms } from '../reading/facts/extract-key-terms.ts';
import { extractParties } from '../reading/facts/extract-parties.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { analyzeDocument } from '../analyze-document.ts';

interface Quoted {
  quote: string;
  start: number;
  end: number;
  page: number;
}

function expectVerbatim(document: ParsedDocument, findings: Quoted[]) {
  for (const finding of findings) {
    expect(document.text.slice(finding.start, finding.end)).toBe(finding.quote);
    expect(finding.quote.trim()).toBe(finding.quote);
    const page = document.pages.find(
      (candidate) => candidate.start <= finding.start && finding.start < candidate.end,
    );
    expect(finding.page).toBe(page?.number);
  }
}

describe('every finding quotes its exact words on the right page', () => {
  it.each(CONTRACT_FIXTURES)('%s, cut into small pages', (name) => {
    // Small pages, so findings land on many pages and a wrong page number shows.
    const document = createParsedDocument(
      'txt',
      paginateText(loadContractFixture(name).document.text, 500),
      true,
    );
    const segments = splitSentences(document.text);
    const parties = extractParties(document, segments);
    expectVerbatim(document, parties);
    expectVerbatim(document, extractKeyDates(document, segments));
    expectVerbatim(document, extractKeyTerms(document, segments));
    if (name !== 'recipe' && name !== 'short-story') {
      const analysis = analyzeDocument(document);
      expectVerbatim(document, analysis.redFlags);
      expectVerbatim(
        document,
        analysis.redFlags.flatMap((flag) => flag.alsoAt),
      );
      expectVerbatim(document, analysis.protections);
      expectVerbatim(document, analysis.obligations);
    }
    if (name !== 'recipe' && name !== 'short-story')
      expect(document.pages.length).toBeGreaterThan(1);
  });
});
