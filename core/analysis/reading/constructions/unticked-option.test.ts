import { describe, expect, it } from 'vitest';
import { isInUnselectedOption, readForms } from '../read-forms.ts';

// Construction: options of a form with a box each (issue 30, forms). Only a ticked option was
// chosen; an unticked one is "not selected" and never a duty, a protection, a red flag or a fact.

/** Each option's words, with whether it was chosen. */
const optionsOf = (text: string) =>
  readForms(text).options.map((option) => [option.label, option.isSelected]);

describe('options with boxes', () => {
  it.each([
    [
      'one option a line, glyph boxes',
      '☐ Employee may work remotely\n☒ Employee shall work on site',
      [
        ['Employee may work remotely', false],
        ['Employee shall work on site', true],
      ],
    ],
    [
      'a row of bracket boxes after a field label',
      'Term: [X] 1 year [ ] 2 years',
      [
        ['1 year', true],
        ['2 years', false],
      ],
    ],
    [
      'radio buttons with spaces inside',
      '( x )\tDate of last signature on this Order Form\n(    )\tA date the parties agree',
      [
        ['Date of last signature on this Order Form', true],
        ['A date the parties agree', false],
      ],
    ],
    [
      'ticked glyph and tick mark',
      '☑ Worldwide\n☐ United States only\n✔ Renews each year',
      [
        ['Worldwide', true],
        ['United States only', false],
        ['Renews each year', true],
      ],
    ],
    [
      'a row of boxes in the middle of a sentence',
      'This Agreement is governed by the laws of [ ] the State of New York [X] England and Wales.',
      [
        ['the State of New York', false],
        ['England and Wales.', true],
      ],
    ],
    [
      'an option that runs on over the lines after its box',
      '(    )\tPay by invoice\nProvider will invoice Customer monthly.\n( x )\tAutomatic payment\nCustomer authorizes Provider to charge its card.\n\nAuto-renewal',
      [
        ['Pay by invoice Provider will invoice Customer monthly.', false],
        ['Automatic payment Customer authorizes Provider to charge its card.', true],
      ],
    ],
    [
      'a lead-in for the next options is not part of the option before it',
      'Company will:\n[    ]\tProvide promotional materials\nPartner will:\n[ x ]\tMake referrals to Company',
      [
        ['Provide promotional materials', false],
        ['Make referrals to Company', true],
      ],
    ],
    [
      'an option that introduces its own details keeps them',
      '[    ]\tDeliverables are subject to acceptance with the following details:\nRejection Period: 10 days\n\nFees',
      [
        [
          'Deliverables are subject to acceptance with the following details: Rejection Period: 10 days',
          false,
        ],
      ],
    ],
    [
      '"(x)" beside empty radio buttons is a ticked box',
      '(x) Mediation\n( ) Arbitration',
      [
        ['Mediation', true],
        ['Arbitration', false],
      ],
    ],
  ])('%s', (_, text, options) => {
    expect(optionsOf(text)).toEqual(options);
  });

  it.each([
    ['a blank for a number of days', 'Customer will pay each invoice within [ ] days of receipt.'],
    ['a blank for a percentage', 'Fees may increase by up to [    ]% per renewal.'],
    ['an "[X]" where a figure goes', 'The Company shall pay a minimum of [X] in cash.'],
    ['blanks between words', 'This Agreement is made between [ ] and [ ].'],
    [
      'the tenth item of a list',
      'Customer will not: (ix) resell the Service; or (x) upload content it has no right to share.',
    ],
  ])('finds no option in %s', (_, text) => {
    expect(readForms(text).options).toEqual([]);
  });

  it('says the words of an unticked option are not selected, and a ticked one is', () => {
    const text = '☐ Employee may work remotely\n☒ Employee shall work on site\n';
    const forms = readForms(text);
    const remote = text.indexOf('Employee may work remotely');
    const onSite = text.indexOf('Employee shall work on site');
    expect(isInUnselectedOption(forms, remote, remote + 26)).toBe(true);
    expect(isInUnselectedOption(forms, onSite, onSite + 27)).toBe(false);
  });
});
