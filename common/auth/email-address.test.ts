import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';

describe('isEmailAddress', () => {
  it('accepts an address and refuses what cannot be one', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    for (const text of ['', 'ada', 'ada@example', 'a da@example.com', 'ada@@example.com'])
      expect(isEmailAddress(text)).toBe(false);
  });

  it('refuses control characters (C0, DEL, C1), bidirectional and zero-width ones', () => {
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'])
      expect(isEmailAddress(`evil${character}@example.com`)).toBe(false);
    for (const character of ['\u061c', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069'])
      expect(isEmailAddress(`moc.elpmaxe${character}@example.com`)).toBe(false);
    expect(isEmailAddress('ad\u200bmin@example.com')).toBe(false);
    expect(isEmailAddress('zoë@exämple.com')).toBe(true);
  });
});
