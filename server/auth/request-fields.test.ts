import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors.ts';
import { readEmail } from './request-fields.ts';

function refusal(email: string): AuthError | undefined {
  try {
    readEmail({ email });
    return undefined;
  } catch (error) {
    return error as AuthError;
  }
}

describe('readEmail', () => {
  it('normalises an address', () => {
    expect(readEmail({ email: '  Ada@Example.com ' })).toBe('ada@example.com');
  });

  it('refuses control and bidirectional characters with the protocol validation error', () => {
    // An escape sequence once reset the operator's terminal through `admin list-users` (issue 29).
    for (const email of [
      'evil\u001b]0;owned\u0007@example.com',
      'evil\u001b[2J@example.com',
      'evil\u009b2J@example.com',
      'evil\u007f@example.com',
      'gro.live\u202e@example.com',
      'ada@example.com\n',
      '\rada@example.com',
    ]) {
      const error = refusal(email);
      expect(error, JSON.stringify(email)).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
    }
  });
});
