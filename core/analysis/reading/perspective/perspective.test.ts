import { describe, expect, it } from 'vitest';
import { findReaderRule } from '../../playbooks/profiles/profiles.ts';
import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import { chooseReader, findSideByRole } from './choose-reader.ts';
import { findActor } from './find-actor.ts';
import { buildSides, type Side } from './sides.ts';

const party = (name: string, role: string): Party => ({
  status: 'stated',
  name,
  role,
  quote: name,
  page: 1,
  start: 0,
  end: name.length,
});

const FRANCHISE =
  'In this Agreement, “we,” “us” and “our” refers to Crust Pizza Holding, Inc., the franchisor. “You” and “your” refers to the Franchisee.';

describe('buildSides', () => {
  it('gives each defined pronoun to the party it refers to', () => {
    const sides = buildSides(FRANCHISE, [party('Crust Pizza Holdings, Inc.', 'Party')], false);
    const roles = Object.fromEntries(sides.map((side) => [side.role, side.subjectPronouns]));
    expect(roles).toEqual({ Franchisor: ['we'], Franchisee: ['you'] });
    // "Crust Pizza Holding, Inc." in the definition is the party the signature block calls "Holdings".
    expect(findSideByRole(sides, 'Franchisor')?.name).toBe('Crust Pizza Holdings, Inc.');
  });

  it('finds the parties a document binds by role when their names were not found', () => {
    const text =
      'The Contractor shall keep VA data secure. The Contractor shall report incidents. The Contractor will return all data.';
    expect(buildSides(text, [], false).map((side) => side.role)).toEqual(['Contractor']);
  });

  it('reads terms of service as two sides: the user and the provider, named after the one that acts', () => {
    const text =
      'PhotoNest may remove content. PhotoNest shall not be liable for losses. You agree to these terms.';
    const sides = buildSides(text, [], true);
    expect(sides.map((side) => [side.role, side.name])).toEqual([
      ['User', 'You'],
      ['Provider', 'PhotoNest'],
    ]);
    expect(sides[1]?.subjectPronouns).toEqual(['we']);
  });
});

