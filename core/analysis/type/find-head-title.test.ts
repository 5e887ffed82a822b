import { describe, expect, it } from 'vitest';
import { findHeadTitle, findHeadTitles } from './find-head-title.ts';

describe('findHeadTitles', () => {
  it('skips exhibit numbers and legends to the name a reader sees first', () => {
    const text =
      'Exhibit 10.1\n\nCONFIDENTIAL TREATMENT REQUESTED. Portions of this exhibit have been omitted.\n\nCORPORATE SPONSORSHIP AGREEMENT\n\nThis Agreement is made on March 1, 2020 between the Association and the Company.';
    expect(findHeadTitle(text)).toBe('CORPORATE SPONSORSHIP AGREEMENT');
  });

  it('finds a name on a flattened line, and one broken over two lines', () => {
    expect(
      findHeadTitle(
        'EXHIBIT 4.1 CONSULTING AGREEMENT THIS AGREEMENT is dated for reference the 1st day of February, 2020.',
      ),
    ).toBe('CONSULTING AGREEMENT');
    expect(
      findHeadTitle('INTELLECTUAL PROPERTY RIGHTS\nAGREEMENT\n\nThis agreement is made ...'),
    ).toBe('INTELLECTUAL PROPERTY RIGHTS AGREEMENT');
  });

  it('lists the names further down, and ignores sentences that mention an agreement', () => {
    const text =
      'Agreement Number 12965\n\nWIRELESS CONTENT LICENSE AGREEMENT\n\nSubject to the terms of this Agreement, the Licensee may distribute the content.';
    expect(findHeadTitles(text)).toEqual([
      'Agreement Number 12965',
      'WIRELESS CONTENT LICENSE AGREEMENT',
    ]);
    expect(findHeadTitle('the parties agree as follows: nothing here is a name.')).toBe('');
  });
});
