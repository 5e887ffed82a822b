import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

const texts = (text: string) => splitSentences(text).map((segment) => segment.text);

describe('splitSentences', () => {
  it('keeps offsets exact, so every segment is the text between them', () => {
    const text =
      'ACME Inc. shall pay. The U.S. office, No. 5, is closed!\n\n2.1 Term. It ends on May 1, 2020.';
    for (const segment of splitSentences(text))
      expect(text.slice(segment.start, segment.end)).toBe(segment.text);
  });

  it('does not end a sentence at company forms, abbreviations, initials or section numbers', () => {
    expect(
      texts('Acme Corp. and Beta Ltd. agree, e.g. on prices set by J. Smith. Payment follows.'),
    ).toEqual([
      'Acme Corp. and Beta Ltd. agree, e.g. on prices set by J. Smith.',
      'Payment follows.',
    ]);
    expect(texts('1. Services. The Consultant shall work.')).toEqual([
      '1. Services.',
      'The Consultant shall work.',
    ]);
  });

  it('splits at blank lines and list markers, and joins a sentence cut by a page break', () => {
    expect(
      texts(
        'The Supplier shall deliver the goods to\n\n12\n\nthe Buyer within ten days.\n(a) first item',
      ),
    ).toEqual([
      'The Supplier shall deliver the goods to\n\n12\n\nthe Buyer within ten days.',
      '(a) first item',
    ]);
  });

  it('carries the heading above each sentence as context', () => {
    const segments = splitSentences('GOVERNING LAW\n\nThis Agreement is governed by Delaware law.');
    expect(segments[1]?.heading).toBe('GOVERNING LAW');
  });
});
