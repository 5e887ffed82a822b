import { describe, expect, it } from 'vitest';
import { CONSUMER_PATTERNS, matchConsumerPatterns } from './consumer-patterns.ts';

describe('consumer patterns', () => {
  it('has unique names', () => {
    const names = CONSUMER_PATTERNS.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    [
      'Any dispute shall be resolved by binding arbitration administered by the AAA.',
      ['arbitration', 'binding-arbitration', 'arbitration-body', 'dispute'],
    ],
    [
      'We may modify these Terms at any time without notice.',
      ['any-time', 'without-notice', 'change-terms', 'we-change'],
    ],
    [
      'We reserve the right to remove any content for any reason.',
      ['reserve-right', 'any-reason', 'remove-content'],
    ],
    [
      'You agree to submit to the exclusive jurisdiction of the courts of Santa Clara County.',
      ['you-agree', 'courts-of', 'exclusive-jurisdiction', 'submit-jurisdiction', 'place-name'],
    ],
    [
      'These Terms are governed by the laws of the State of California, without regard to its conflict of laws principles.',
      ['governed-by', 'laws-of', 'conflict-of-laws'],
    ],
    [
      'IN NO EVENT SHALL WE BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
      ['all-caps', 'not-liable', 'in-no-event', 'damages-types', 'damages'],
    ],
    [
      'We may suspend or terminate your account at our sole discretion.',
      ['sole-discretion', 'terminate-account', 'we-terminate'],
    ],
    [
      'By using the Service, you agree to be bound by these Terms.',
      ['by-using', 'agree-terms', 'bound', 'use-of-service'],
    ],
    [
      'By using the Service you consent to the collection of your data as described in our Privacy Policy.',
      ['by-using', 'privacy-policy', 'consent-collection'],
    ],
  ])('matches the cues of %s', (text, expected) => {
    expect(matchConsumerPatterns(text)).toEqual(expect.arrayContaining(expected));
  });

  it('matches none of the category cues in a plain sentence', () => {
    expect(matchConsumerPatterns('The weather was pleasant and we walked to the station.')).toEqual(
      [],
    );
  });
});
