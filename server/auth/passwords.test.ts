import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';

const policy = { minLength: 8, requiredCharacters: 'lower_upper_letters_digits_symbols' } as const;

describe('checkPasswordStrength', () => {
  it('accepts a password with every kind of character', () => {
    expect(checkPasswordStrength('Str0ng!Pass', policy)).toEqual({ reasons: [], message: '' });
  });

  it('names what is missing, in one sentence per reason', () => {
    expect(checkPasswordStrength('short', policy)).toEqual({
      reasons: ['length', 'characters'],
      message:
        'Password should be at least 8 characters. Password should contain an uppercase letter, a number and a symbol.',
    });
  });

  it('follows a looser policy', () => {
    expect(
      checkPasswordStrength('abcdef12', { minLength: 8, requiredCharacters: 'letters_digits' })
        .reasons,
    ).toEqual([]);
  });
});

describe('password hashes', () => {
  it('are argon2id and verify only the right password', async () => {
    const hash = await hashPassword('Str0ng!Pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Str0ng!Pass')).toBe(true);
    expect(await verifyPassword(hash, 'Str0ng!Pas')).toBe(false);
    expect(await verifyPassword('not a hash', 'Str0ng!Pass')).toBe(false);
  });
});
