import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { verifyQuotes } from './verify-quotes.ts';

const document = createParsedDocument(
  'txt',
  [
    'The Tenant shall pay rent monthly.',
    'Rent is due on the first day. The Tenant shall pay rent monthly.',
  ],
  true,
);

describe('verifyQuotes', () => {
  it('keeps exact quotes, moves misplaced ones to the nearest verbatim match, and drops invented ones', () => {
    const exactStart = document.text.indexOf('Rent is due');
    const { verified, droppedCount } = verifyQuotes(document, [
      { quote: 'Rent is due on the first day.', start: exactStart, end: exactStart + 29, page: 2 },
      {
        quote: 'The Tenant shall pay rent monthly.',
        start: document.text.length - 10,
        end: document.text.length,
        page: 1,
      },
      { quote: 'The Landlord may enter at any time.', start: 0, end: 35, page: 1 },
    ]);
    expect(droppedCount).toBe(1);
    expect(verified).toHaveLength(2);
    for (const finding of verified)
      expect(document.text.slice(finding.start, finding.end)).toBe(finding.quote);
    expect(verified[1]?.page).toBe(2);
    expect(verified[1]?.start).toBe(document.text.lastIndexOf('The Tenant shall pay'));
  });
});
