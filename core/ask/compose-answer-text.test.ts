import { describe, expect, it } from 'vitest';
import { composeAnswerText, lowerFirst } from './compose-answer-text.ts';
import { recogniseIntents } from './question-intents.ts';

describe('composeAnswerText', () => {
  const place = { page: 4, section: '5.4 (Term and Termination)' };
  const sentence =
    'Upon the occurrence of any of the following, Distributor may terminate the Term by giving written notice.';

  it('answers "who may end it" from a termination sentence', () => {
    const question = 'How can the Distributor end it?';
    const [intent] = recogniseIntents(question);
    const text = composeAnswerText({
      question,
      intent,
      reading: { verdict: 'yes', sentence, condition: '' },
      places: [place],
    });
    expect(text).toMatch(/^Distributor may end it/);
  });

  it('never answers "what happens if it ends" with who may end it', () => {
    const question = 'What happens to my unsold stock if it ends?';
    const [intent] = recogniseIntents(question);
    const text = composeAnswerText({
      question,
      intent,
      reading: { verdict: 'yes', sentence, condition: '' },
      places: [place],
    });
    expect(text).toMatch(/^The document says “Upon the occurrence/);
  });
});

describe('an amount is no yes or no', () => {
  it('quotes the sentence rather than "Yes: the document sets the amount at ..."', () => {
    const question = 'Do I have to pay every month?';
    const [intent] = recogniseIntents(question);
    expect(intent?.id).toBe('payment');
    const text = composeAnswerText({
      question,
      intent,
      reading: {
        verdict: 'yes',
        sentence:
          'Borrower shall pay monthly installments of $500.00 on the first day of each month.',
        condition: '',
      },
      places: [{ page: 1, section: '1 (Payments)' }],
    });
    expect(text).toMatch(/^Yes: the document says “Borrower shall pay monthly installments/);
  });
});

describe('lowerFirst', () => {
  it('lowers a word to follow a verdict, and shouting altogether', () => {
    expect(lowerFirst('Your liability has no cap')).toBe('your liability has no cap');
    expect(lowerFirst('UNLESS TERMINATED EARLIER')).toBe('unless terminated earlier');
  });
});
