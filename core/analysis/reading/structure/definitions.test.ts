import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/split-sentences.ts';
import { findDefinitions } from './definitions.ts';

const termsOf = (text: string) => findDefinitions(splitSentences(text)).map((item) => item.term);

describe('findDefinitions', () => {
  it('reads a capitalised term defined without quotes', () => {
    expect(termsOf('Confidential Information shall mean any information disclosed.')).toEqual([
      'Confidential Information',
    ]);
    expect(termsOf('(b) The Territory means the United States.')).toEqual(['Territory']);
  });

  it('does not take a lower-case sentence for a defined term', () => {
    expect(termsOf('the company means well in all it does.')).toEqual([]);
  });

  it('refuses a long run of joining words at once, however long the sentence', () => {
    // Read without case, each "of" could be a word of the term or a joining word: 2^60 ways.
    const sentence = `Payment ${'of and '.repeat(30)}fees are due, the total being final`;
    expect(termsOf(sentence)).toEqual([]);
  });
});
