import { describe, expect, it } from 'vitest';
import { readProvision } from '../read-provision.ts';
import { CONSULTING, FRANCHISE } from './parties.ts';

// Construction: "neither A nor B shall", "no party shall" deny the act of every subject they
// name (issue 30): each named party is bound, and the denial covers each of them.
describe('"neither ... nor" and "no ... shall" bind every subject they name', () => {
  it.each([
    [
      'Neither Company nor Consultant shall disclose the terms of this Agreement.',
      CONSULTING,
      ['Company', 'Consultant'],
      ['Company', 'Consultant'],
      'disclose the terms of this Agreement',
    ],
    [
      'Neither Franchisor nor Franchisee shall assign this Agreement without the other’s consent.',
      FRANCHISE,
      ['Franchisee', 'Franchisor'],
      ['Franchisor', 'Franchisee'],
      'assign this Agreement without the other’s consent',
    ],
    [
      'Neither we nor you may bring a claim more than one year after it arises.',
      FRANCHISE,
      ['Franchisee', 'Franchisor'],
      ['we', 'you'],
      'bring a claim more than one year after it arises',
    ],
  ] as const)('%s', (sentence, sides, actor, covers, scope) => {
    const provision = readProvision(sentence, sides);
    expect(provision).toMatchObject({ modality: 'must-not', polarity: 'negative' });
    expect([...provision.actor].sort()).toEqual(actor);
    expect(provision.negation).toMatchObject({ cue: 'neither ... nor', covers, scope });
  });

  it.each([
    [
      'No party shall issue a press release about this Agreement.',
      'party',
      'issue a press release about this Agreement',
    ],
    [
      'Neither party shall solicit the employees of the other party.',
      'party',
      'solicit the employees of the other party',
    ],
    [
      'No Consultant personnel may access Company systems.',
      'Consultant personnel',
      'access Company systems',
    ],
  ] as const)('%s', (sentence, covered, scope) => {
    const provision = readProvision(sentence, CONSULTING);
    expect(provision).toMatchObject({ modality: 'must-not', polarity: 'negative' });
    expect(provision.negation).toMatchObject({ covers: [covered], scope });
  });
});
