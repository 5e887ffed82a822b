import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { answerQuestion } from './answer-question.ts';

function askOf(clauses: string[], question: string) {
  const document = createParsedDocument(
    'txt',
    [['SUBSCRIPTION AGREEMENT', ...clauses].join('\n\n')],
    false,
  );
  return answerQuestion({ document, analysis: null, question });
}

describe('refunds: "non-refundable" is a no, a refund in some cases its exception', () => {
  it('says no where the money paid stays paid', () => {
    const { document } = loadContractFixture('residential-lease');
    const answer = answerQuestion({
      document,
      analysis: analyzeDocument(document),
      question: 'Will I get my security deposit back?',
    });
    expect(answer.verdict).toBe('no');
    expect(answer.citations[0]?.quote).toContain('non-refundable');
  });

  it('says "No, except" where the document gives a refund in some cases', () => {
    const answer = askOf(
      [
        '4. Fees. Customer shall pay the annual fee in advance. Fees are non-refundable.',
        '9. Termination. If Provider materially breaches this Agreement, Customer may terminate it and Provider will pay Customer a prorated refund of any prepaid fees.',
      ],
      'Can I get a refund?',
    );
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^No, except in the cases it names: /);
    expect(answer.citations.map((citation) => citation.quote).join(' ')).toContain(
      'prorated refund',
    );
  });

  it('reads a refund given on a condition from its own sentence', () => {
    const answer = askOf(
      [
        '6. Cancellation. If Customer cancels within 14 days, Provider will refund the fees paid in full.',
      ],
      'Can I get a refund if I cancel?',
    );
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^Only if Customer cancels within 14 days: /);
  });

  it('"you will not receive a refund" is a no, though the question asks about cancelling', () => {
    const answer = askOf(
      [
        '5. Cancellation. You may cancel your subscription at any time. If you cancel, you will not receive a refund for any service already paid for.',
      ],
      'Can I get a refund if I cancel?',
    );
    expect(answer.verdict).toBe('no');
    expect(answer.citations[0]?.quote).toContain('you will not receive a refund');
  });
});
