import { describe, expect, it } from 'vitest';
import { shortenQuote } from './quote-excerpt.ts';

describe('shortenQuote', () => {
  it('keeps a short quote whole, with its spacing tidied', () => {
    expect(shortenQuote('Tenant  shall\npay rent.')).toBe('Tenant shall pay rent.');
  });

  it('cuts a long quote at a word, without trailing punctuation, and marks the cut', () => {
    const quote = `${'word '.repeat(20)}end, of it`;
    const short = shortenQuote(quote, 52);
    expect(short).toBe(`${'word '.repeat(10).trim()}…`);
    expect(short.length).toBeLessThanOrEqual(53);
  });
});
