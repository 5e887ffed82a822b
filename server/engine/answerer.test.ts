import { describe, expect, it } from 'vitest';
import { splitIntoWordGroups } from './answerer.ts';

describe('splitIntoWordGroups', () => {
  it('cuts text into groups of words that join back into exactly the text', () => {
    const text = '  The fee is $12,000 per month,\npaid within 30 days.  ';
    const pieces = splitIntoWordGroups(text, 3);
    expect(pieces.join('')).toBe(text);
    expect(pieces).toEqual(['  The fee is ', '$12,000 per month,\n', 'paid within 30 ', 'days.  ']);
  });

  it('gives nothing for empty text', () => {
    expect(splitIntoWordGroups('', 6)).toEqual([]);
  });
});
