import { describe, expect, it } from 'vitest';
import { readProvision } from '../read-provision.ts';
import { FRANCHISE, TERMS } from './parties.ts';

// Construction: a document that calls its parties "we" and "you" names the one it binds as the
// subject ("you shall") and the one it serves as the object ("hold us harmless", "pay us"),
// however many parties sign (issue 30: "You shall indemnify, defend and hold us harmless" was
// shown in the franchisee's favour). The franchise here has a guarantor too, so no party is
// the beneficiary merely by being "the other one".
describe('"you shall ... us": the subject acts, the object benefits', () => {
  it.each([
    [
      'You shall indemnify, defend and hold us harmless from all claims.',
      'Franchisee',
      'must',
      'Franchisor',
    ],
    [
      'You must pay us a royalty of 6% of Gross Sales each week.',
      'Franchisee',
      'must',
      'Franchisor',
    ],
    [
      'We will provide you with initial training at our headquarters.',
      'Franchisor',
      'must',
      'Franchisee',
    ],
    [
      'You shall not, directly or indirectly, compete with us during the Term.',
      'Franchisee',
      'must-not',
      'Franchisor',
    ],
    ['You agree to reimburse us for all costs of collection.', 'Franchisee', 'must', 'Franchisor'],
    [
      'We shall indemnify you against claims that the Marks infringe.',
      'Franchisor',
      'must',
      'Franchisee',
    ],
  ] as const)('%s', (sentence, actor, modality, beneficiary) => {
    expect(readProvision(sentence, FRANCHISE)).toMatchObject({
      actor: [actor],
      modality,
      beneficiary: [beneficiary],
    });
  });

  it.each([
    ['You acknowledge and agree that we may audit your records at any time.', 'Provider', 'may'],
    [
      'You acknowledge that we do not pre-screen Content, but that we shall have the right to remove it.',
      'Provider',
      'may',
    ],
    ['You acknowledge that we may change the Services at any time.', 'Provider', 'may'],
  ] as const)(
    'an acknowledgement binds by the clause it accepts: %s',
    (sentence, actor, modality) => {
      expect(readProvision(sentence, TERMS)).toMatchObject({ actor: [actor], modality });
    },
  );

  it.each([
    ['Keep your password confidential.', 'must'],
    ['To protect your account, keep your password confidential.', 'must'],
    ['Do not share your account credentials with anyone.', 'must-not'],
    [
      'If you believe your rights have been infringed, please follow the instructions here.',
      'must',
    ],
  ] as const)('an instruction binds whoever is "you": %s', (sentence, modality) => {
    expect(readProvision(sentence, TERMS)).toMatchObject({ actor: ['User'], modality });
  });
});
