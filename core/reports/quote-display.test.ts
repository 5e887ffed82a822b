import { describe, expect, it } from 'vitest';
import { tidyQuoteForDisplay } from './quote-display.ts';

describe('tidyQuoteForDisplay', () => {
  it('prints a quote wrapped by the page, or broken by a page, as one passage', () => {
    expect(
      tidyQuoteForDisplay('2.6 PNC may enter\nstored,   packaged or processed\n\n3\n\n\nin a way'),
    ).toBe('2.6 PNC may enter stored, packaged or processed 3 in a way');
  });
});
