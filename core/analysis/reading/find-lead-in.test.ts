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
