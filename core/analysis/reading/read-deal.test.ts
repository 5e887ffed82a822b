import { describe, expect, it } from 'vitest';
import { readDealOf } from '../../../tests/support/read-deal-of.test-support.ts';
import { loadContractFixture } from '../../../tests/support/contract-fixtures.test-support.ts';

describe('readDeal', () => {
  it('names the parties of terms of service by their words: the provider, and "you"', () => {
    const { document } = loadContractFixture('terms-of-service');
    const deal = readDealOf(document);
    expect(deal.isConsumer).toBe(true);
    expect(deal.parties.verified.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'You', role: 'User' },
      { name: 'PhotoNest', role: 'Provider' },
    ]);
  });

  it('keeps the parties a contract names in its preamble', () => {
    const { document } = loadContractFixture('consulting-agreement');
    const deal = readDealOf(document);
    expect(deal.parties.verified.map((party) => party.role)).toEqual(['Company', 'Consultant']);
    expect(deal.sides.map((side) => side.role)).toEqual(['Company', 'Consultant']);
  });

  it('registers each party once, with an id, its defined term and where it was found', () => {
    const { document } = loadContractFixture('consulting-agreement');
    const deal = readDealOf(document);
    expect(
      deal.registry.parties.map(({ id, legalName, definedTerm, foundIn }) => ({
        id,
        legalName,
        definedTerm,
        foundIn,
      })),
    ).toEqual([
      {
        id: 'company',
        legalName: 'Driven Deliveries, Inc.',
        definedTerm: 'Company',
        foundIn: ['preamble', 'signature block'],
      },
      {
        id: 'consultant',
        legalName: 'TruckThat LLC',
        definedTerm: 'Consultant',
        foundIn: ['preamble', 'signature block'],
      },
    ]);
    expect(deal.parties.verified).toEqual(deal.registry.parties.map((party) => party.party));
  });
});