describe('chooseReader', () => {
  const two = (first: [string, string], second: [string, string]) =>
    buildSides('', [party(...first), party(...second)], false);

  it('chooses the default reader of each kind of document', () => {
    const cases: [string, [string, string], [string, string], string][] = [
      [
        'Franchise Agreement',
        ['Crust Inc.', 'Franchisor'],
        ['Dana Lee', 'Franchisee'],
        'Franchisee',
      ],
      ['Residential Lease', ['Maple LLC', 'Landlord'], ['Jordan', 'Tenant'], 'Tenant'],
      ['Employment Agreement', ['Northwind', 'Employer'], ['Priya', 'Employee'], 'Employee'],
      ['License Agreement', ['Fox', 'Licensor'], ['Glu', 'Licensee'], 'Licensee'],
      ['Service Agreement', ['Atlas LLC', 'Provider'], ['Beacon Inc.', 'Customer'], 'Customer'],
      ['Supply Agreement', ['Fonterra', 'Supplier'], ['Premier', 'Buyer'], 'Buyer'],
      ['NDA', ['Acme', 'Disclosing Party'], ['Beta', 'Receiving Party'], 'Receiving Party'],
      ['SAFE', ['Startup Inc.', 'Company'], ['Ann Angel', 'Investor'], 'Investor'],
    ];
    for (const [type, first, second, expected] of cases) {
      const reader = chooseReader(two(first, second), findReaderRule(type), '');
      expect(reader.perspective, type).toMatchObject({ role: expected, chosenBy: 'default' });
    }
  });

  it('reads a mutual NDA as its first party and says so', () => {
    const reader = chooseReader(
      two(['Bluefin Ltd.', 'Bluefin'], ['Orchard GmbH', 'Orchard']),
      findReaderRule('NDA'),
      'MUTUAL NON-DISCLOSURE AGREEMENT',
    );
    expect(reader.perspective).toEqual({
      party: 'Bluefin Ltd.',
      role: 'Bluefin',
      chosenBy: 'default',
      isMutual: true,
    });
  });

  it('takes the party the person asks for, by role or name, and refuses one that is not a party', () => {
    const sides = two(['Crust Inc.', 'Franchisor'], ['Dana Lee', 'Franchisee']);
    const FRANCHISE = findReaderRule('Franchise Agreement');
    expect(chooseReader(sides, FRANCHISE, '', 'franchisor').perspective).toMatchObject({
      role: 'Franchisor',
      chosenBy: 'user',
    });
    expect(chooseReader(sides, FRANCHISE, '', 'Dana Lee').perspective?.role).toBe('Franchisee');
    expect(() => chooseReader(sides, FRANCHISE, '', 'Landlord')).toThrow(
      /"Landlord" is not a party of this document \(parties: Franchisor, Franchisee\)/,
    );
  });

  it('reads a second name a party is defined under as the same party', () => {
    const text =
      'MASTER SUPPLY AGREEMENT\n\nThis Agreement is made by and between Premier Nutrition Company, LLC (“Buyer” or “PNC”), and Fonterra (USA) Inc. (“Supplier” or “Fonterra”). PNC shall pay each invoice. PNC may audit Supplier. Fonterra shall deliver the Ingredients. Fonterra shall keep records.';
    const sides = buildSides(
      text,
      [party('Premier Nutrition Company, LLC', 'Buyer'), party('Fonterra (USA) Inc.', 'Supplier')],
      false,
    );
    expect(sides.map((side) => side.role)).toEqual(['Buyer', 'Supplier']);
    expect(sides[0]?.terms).toContain('PNC');
    expect(sides[1]?.terms).toContain('Fonterra');
  });

  it('reads a document without a rule for the party that takes on the most duties', () => {
    const text =
      'Sponsor shall pay the fees. Sponsor shall promote the site. Sponsor will provide logos. Snap shall host the page.';
    const sides = buildSides(text, [party('Snap Inc.', 'Snap'), party('United', 'Sponsor')], false);
    expect(
      chooseReader(sides, findReaderRule('Co-Branding Agreement', text), text).perspective?.role,
    ).toBe('Sponsor');
  });
});

describe('findActor', () => {
  const sides: Side[] = buildSides(
    FRANCHISE,
    [party('Crust Pizza Holdings, Inc.', 'Party')],
    false,
  );
  const actorOf = (sentence: string, words: string, isPossessiveSubject = false) => {
    const from = sentence.indexOf(words);
    const actor = findActor(
      { sentence, from, to: from + words.length },
      sides,
      isPossessiveSubject,
    );
    return { roles: actor.sides.map((side) => side.role), isEveryParty: actor.isEveryParty };
  };

  it('finds the subject of the clause, not its object', () => {
    expect(
      actorOf('Franchisee shall pay Franchisor liquidated damages.', 'liquidated damages').roles,
    ).toEqual(['Franchisee']);
    expect(
      actorOf('If you default, we may terminate this Agreement at once.', 'may terminate').roles,
    ).toEqual(['Franchisor']);
  });

  it('finds the agent of a passive and the owner of a liability when asked', () => {
    expect(
      actorOf('This Agreement may be terminated by Franchisee on notice.', 'may be terminated')
        .roles,
    ).toEqual(['Franchisee']);
    expect(
      actorOf('In no event shall our total liability exceed the fees.', 'total liability', true)
        .roles,
    ).toEqual(['Franchisor']);
  });

  it('reads "either party" as every party, and a list item through its lead-in', () => {
    expect(actorOf('Either party may terminate this Agreement.', 'may terminate')).toEqual({
      roles: ['Franchisor', 'Franchisee'],
      isEveryParty: true,
    });
    const item = '17.1.1 Own or manage any competing business.';
    expect(
      findActor(
        { sentence: item, from: 7, to: item.length, leadIn: 'During the term, you will not:' },
        sides,
      ).sides.map((side) => side.role),
    ).toEqual(['Franchisee']);
  });
});
