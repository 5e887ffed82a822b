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

describe('lowerFirst', () => {
  it('lowers a word to follow a verdict, and shouting altogether', () => {
    expect(lowerFirst('Your liability has no cap')).toBe('your liability has no cap');
    expect(lowerFirst('UNLESS TERMINATED EARLIER')).toBe('unless terminated earlier');
  });
});
