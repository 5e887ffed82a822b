import { describe, expect, it } from 'vitest';
import { composeAnswerText, lowerFirst } from './compose-answer-text.ts';
import { recogniseIntents } from './question-intents.ts';

/** The words an answer takes for this question, quoting this sentence, a plain yes. */
function compose(question: string, sentence: string, section: string) {
  const [intent] = recogniseIntents(question);
  return composeAnswerText({
    question,
    intent,
    reading: { verdict: 'yes', sentence, condition: '' },
    places: [{ page: 4, section }],
  });
}

describe('composeAnswerText', () => {
  const sentence =
    'Upon the occurrence of any of the following, Distributor may terminate the Term by giving written notice.';

  it('answers "who may end it" from a termination sentence', () => {
    expect(compose('How can the Distributor end it?', sentence, '5.4 (Term)')).toMatch(
      /^Distributor may end it/,
    );
  });

  it('never answers "what happens if it ends" with who may end it', () => {
    expect(compose('What happens to my unsold stock if it ends?', sentence, '5.4 (Term)')).toMatch(
      /^The document says “Upon the occurrence/,
    );
  });

  it('quotes the sentence rather than "Yes: the document sets the amount at ..."', () => {
    const question = 'Do I have to pay every month?';
    expect(recogniseIntents(question)[0]?.id).toBe('payment');
    expect(
      compose(
        question,
        'Borrower shall pay monthly installments of $500.00 on the first day of each month.',
        '1 (Payments)',
      ),
    ).toMatch(/^Yes: the document says “Borrower shall pay monthly installments/);
  });
});

describe('lowerFirst', () => {
  it('lowers a word to follow a verdict, and shouting altogether', () => {
    expect(lowerFirst('Your liability has no cap')).toBe('your liability has no cap');
    expect(lowerFirst('UNLESS TERMINATED EARLIER')).toBe('unless terminated earlier');
  });
});
