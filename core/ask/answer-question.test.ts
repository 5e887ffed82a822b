import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument, findPageNumber } from '../parsing/parsed-document.ts';
import {
  LEGAL_CONTRACT_FIXTURES,
  loadContractFixture,
  type ContractFixture,
} from '../../tests/support/contract-fixtures.test-support.ts';
import { answerQuestion } from './answer-question.ts';

function ask(fixture: ContractFixture, question: string) {
  const { document } = loadContractFixture(fixture);
  const analysis = analyzeDocument(document);
  return answerQuestion({ document, analysis, question });
}

describe('answerQuestion', () => {
  it('answers "only if" to ending a contract that may only be ended on a condition, naming it', () => {
    const document = createParsedDocument(
      'txt',
      [
        'SUPPLY AGREEMENT\n\n7. Termination. Either party may terminate this Agreement upon notice if the other party materially breaches it and fails to cure the breach within thirty (30) days.',
      ],
      false,
    );
    const answer = answerQuestion({ document, analysis: null, question: 'Can I get out of this?' });
    expect(answer.isAnswered).toBe(true);
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(
      /^Only if the other party materially breaches it and fails to cure the breach within thirty \(30\) days: either party may end it \(section 7/,
    );
  });

  it.each([
    ['consulting-agreement', 'Can I get out of this?', 'Company may terminate this Agreement'],
    ['residential-lease', 'Can I end the lease early?', 'early termination fee'],
    ['consulting-agreement', 'What happens if I pay late?', 'late charge of 1.5% per month'],
    ['loan-note', 'What happens if I miss a payment?', 'late charge of 5% of the overdue amount'],
    ['residential-lease', 'What if my rent is late?', 'late fee of $75'],
    ['consulting-agreement', 'Who owns what I make?', 'All work product created by Consultant'],
    ['employment-agreement', 'Who owns my inventions?', 'Employee hereby assigns to Employer'],
    ['employment-agreement', 'Which law governs?', 'laws of the State of Delaware'],
    ['mutual-nda', 'What law applies to this agreement?', 'laws of England and Wales'],
    [
      'employment-agreement',
      'Can I work for a competitor after I leave?',
      'twenty-four (24) months',
    ],
    ['terms-of-service', 'Can they change the terms?', 'We may modify these Terms'],
    ['terms-of-service', 'Can I get a refund?', 'Fees are non-refundable'],
    ['loan-note', 'Do I have to send financial statements?', 'annual financial statements'],
  ] as const)('%s: "%s" cites the passage that answers it first', (fixture, question, passage) => {
    const answer = ask(fixture, question);
    expect(answer.isAnswered).toBe(true);
    expect(answer.citations[0]?.quote).toContain(passage);
  });

  it('answers "what must I do and by when" with the duties that have deadlines', () => {
    const answer = ask('consulting-agreement', 'What must I do and by when?');
    const quotes = answer.citations.map((citation) => citation.quote).join(' ');
    expect(answer.isAnswered).toBe(true);
    expect(quotes).toContain('within 30 days after receipt of an invoice');
    expect(quotes).toContain('on the first day of each month');
  });

  it('lifts the notice period from the sentence, and gives the law as the key terms do', () => {
    expect(ask('consulting-agreement', 'How can the agreement be cancelled?').text).toMatch(
      /^Company may end it on ten \(10\) days written notice \(section 3\.2 \(Term and Termination\), page 1\)\./,
    );
    expect(ask('loan-note', 'Which law governs this note?').text).toMatch(
      /^Governing law: Massachusetts \(section 8 \(Governing Law\), page 1\)\./,
    );
  });

  it.each([
    ['mutual-nda', 'Can I bring my pets to the office?'],
    ['mutual-nda', 'Is there a non-compete?'],
    ['employment-agreement', 'What happens if I pay late?'],
    ['residential-lease', 'Can I sublet the apartment?'],
    ['consulting-agreement', 'How many vacation days do I get?'],
  ] as const)('%s: "%s" is not answered, and says so', (fixture, question) => {
    const answer = ask(fixture, question);
    expect(answer.isAnswered).toBe(false);
    expect(answer.citations).toEqual([]);
    expect(answer.text).toMatch(/does not say/);
  });

  it('cites only the exact words of the document, on the right page', () => {
    const questions = [
      'Can I get out of this?',
      'What happens if I pay late?',
      'Who owns what I make?',
      'What must I do and by when?',
      'Which law governs?',
      'How long does it last?',
      'How much do I pay?',
      'Is there a liability cap?',
      'What is confidential?',
      'How are disputes resolved?',
      'Can they change the terms?',
      'Who are the parties?',
      'What is this about?',
      '?',
    ];
    for (const fixture of LEGAL_CONTRACT_FIXTURES) {
      const { document } = loadContractFixture(fixture);
      const analysis = analyzeDocument(document);
      for (const question of questions) {
        for (const withAnalysis of [analysis, null]) {
          const answer = answerQuestion({ document, analysis: withAnalysis, question });
          expect(answer.citations.length).toBeLessThanOrEqual(3);
          if (answer.isAnswered) expect(answer.citations.length).toBeGreaterThan(0);
          expect(answer.verdict === 'not-stated').toBe(!answer.isAnswered);
          for (const citation of answer.citations) {
            expect(document.text.slice(citation.start, citation.end)).toBe(citation.quote);
            expect(citation.page).toBe(findPageNumber(document, citation.start));
          }
        }
      }
    }
  });

  it('does not crash on documents that are not contracts', () => {
    for (const fixture of ['recipe', 'short-story'] as const) {
      const { document } = loadContractFixture(fixture);
      for (const question of ['Can I get out of this?', 'How long do I bake it?', '']) {
        const answer = answerQuestion({ document, analysis: null, question });
        expect(typeof answer.text).toBe('string');
        for (const citation of answer.citations)
          expect(document.text.slice(citation.start, citation.end)).toBe(citation.quote);
      }
    }
  });

  it('answers yes to an automatic renewal, with the notice that stops it said beside the yes', () => {
    const answer = ask('residential-lease', 'Does the lease renew automatically?');
    expect(answer.verdict).toBe('yes');
    expect(answer.text).toMatch(/^Yes, unless Tenant gives written notice/);
  });
});
