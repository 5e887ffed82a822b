import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { answerQuestion } from './answer-question.ts';

/** A services agreement between a Provider and a Customer whose section 3 is `termination`. */
function askAsCustomer(termination: string, question = 'Can I end this early?') {
  const document = createParsedDocument(
    'txt',
    [
      [
        'SERVICES AGREEMENT',
        'This Services Agreement is made between Acme Hosting Inc., a Delaware corporation ("Provider"), and Beta Retail LLC, a New York limited liability company ("Customer").',
        '1. Services. Provider shall provide the hosting services described in Schedule A.',
        '2. Fees. Customer shall pay the monthly fees in Schedule A within thirty (30) days of each invoice.',
        `3. Termination. ${termination}`,
        '4. Governing Law. This Agreement is governed by the laws of the State of New York.',
      ].join('\n\n'),
    ],
    false,
  );
  const analysis = analyzeDocument(document, { readerRole: 'Customer' });
  return answerQuestion({ document, analysis, question });
}

describe('ending the agreement: answered from every right to end it the reading finds', () => {
  it('says yes when the person asking may end it without a reason, quoting that right', () => {
    const answer = askAsCustomer(
      'Customer may terminate this Agreement for convenience at any time upon thirty (30) days written notice to Provider.',
    );
    expect(answer.verdict).toBe('yes');
    expect(answer.text).toBe(
      'Yes: Customer may end it on thirty (30) days written notice (section 3 (Termination), page 1).',
    );
  });

  it('says only on its grounds when every right they have needs one (a breach)', () => {
    const answer = askAsCustomer(
      'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of notice.',
    );
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^Only on the grounds it lists, not whenever you like: /);
    expect(answer.citations[0]?.quote).toContain('materially breaches');
  });

  it('says no, naming the holder, when only the other side may end it', () => {
    const answer = askAsCustomer(
      'Provider may terminate this Agreement at any time upon thirty (30) days written notice to Customer.',
    );
    expect(answer.verdict).toBe('no');
    expect(answer.text).toMatch(/^No: the document gives that right to Provider, not to you/);
  });

  it('asks about the other side when the question names it', () => {
    const answer = askAsCustomer(
      'Provider may terminate this Agreement at any time upon thirty (30) days written notice to Customer.',
      'Can the Provider end this agreement?',
    );
    expect(answer.verdict).toBe('yes');
  });

  it.each([
    'This Agreement may be terminated at any time by mutual written consent of the parties.',
    'Customer and Provider may terminate this Agreement at any time upon written mutual consent.',
  ])('does not count ending it by both sides agreeing as a right of either: %s', (clause) => {
    const answer = askAsCustomer(clause);
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^Only if both sides agree to end it: /);
  });

  it('says what ending it costs when leaving early carries a fee', () => {
    const answer = askAsCustomer(
      'Customer may terminate this Agreement at any time upon thirty (30) days written notice. If Customer terminates before the end of the Initial Term, Customer shall pay an early termination fee equal to three (3) months of fees.',
    );
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^Yes, but ending it early costs you: /);
    expect(answer.citations.map((citation) => citation.quote).join(' ')).toContain(
      'early termination fee',
    );
  });

  it('reads a fee for ending early as a way out at that price, even without a "may"', () => {
    const answer = askAsCustomer(
      'If Customer ends this Agreement before the end of the Initial Term, Customer shall pay an early termination fee equal to three (3) months of fees.',
    );
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^Yes, but ending it early costs you: /);
  });

  it('does not take damages owed for a breach for the price of ending it', () => {
    const answer = askAsCustomer(
      'Customer may terminate this Agreement at any time upon thirty (30) days written notice. If Customer breaches Section 2, Customer shall pay Provider liquidated damages of $50,000.',
    );
    expect(answer.verdict).toBe('yes');
  });
});
