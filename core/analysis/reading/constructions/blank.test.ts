import { describe, expect, it } from 'vitest';
import { findPlaceholders, hasPlaceholder } from '../../text/find-placeholders.ts';
import { isBlankAt, readForms } from '../read-forms.ts';

// Construction: the blanks of a template (issue 30, forms). A blank is "left blank", never a
// value, and it says what goes there when the form names it.

/** Each blank as written, with the words that name it. */
const blanksOf = (text: string) => readForms(text).blanks.map((blank) => [blank.text, blank.label]);

describe('blanks of a template', () => {
  it.each([
    [
      'an instruction to fill in',
      'governed by the laws of [Fill in state].',
      [['[Fill in state]', 'state']],
    ],
    [
      'the name of the field, named first',
      'This offer is made by [Legal name of the employer].',
      [['[Legal name of the employer]', 'Legal name of the employer']],
    ],
    ['a line to write an amount on', 'Fee: $______ per month', [['$______', 'Fee']]],
    [
      'a number sign where a figure goes',
      'Customer will pay within [ # ] days.',
      [['[ # ]', null]],
    ],
    [
      'an amount in brackets',
      'Partner will pay [$__________] per month.',
      [['[$__________]', null]],
    ],
    ['an instruction in capitals', 'Dated: [INSERT DATE]', [['[INSERT DATE]', 'Dated']]],
    [
      'a merge field of a word processor',
      'Employer: «Company_Name»',
      [['«Company_Name»', 'Employer']],
    ],
    ['the year left open', 'Signed this day of March, 20__.', [['20__', null]]],
    ['a term still to be agreed', 'The launch date is [TBD].', [['[TBD]', 'TBD']]],
    ['an "X" where a number of days goes', 'Payment is due within [X] days.', [['[X]', null]]],
    [
      'a template field in a labelled cell',
      'Governing Law\tThe laws of the State of {governing_law}.',
      [['{governing_law}', 'Governing Law']],
    ],
  ])('%s', (_, text, blanks) => {
    expect(blanksOf(text)).toEqual(blanks);
  });

  it.each([
    ['the boxes of a row of options', 'Term: [X] 1 year [ ] 2 years'],
    ['a box that opens its line', '[    ]\tContinues until terminated.'],
    ['the directives of a template', '{IF has_pilot} The pilot is free. {END-IF}'],
    ['a section cross-reference in brackets', 'See [Termination By Us Without A Cure Period].'],
    ['a redaction', 'The royalty is [***] percent.'],
    ['a suggested figure', 'Either party may end it on [30] days notice.'],
  ])('finds no blank in %s', (_, text) => {
    expect(findPlaceholders(text)).toEqual([]);
    expect(hasPlaceholder(text)).toBe(false);
  });

  it('says where a blank stands, so a value is never read from it', () => {
    const text = 'Governing Law: [Fill in state]\nNotice: 30 days';
    const forms = readForms(text);
    const blank = text.indexOf('[Fill');
    expect(isBlankAt(forms, blank - 4, blank + 15)).toBe(true);
    expect(isBlankAt(forms, text.indexOf('30 days'), text.length)).toBe(false);
  });
});
