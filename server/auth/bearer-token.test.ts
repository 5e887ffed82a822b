import { describe, expect, it } from 'vitest';
import { parseBearerToken } from './bearer-token.ts';

describe('parseBearerToken', () => {
  it('reads the token whatever the scheme case, and nothing else', () => {
    expect(parseBearerToken('Bearer abc.def')).toBe('abc.def');
    expect(parseBearerToken('bearer abc')).toBe('abc');
    for (const header of [undefined, '', 'Bearer', 'Basic abc', 'Bearer a b'])
      expect(parseBearerToken(header)).toBeNull();
  });
});
