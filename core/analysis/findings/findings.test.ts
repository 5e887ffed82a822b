import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import {
  LEGAL_CONTRACT_FIXTURES,
  loadContractFixture,
} from '../../../tests/support/contract-fixtures.test-support.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { assessLegalContent } from './assess-legal-content.ts';
import { analyzeDocument } from '../analyze-document.ts';
import { findMissingClauses } from './find-missing-clauses.ts';
import { summarize } from '../summary/summarize.ts';

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
  it("says what the document is, between whom, from when, under which law, and what needs the reader's attention", () => {
    const analysis = analyzeDocument(loadContractFixture('consulting-agreement').document);
    expect(analysis.summary.short).toBe(
      'A consulting agreement between Driven Deliveries, Inc. (Company) and you (Consultant), effective 1 May 2019, governed by California law. It renews for 1 year at a time. Money: $12,000 per month; payment due within 30 days of receiving an invoice. Read as the Consultant: 11 points need your attention, 2 of them serious.',
    );
    expect(analysis.summary.keyPoints[0]).toMatch(/^Serious: liability has no upper limit\./);
    expect(analysis.summary.keyPoints).toContain('Notice to stop renewal: 90 days.');
    // The money is part of what the document is, so the summary itself says it.
    expect(analysis.summary.short).toContain('payment due within 30 days of receiving an invoice');
    expect(analysis.summary.keyPoints.at(-1)).toMatch(
      /^You have \d+ obligations to keep track of.*; the other side has \d+\.$/,
    );
  });

  it('speaks to the other party when they read it, with what is in their favour', () => {
    const analysis = analyzeDocument(loadContractFixture('consulting-agreement').document, {
      readerRole: 'Company',
    });
    expect(analysis.summary.short).toContain(
      'between you (Company) and TruckThat LLC (Consultant)',
    );
    expect(analysis.summary.short).toMatch(/Read as the Company: .* terms are in your favour\.$/);
    expect(analysis.summary.keyPoints).toContain(
      'In your favour: their liability has no upper limit.',
    );
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
      burdens: [],
      favours: [],
      occurrences: 1,
      alsoAt: [],
    });
    const summary = summarize({
      ...EMPTY_SUMMARY_INPUT,
      documentType: 'Independent Contractor Agreement',
      redFlags: [flag(10), flag(200), flag(400)],
    });
    expect(summary.short).toContain('3 points need your attention');
    expect(summary.keyPoints.filter((point) => point.includes('give up ownership'))).toHaveLength(
      1,
    );
  });

  it('writes a cap read as a phrase in the middle of a sentence, not as a heading', () => {
    const cap = (value: string) => ({
      kind: 'liability-cap' as const,
      label: 'Liability cap',
      value,
      status: 'stated' as const,
      quote: value,
      page: 1,
      start: 0,
      end: value.length,
    });
    const keyPoints = (value: string) =>
      summarize({ ...EMPTY_SUMMARY_INPUT, keyTerms: [cap(value)] }).keyPoints;
    expect(keyPoints('The purchase price')).toContain('Liability is capped at the purchase price.');
    expect(keyPoints('USD 1,000,000')).toContain('Liability is capped at USD 1,000,000.');
  });

  it('reads well with few findings, and says when both sides make the same promises', () => {
    expect(summarize({ ...EMPTY_SUMMARY_INPUT, documentType: 'NDA' })).toEqual({
      short: 'A non-disclosure agreement. No red flags were found.',
      keyPoints: [],
    });
    const mutual = summarize({
      ...EMPTY_SUMMARY_INPUT,
      documentType: 'NDA',
      perspective: {
        party: 'Bluefin Robotics Ltd.',
        role: 'Bluefin',
        chosenBy: 'default',
        isMutual: true,
      },
    });
    expect(mutual.short).toBe(
      'A non-disclosure agreement. Both sides make the same promises; read as Bluefin Robotics Ltd.: no red flags were found.',
    );
  });
});

const EMPTY_SUMMARY_INPUT = {
  documentType: 'NDA',
  perspective: null,
  parties: [],
  keyDates: [],
  keyTerms: [],
  redFlags: [],
  protections: [],
  obligations: [],
};

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
