import { describe, expect, it } from 'vitest';
import { locateQuote } from './locate-quote.ts';

const text = 'Fees are due monthly.\n\nLate fees are due at once.\n\nFees are due monthly.';
const secondChunk = { index: 1, start: 23, end: text.length, text: text.slice(23) };

describe('locateQuote', () => {
  it('picks the occurrence inside the chunk the model was reading', () => {
    const range = locateQuote(text, 'Fees are due monthly.', secondChunk);

    expect(range).toEqual({ start: text.lastIndexOf('Fees'), end: text.length });
  });

  it('accepts different white space and returns the document own characters', () => {
    const lines = 'The tenant shall\npay rent.';
    const range = locateQuote(lines, '  The tenant shall pay rent. ', {
      index: 0,
      start: 0,
      end: lines.length,
      text: lines,
    });

    expect(range && lines.slice(range.start, range.end)).toBe(lines);
  });

  it('finds nothing for words that are not in the document', () => {
    expect(locateQuote(text, 'Fees are waived.', secondChunk)).toBeNull();
    expect(locateQuote(text, '   ', secondChunk)).toBeNull();
  });
});
