import { describe, expect, it } from 'vitest';
import { readProvision } from '../read-provision.ts';
import { CONSULTING, EMPLOYMENT, TERMS } from './parties.ts';

// Construction: statutory notices (the Defend Trade Secrets Act immunity, California Labor
// Code section 2870 and its sister statutes) and savings clauses ("Nothing in this Agreement
// prevents you from ...") keep something for a party; they are never its duties (issue 30).
describe('statutory notices', () => {
  it.each([
    'Pursuant to the Defend Trade Secrets Act of 2016, Employee shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret made in confidence to a government official.',
    'In addition, as set forth in 18 U.S.C. §1833(b), Consultant shall not be held criminally or civilly liable for the disclosure of a trade secret made in a complaint filed under seal.',
    'Employee is hereby notified that this Agreement does not apply to an invention that qualifies fully under the provisions of California Labor Code Section 2870.',
    'In accordance with RCW 49.44.140, Employee is notified that the assignment of inventions does not apply to inventions developed entirely on Employee’s own time.',
    'Any provision in this Agreement requiring Employee to assign rights in an invention does not apply to an invention that qualifies under 765 ILCS 1060/2.',
  ])('%s', (sentence) => {
    const provision = readProvision(sentence, EMPLOYMENT.concat(CONSULTING.slice(1)));
    expect(provision.kind).toBe('statutory-notice');
    expect(provision.modality).toBe('states');
  });

  it('the immunity protects the party it names', () => {
    const provision = readProvision(
      'Under 18 U.S.C. § 1833(b), Employee shall not be held criminally or civilly liable for disclosing a trade secret to an attorney.',
      EMPLOYMENT,
    );
    expect(provision).toMatchObject({ actor: ['Employee'], beneficiary: ['Employee'] });
  });
});

describe('savings clauses', () => {
  it.each([
    [
      'Nothing in this Agreement prevents Employee from reporting possible violations of law to any government agency.',
      EMPLOYMENT,
      'Employee',
    ],
    [
      'This section does not restrict Employee from making truthful statements in legal proceedings.',
      EMPLOYMENT,
      'Employee',
    ],
    [
      'Nothing in this Agreement shall be construed to limit your right to file a charge with the Equal Employment Opportunity Commission.',
      TERMS,
      'User',
    ],
    [
      'Nothing herein prohibits Consultant from discussing the terms of Consultant’s engagement.',
      CONSULTING,
      'Consultant',
    ],
    [
      'The confidentiality obligations do not prohibit Consultant from complying with a lawful subpoena.',
      CONSULTING,
      'Consultant',
    ],
  ] as const)('%s', (sentence, sides, kept) => {
    expect(readProvision(sentence, sides)).toMatchObject({
      kind: 'savings',
      actor: [kept],
      modality: 'may',
      polarity: 'positive',
      beneficiary: [kept],
    });
  });

  it.each([
    ['Employee shall not disclose Confidential Information.', EMPLOYMENT],
    ['"Confidential Information" means all non-public information of the Company.', EMPLOYMENT],
  ] as const)('an ordinary provision is operative or a definition: %s', (sentence, sides) => {
    expect(readProvision(sentence, sides).kind).toBe(
      sentence.includes(' means ') ? 'definition' : 'operative',
    );
  });
});
