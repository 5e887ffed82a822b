import { describe, expect, it } from 'vitest';
import { isBlankAt, isInUnselectedOption, readForms } from './read-forms.ts';

// A cover page as Common Paper writes them: a term per row, options with boxes, template fields.
const COVER_PAGE = `Mutual Non-Disclosure Agreement

This MNDA consists of this Cover Page and the Common Paper Mutual NDA Standard Terms Version 1.0 posted at commonpaper.com/standards/mutual-nda/1.0.

MNDA Term
[ x ]\tExpires 2 years from Effective Date.
[    ]\tContinues until terminated in accordance with the terms of the MNDA.

Governing Law\tThe laws of the State of [Fill in state].
Fees\tCustomer will pay within [ # ] days of each invoice.`;

describe('readForms', () => {
  const forms = readForms(COVER_PAGE);
  const at = (words: string) => {
    const start = COVER_PAGE.indexOf(words);
    return [start, start + words.length] as const;
  };

  it('marks each option with its box and words, chosen or not', () => {
    expect(forms.options).toEqual([
      expect.objectContaining({ isSelected: true, label: 'Expires 2 years from Effective Date.' }),
      expect.objectContaining({
        isSelected: false,
        label: 'Continues until terminated in accordance with the terms of the MNDA.',
      }),
    ]);
    for (const option of forms.options)
      expect(COVER_PAGE.slice(option.start, option.end)).toMatch(/^\[.*\.$/);
  });

  it('marks the blanks with the label of their row', () => {
    expect(forms.blanks.map((blank) => [blank.text, blank.label])).toEqual([
      ['[Fill in state]', 'Governing Law'],
      ['[ # ]', 'Fees'],
    ]);
  });

  it('marks the standard terms as incorporated and not provided', () => {
    expect(forms.incorporated).toEqual([
      expect.objectContaining({
        name: 'Common Paper Mutual NDA Standard Terms Version 1.0',
        provided: false,
      }),
    ]);
  });

  it('answers whether words stand in an unticked option or a blank', () => {
    expect(isInUnselectedOption(forms, ...at('Continues until terminated'))).toBe(true);
    expect(isInUnselectedOption(forms, ...at('Expires 2 years'))).toBe(false);
    expect(isInUnselectedOption(forms, ...at('Governing Law'))).toBe(false);
    expect(isBlankAt(forms, ...at('The laws of the State of [Fill in state].'))).toBe(true);
    expect(isBlankAt(forms, ...at('Expires 2 years'))).toBe(false);
  });

  it('reads a long form in time linear in its length', () => {
    const row = '[    ]\tOption with a {field} and a ____ line\n';
    const time = (copies: number) => {
      const text = row.repeat(copies);
      const started = performance.now();
      const read = readForms(text);
      expect(read.options).toHaveLength(copies);
      return performance.now() - started;
    };
    time(200);
    // Eight times the text takes far less than the sixty-four times a quadratic reading would.
    expect(time(16_000)).toBeLessThan(Math.max(20, time(2_000)) * 24);
  });
});
