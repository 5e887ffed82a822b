import { describe, expect, it } from 'vitest';
import { createParsedDocument, findPageNumber } from '../../../parsing/parsed-document.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { findClauses, scoreClauseCandidates } from './find-clauses.ts';

const CONTRACT = [
  'DISTRIBUTION AGREEMENT',
  'This Distribution Agreement (the "Agreement") is entered into as of March 3, 2015 by and between Acme Widgets, Inc., a Delaware corporation ("Acme"), and Beta Trading LLC ("Distributor").',
  '1. APPOINTMENT. Acme hereby appoints Distributor as its exclusive distributor of the Products in the Territory.',
  '2. PAYMENT. Distributor shall pay all invoices within thirty days of receipt.',
  '3. GOVERNING LAW. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.',
  '4. ASSIGNMENT. Neither party may assign this Agreement without the prior written consent of the other party.',
].join('\n\n');

function analyse(pages: string[]) {
  const document = createParsedDocument('txt', pages, true);
  const segments = splitSentences(document.text);
  return { document, segments };
}

function getProbability(
  clauses: ReturnType<typeof scoreClauseCandidates>,
  category: string,
  fragment: string,
): number {
  return Math.max(
    0,
    ...clauses
      .filter((clause) => clause.category === category && clause.text.includes(fragment))
      .map((clause) => clause.probability),
  );
}

describe('scoreClauseCandidates', () => {
  it('scores a governing-law sentence high for governing law and low for unrelated categories', () => {
    const { document, segments } = analyse([CONTRACT]);
    const clauses = scoreClauseCandidates(document, segments);
    expect(
      getProbability(clauses, 'governing-law', 'laws of the State of New York'),
    ).toBeGreaterThan(0.5);
    expect(getProbability(clauses, 'insurance', 'laws of the State of New York')).toBeLessThan(0.2);
    expect(getProbability(clauses, 'anti-assignment', 'may assign this Agreement')).toBeGreaterThan(
      0.3,
    );
  });

  it('keeps every quote verbatim at its offsets, on its page, with a probability in [0, 1]', () => {
    const sentences = CONTRACT.split('\n\n');
    for (let seed = 1; seed <= 4; seed++) {
      const pages = Array.from({ length: seed + 1 }, (_, page) =>
        sentences
          .filter((_, index) => (index * seed + page) % 3 !== 0)
          .join(page % 2 ? '\n\n' : '\n'),
      );
      const { document, segments } = analyse(pages);
      for (const clause of scoreClauseCandidates(document, segments)) {
        expect(clause.text).toBe(document.text.slice(clause.start, clause.end));
        expect(clause.page).toBe(findPageNumber(document, clause.start));
        expect(clause.probability).toBeGreaterThanOrEqual(0);
        expect(clause.probability).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('findClauses', () => {
  it('shows the governing-law clause, sorted by position, without overlaps within a category', () => {
    const { document, segments } = analyse([CONTRACT]);
    const clauses = findClauses(document, segments);
    expect(
      clauses.some(
        (clause) =>
          clause.category === 'governing-law' && clause.text.includes('State of New York'),
      ),
    ).toBe(true);
    clauses.forEach((clause, index) => {
      const next = clauses[index + 1];
      if (next) expect(next.start).toBeGreaterThanOrEqual(clause.start);
      for (const other of clauses) {
        if (other !== clause && other.category === clause.category)
          expect(other.start >= clause.end || clause.start >= other.end).toBe(true);
      }
    });
  });

  it('flags an unfair termination term in terms of service, and not in a commercial contract', () => {
    const terms = [
      'Welcome to our service. By using the service you agree to these terms.',
      'We may suspend or terminate your account at any time, for any reason, without notice to you.',
      'You can contact us with your questions at any time.',
    ].join('\n\n');
    const termsDocument = analyse([terms]);
    const termsClauses = findClauses(termsDocument.document, termsDocument.segments);
    expect(
      termsClauses.some(
        (clause) => clause.text.includes('terminate your account') && clause.probability >= 0.5,
      ),
    ).toBe(true);
    const { document, segments } = analyse([CONTRACT]);
    expect(
      findClauses(document, segments).some(
        (clause) => clause.category === 'unilateral-termination',
      ),
    ).toBe(false);
  });
});
