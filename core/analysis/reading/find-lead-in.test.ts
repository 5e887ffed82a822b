import { describe, expect, it } from 'vitest';
import { findLeadIn } from './find-lead-in.ts';

const LIST = [
  '1.4. Agent Obligations. Except as otherwise provided, the Agent will at its sole expense:',
  '',
  '   (a) meet the performance criteria;',
  '',
  '   (b) use its best efforts to promote the Products;',
  '                                    -3-',
  '(c) forward all complaints to the Company;',
  '',
  '   (d) maintain a suitable staff.',
].join('\n');

describe('findLeadIn', () => {
  it('finds the lead-in of an item several items and a page number down the list', () => {
    expect(findLeadIn(LIST, LIST.indexOf('(d)'))).toBe(
      'Except as otherwise provided, the Agent will at its sole expense:',
    );
  });

  it('finds none for a sentence after the list has ended', () => {
    const text = `${LIST}\n\n1.5. Reports. The Company shall send monthly reports.`;
    expect(findLeadIn(text, text.indexOf('The Company shall'))).toBeUndefined();
  });
});

describe('findLeadIn, items that run on or stand inside a sentence', () => {
  it('reads past an item that a page break cut in two', () => {
    const text = [
      'Prior to the opening of the Franchise, AIRSOPURE shall:',
      '',
      'D. Provide one copy of the Operations Manual for use in connection with operation of the',
      '',
      'Center granted hereunder.',
      '',
      'E. Sell to You an opening order of Products.',
    ].join('\n');
    expect(findLeadIn(text, text.indexOf('Sell to You'))).toBe(
      'Prior to the opening of the Franchise, AIRSOPURE shall:',
    );
  });

  it('takes the words before the first inline marker', () => {
    const text =
      'Terms apply. Within ten days of a PO, Heritage shall (i) provide a schedule, or (ii) notify Premier.';
    expect(findLeadIn(text, text.indexOf('notify Premier'))).toBe(
      'Within ten days of a PO, Heritage shall',
    );
  });

  it('finds none for the first words of a sentence with no marker before them', () => {
    const text = 'Reseller shall (i) stop using the Marks. Company will pay.';
    expect(findLeadIn(text, text.indexOf('Company will pay'))).toBeUndefined();
  });
});

describe('findLeadIn, where a list ends', () => {
  it('finds none for a lettered subsection with a title of its own after the list', () => {
    const text = [
      '(f) Restrictions. Customer will not: (i) copy the Product; or (ii) resell the Product.',
      '',
      '(g) Reservation of Rights.  Except for the limited license, Provider retains all right, title, and interest in the Product.',
    ].join('\n');
    expect(findLeadIn(text, text.indexOf('Except for the limited'))).toBeUndefined();
  });
});
