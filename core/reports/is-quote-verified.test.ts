import { describe, expect, it } from 'vitest';
import { isQuoteVerified } from './is-quote-verified.ts';

const PAGES = ['The Tenant shall pay rent monthly.', 'The Landlord may enter on notice.'];

describe('isQuoteVerified', () => {
  it('is true for words that stand in the text exactly', () => {
    expect(isQuoteVerified('pay rent monthly', PAGES)).toBe(true);
    expect(isQuoteVerified('The Landlord may enter', PAGES)).toBe(true);
  });

  it('is false for words changed, re-cased or re-spaced', () => {
    expect(isQuoteVerified('pay the rent monthly', PAGES)).toBe(false);
    expect(isQuoteVerified('the tenant shall pay', PAGES)).toBe(false);
    expect(isQuoteVerified('pay  rent', PAGES)).toBe(false);
  });

  it('reads the pages joined as findings’ offsets count them, with a blank line between', () => {
    expect(isQuoteVerified('monthly.\n\nThe Landlord', PAGES)).toBe(true);
    expect(isQuoteVerified('monthly. The Landlord', PAGES)).toBe(false);
  });

  it('never vouches for an empty quote', () => {
    expect(isQuoteVerified('', PAGES)).toBe(false);
    expect(isQuoteVerified('  ', PAGES)).toBe(false);
  });
});
