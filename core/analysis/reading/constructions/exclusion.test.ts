import { describe, expect, it } from 'vitest';
import { readProvision } from '../read-provision.ts';
import { CONSULTING, EMPLOYMENT } from './parties.ts';

// Construction: an exclusion ("do not include", "shall not apply to", "excludes") takes its
// object out of the term or rule before it (issue 30). Read backwards, "Covered Inventions do
// not include Prior Inventions" became "even your earlier inventions are handed over".
describe('an exclusion denies its object, and carves it out of its subject', () => {
  it.each([
    [
      'Covered Inventions do not include Prior Inventions.',
      'do not include',
      'Prior Inventions',
      'Covered Inventions',
    ],
    [
      'Confidential Information does not include information that is or becomes publicly available.',
      'does not include',
      'information that is or becomes publicly available',
      'Confidential Information',
    ],
    [
      'The restrictions in Section 6 shall not apply to any investment of less than two percent of a public company.',
      'shall not apply to',
      'any investment of less than two percent of a public company',
      'The restrictions in Section 6',
    ],
    [
      'Net Sales excludes taxes, freight and insurance charged to customers.',
      'excludes',
      'taxes, freight and insurance charged to customers',
      'Net Sales',
    ],
    [
      'The assignment of inventions under this Agreement does not extend to inventions developed entirely on Employee’s own time.',
      'does not extend to',
      'inventions developed entirely on Employee’s own time',
      'The assignment of inventions under this Agreement',
    ],
  ] as const)('%s', (sentence, cue, scope, carvesOutOf) => {
    const provision = readProvision(sentence, EMPLOYMENT);
    expect(provision.polarity).toBe('negative');
    expect(provision.negation).toMatchObject({ cue, scope });
    expect(provision.exceptions).toContainEqual({ text: scope, carvesOutOf });
  });

  it('a plain duty denies nothing', () => {
    const provision = readProvision(
      'Consultant shall include a summary of hours in each invoice.',
      CONSULTING,
    );
    expect(provision.negation).toBeUndefined();
    expect(provision.polarity).toBe('positive');
  });
});

describe('an item of a list of exclusions is itself an exception', () => {
  it.each([
    [
      'A. is or becomes generally available to the public;',
      'Confidential Information does not include information that:',
      'is or becomes generally available to the public',
      'Confidential Information',
    ],
    [
      '(b) any rights of Employee to indemnification under the Company’s bylaws.',
      'This release does not apply to:',
      'any rights of Employee to indemnification under the Company’s bylaws',
      'This release',
    ],
    [
      '(i) independently developed by Employee without use of the Company’s information; or',
      'This Agreement shall not restrict disclosure or use of information that is:',
      'independently developed by Employee without use of the Company’s information',
      'This Agreement shall not restrict disclosure or use of information that is',
    ],
  ] as const)('%s', (item, leadIn, text, carvesOutOf) => {
    expect(readProvision(item, EMPLOYMENT, leadIn).exceptions).toContainEqual({
      text,
      carvesOutOf,
    });
  });
});
