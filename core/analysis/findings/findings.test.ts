import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import {
  LEGAL_CONTRACT_FIXTURES,
  loadContractFixture,
} from '../../../tests/support/contract-fixtures.ts';
import { extractKeyDates } from '../extract/extract-key-dates.ts';
import { extractKeyTerms } from '../extract/extract-key-terms.ts';
import { extractObligations } from '../extract/extract-obligations.ts';
import { extractParties } from '../extract/extract-parties.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { assessLegalContent } from './assess-legal-content.ts';
import { buildRedFlags } from './build-red-flags.ts';
import { findMissingClauses } from './find-missing-clauses.ts';
import { summarize } from './summarize.ts';

describe('findMissingClauses', () => {
  it('names what a document of its type usually has and this one lacks', () => {
    const { segments } = loadContractFixture('mutual-nda');
    expect(findMissingClauses('NDA', [], segments).map((missing) => missing.category)).toEqual([
      'expiration-date',
      'return-of-information',
    ]);
  });

  it('does not claim a clause is missing when the text or the model has it', () => {
    expect(
      findMissingClauses(
        'Consulting Agreement',
        [],
        loadContractFixture('consulting-agreement').segments,
      ),
    ).toEqual([]);
    expect(
      findMissingClauses(
        'Residential Lease',
        [],
        loadContractFixture('residential-lease').segments,
      ),
    ).toEqual([]);
    const bare = splitSentences(
      'SERVICES AGREEMENT\n\nThe Provider shall provide the services described in the order form.',
    );
    expect(
      findMissingClauses('Service Agreement', [], bare).map((missing) => missing.title),
    ).toEqual([
      'Limitation of liability',
      'Termination',
      'Confidentiality',
      'Governing law',
      'Payment terms',
    ]);
    const cap: Clause = {
      category: 'cap-on-liability',
      title: 'Cap',
      text: 'x',
      start: 0,
      end: 1,
      page: 1,
      probability: 0.6,
    };
    expect(
      findMissingClauses('Service Agreement', [cap], bare).map((missing) => missing.title),
    ).not.toContain('Limitation of liability');
  });

  it('expects nothing of a document it has no checklist for', () => {
    expect(
      findMissingClauses('Other Legal Document', [], loadContractFixture('recipe').segments),
    ).toEqual([]);
  });
});

describe('summarize', () => {
  it('says what the document is, between whom, from when, under which law, and how much needs attention', () => {
    const { document, segments } = loadContractFixture('consulting-agreement');
    const parties = extractParties(document, segments);
    const redFlags = buildRedFlags({
      document,
      segments,
      clauses: [],
      documentType: 'Consulting Agreement',
    });
    const summary = summarize({
      documentType: 'Consulting Agreement',
      parties,
      keyDates: extractKeyDates(document, segments),
      keyTerms: extractKeyTerms(document, segments),
      redFlags,
      obligations: extractObligations(document, segments, parties),
    });
    expect(summary.short).toBe(
      'A consulting agreement between Driven Deliveries, Inc. (Company) and TruckThat LLC (Consultant), effective 1 May 2019, governed by California law. 7 points need attention, 1 of them serious.',
    );
    expect(summary.keyPoints[0]).toMatch(/^Serious: liability has no upper limit\./);
    expect(summary.keyPoints).toContain('Notice to stop renewal: 90 days.');
    expect(summary.keyPoints).toContain('Payment: due within 30 days of receiving an invoice.');
  });

  it('makes one key point per kind of red flag, however many sentences raised it', () => {
    const flag = (start: number) => ({
      id: `ip-ownership-assignment-${start}`,
      category: 'ip-ownership-assignment',
      title: 'You give up ownership of the work',
      severity: 'medium' as const,
      explanation: 'Everything you create belongs to the other side.',
      suggestion: 'Keep your prior work.',
      quote: 'assigns',
      page: 1,
      start,
      end: start + 7,
      confidence: 0.9,
    });
    const summary = summarize({
      documentType: 'Independent Contractor Agreement',
      parties: [],
      keyDates: [],
      keyTerms: [],
      redFlags: [flag(10), flag(200), flag(400)],
      obligations: [],
    });
    expect(summary.short).toContain('3 points need attention');
    expect(summary.keyPoints.filter((point) => point.includes('give up ownership'))).toHaveLength(
      1,
    );
  });

  it('reads well with few findings', () => {
    const summary = summarize({
      documentType: 'NDA',
      parties: [],
      keyDates: [],
      keyTerms: [],
      redFlags: [],
      obligations: [],
    });
    expect(summary).toEqual({
      short: 'A non-disclosure agreement. No red flags were found.',
      keyPoints: [],
    });
  });
});

describe('assessLegalContent', () => {
  it('recognises legal documents', () => {
    for (const name of LEGAL_CONTRACT_FIXTURES) {
      expect(assessLegalContent(loadContractFixture(name).segments), name).toMatchObject({
        isLegal: true,
      });
    }
  });

  it('rejects a recipe, a story, a shopping list and an empty text', () => {
    for (const name of ['recipe', 'short-story'] as const) {
      const result = assessLegalContent(loadContractFixture(name).segments);
      expect(result.isLegal, name).toBe(false);
      expect(result.score).toBeLessThan(0.25);
    }
    expect(
      assessLegalContent(splitSentences('Milk\nEggs\nBread\nTwo lemons\nCoffee beans')).isLegal,
    ).toBe(false);
    expect(assessLegalContent([])).toEqual({ isLegal: false, score: 0 });
  });
});
