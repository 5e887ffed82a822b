import { describe, expect, it } from 'vitest';
import { findBearer, findObligationBearer, listRoles, type ReaderContext } from './reader-roles.ts';

const FRANCHISEE: ReaderContext = {
  perspective: {
    party: 'Pizza Fusion Holdings, Inc.',
    role: 'Franchisee',
    chosenBy: 'default',
    isMutual: false,
  },
  readers: [
    { party: 'Pizza Fusion Holdings, Inc.', role: 'Franchisee' },
    { party: 'PF Franchising LLC', role: 'Franchisor' },
  ],
};

describe('findBearer', () => {
  it('says "Binds you" for the reader, "Binds both sides" for every party, and names the other', () => {
    expect(findBearer(['Franchisee'], FRANCHISEE)?.binds).toBe('Binds you');
    expect(findBearer(['franchisee'], FRANCHISEE)?.owner).toBe('Yours');
    expect(findBearer(['Franchisor', 'Franchisee'], FRANCHISEE)?.binds).toBe('Binds both sides');
    expect(findBearer(['Franchisor'], FRANCHISEE)).toMatchObject({
      binds: 'Binds the Franchisor',
      owner: "The Franchisor's",
      isReader: false,
    });
    expect(findBearer([], FRANCHISEE)).toBeNull();
  });

  it('speaks of every party when there are more than two, and of you and a third one', () => {
    const three: ReaderContext = {
      ...FRANCHISEE,
      readers: [...FRANCHISEE.readers, { party: 'Sam Smith', role: 'Guarantor' }],
    };
    expect(findBearer(['Franchisee', 'Franchisor', 'Guarantor'], three)?.binds).toBe(
      'Binds every party',
    );
    expect(findBearer(['Franchisee', 'Guarantor'], three)?.binds).toBe(
      'Binds you and the Guarantor',
    );
  });

  it('names the roles when the analysis has no reader', () => {
    expect(findBearer(['Landlord'], { perspective: null, readers: [] })?.binds).toBe(
      'Binds the Landlord',
    );
  });
});

describe('findObligationBearer', () => {
  it('falls back to the party the obligation names when it has no direction', () => {
    expect(findObligationBearer({ party: 'Franchisee', burdens: [] }, FRANCHISEE).owner).toBe(
      'Yours',
    );
    expect(
      findObligationBearer({ party: 'Pizza Fusion Holdings, Inc.', burdens: [] }, FRANCHISEE).owner,
    ).toBe('Yours');
    expect(findObligationBearer({ party: 'Franchisor', burdens: [] }, FRANCHISEE).owner).toBe(
      'Franchisor',
    );
    expect(findObligationBearer({ party: ' ', burdens: [] }, FRANCHISEE).owner).toBe(
      'Unnamed party',
    );
  });
});

describe('listRoles', () => {
  it('joins roles as a sentence would', () => {
    expect(listRoles(['A'])).toBe('the A');
    expect(listRoles(['A', 'B', 'C'])).toBe('the A, the B and the C');
  });
});
