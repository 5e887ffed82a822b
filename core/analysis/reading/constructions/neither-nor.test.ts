import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/split-sentences.ts';
import { readProvision } from '../read-provision.ts';
import { readProvisions } from '../read-provisions.ts';
import { CONSULTING, FRANCHISE, side } from './parties.ts';

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

// A covenant that opens mid-sentence ("For the Term, neither ... nor ... will") and says how far
// it reaches before its list ("directly or indirectly, whether as an owner, partner or in any
// other capacity:") binds each item of the list; "; or" closing an item is no clause of its own.
describe('a non-compete list under "neither ... nor ... will, directly or indirectly"', () => {
  const SALE = [side('Buyer'), side('Seller')];
  const text = [
    'For the Restriction Period, neither Seller nor any affiliate of Seller will, directly or indirectly, whether as an owner, partner, lender or in any other capacity:',
    '(i) engage in a Competing Business within 50 miles of Reno;',
    '(ii) recruit or hire any employee of Buyer (other than through a general advertisement); or',
    '(iii) solicit any customer of Buyer for a Competing Business.',
  ].join('\n');

  it('reads every item as a prohibition of the Seller', () => {
    const provisions = readProvisions(text, splitSentences(text), SALE);
    const items = provisions.filter((provision) => provision.leadIn);
    expect(items.map((item) => text.slice(item.start, item.end).slice(0, 20))).toEqual([
      'engage in a Competin',
      'recruit or hire any ',
      'solicit any customer',
    ]);
    for (const item of items) {
      expect(item).toMatchObject({ modality: 'must-not', polarity: 'negative' });
      expect(item.actor).toContain('Seller');
    }
  });
});
