import { describe, expect, it } from 'vitest';
import { joinPageText } from './page-text.ts';

describe('joinPageText', () => {
  it('puts each page at its offset, with line breaks between pages', () => {
    const pages = [
      { number: 2, start: 7, end: 12, text: 'Sign.' },
      { number: 1, start: 0, end: 5, text: 'Rent.' },
    ];
    const text = joinPageText(pages);
    expect(text).toBe('Rent.\n\nSign.');
    for (const page of pages) expect(text.slice(page.start, page.end)).toBe(page.text);
  });

  it('gives an empty text for no pages', () => {
    expect(joinPageText([])).toBe('');
  });
});
