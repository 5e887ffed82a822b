import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';

describe('isEmailAddress', () => {
  it('accepts an address and refuses what cannot be one', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    for (const text of ['', 'ada', 'ada@example', 'a da@example.com', 'ada@@example.com'])
      expect(isEmailAddress(text)).toBe(false);
  });
});
