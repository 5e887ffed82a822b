import { describe, expect, it } from 'vitest';
import { describeAuthError } from './auth-errors.ts';

/** An error shaped like auth-js's AuthApiError. */
function providerError(message: string, status: number, code?: string): Error {
  return Object.assign(new Error(message), { name: 'AuthApiError', status, code });
}

describe('describeAuthError', () => {
  it.each([
    ['invalid_credentials', 400, 'Invalid login credentials', 'Invalid email or password'],
    ['email_not_confirmed', 400, 'Email not confirmed', 'Please confirm your email address'],
    ['user_already_exists', 422, 'User already registered', 'already exists'],
    ['weak_password', 422, 'Password is too weak', 'at least 8 characters'],
    ['email_address_invalid', 400, 'Email address is invalid', 'valid email address'],
    ['over_request_rate_limit', 429, 'Request rate limit reached', 'too many attempts'],
    ['account_locked', 423, 'Account locked', 'temporarily locked'],
  ])('maps %s to the catalogue text', (code, status, message, expected) => {
    expect(describeAuthError(providerError(message, status, code)).message.toLowerCase()).toContain(
      expected.toLowerCase(),
    );
  });

  it('says how long the sign-in back-off asks to wait', () => {
    const text = describeAuthError(
      providerError(
        'Too many failed sign-in attempts from this address. Try again in 4 minutes.',
        429,
        'over_request_rate_limit',
      ),
    );
    expect(text.title).toBe('Too many attempts');
    expect(text.action).toBe('Try again in 4 minutes.');
  });

  it("says 'Login failed' when no user came back", () => {
    expect(describeAuthError(new Error('Login failed')).message).toBe('Login failed');
  });

  it("keeps the provider's own message when the catalogue does not know it", () => {
    const text = describeAuthError(
      providerError('Signups not allowed for this instance', 422, 'signup_disabled'),
    );
    expect(text.message).toBe('Signups not allowed for this instance');
  });

  it('names a wrong TOTP code plainly', () => {
    const text = describeAuthError(
      providerError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
    );
    expect(text.message).toMatch(/code is not right/);
  });

  it('describes a failed connection as a network problem', () => {
    const text = describeAuthError(Object.assign(new TypeError('Failed to fetch')));
    expect(text.title).toMatch(/connection/i);
  });
});
