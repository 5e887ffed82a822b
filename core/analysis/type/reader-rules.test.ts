import { describe, expect, it } from 'vitest';
import { findReaderRule } from '../playbooks/profiles/profiles.ts';
import type { Party } from '../../../common/analysis/analysis-schema.ts';
import { chooseReader } from '../reading/perspective/choose-reader.ts';
import { buildSides } from '../reading/perspective/sides.ts';

const party = (name: string, role: string): Party => ({
  status: 'stated',
  name,
  role,
  quote: name,
  page: 1,
  start: 0,
  end: name.length,
});
const readerOf = (type: string, first: [string, string], second: [string, string], text = '') =>
  chooseReader(
    buildSides('', [party(...first), party(...second)], false),
    findReaderRule(type, text),
    text,
  ).perspective;

describe('the default reader of the documents people bring', () => {
  it('reads each for the party a lawyer would advise', () => {
    const cases: [string, [string, string], [string, string], string][] = [
      ['Offer Letter', ['Harbor Robotics, Inc.', 'Company'], ['Sam Ortiz', 'Employee'], 'Employee'],
      [
        'Separation Agreement',
        ['Orbit Labs, Inc.', 'Company'],
        ['Jordan Lee', 'Employee'],
        'Employee',
      ],
      [
        'Invention Assignment Agreement',
        ['Harbor Robotics, Inc.', 'Company'],
        ['Sam Ortiz', 'Employee'],
        'Employee',
      ],
      [
        'Data Processing Agreement',
        ['CloudCo Inc.', 'Processor'],
        ['Northwind Ltd', 'Customer'],
        'Customer',
      ],
      [
        'Business Associate Agreement',
        ['MedBill Services LLC', 'Business Associate'],
        ['Riverside Clinic, P.C.', 'Covered Entity'],
        'Covered Entity',
      ],
      ['Guaranty', ['First Harbor Bank', 'Lender'], ['Maria Chen', 'Guarantor'], 'Guarantor'],
      [
        'Security Agreement',
        ['First Harbor Bank', 'Secured Party'],
        ['Pine Street Bakery LLC', 'Debtor'],
        'Debtor',
      ],
      [
        'Operating Agreement',
        ['Maple Street Ventures, LLC', 'Company'],
        ['Dana Price', 'Member'],
        'Member',
      ],
      [
        'Order Form',
        ['CloudCo Inc.', 'Provider'],
        ['Lakeside Analytics, Inc.', 'Customer'],
        'Customer',
      ],
    ];
    for (const [type, first, second, expected] of cases)
      expect(readerOf(type, first, second), type).toMatchObject({
        role: expected,
        chosenBy: 'default',
        isMutual: false,
      });
  });

  it('reads a letter of intent or a joint filing agreement for either party, and says so', () => {
    for (const type of ['Letter of Intent', 'Joint Filing Agreement'])
      expect(
        readerOf(type, ['Harbor Foods, Inc.', 'Buyer'], ['Bluebird Cafe LLC', 'Seller']),
        type,
      ).toMatchObject({ role: 'Buyer', isMutual: true });
  });

  it('reads an amendment like the agreement it amends', () => {
    const text =
      'AMENDMENT NO. 2 TO FRANCHISE AGREEMENT\n\nThis Amendment amends the Franchise Agreement dated May 1, 2019.';
    expect(
      readerOf('Amendment', ['Crust Pizza Inc.', 'Franchisor'], ['Dana Lee', 'Franchisee'], text),
    ).toMatchObject({ role: 'Franchisee', isMutual: false });
  });

  it('reads a guaranty for the guarantor even when no party was found', () => {
    const text = 'GUARANTY\n\nThe undersigned guarantees ...';
    const reader = chooseReader([], findReaderRule('Guaranty', text), text);
    expect(reader.perspective).toMatchObject({ role: 'Guarantor', party: 'Guarantor' });
  });
});
