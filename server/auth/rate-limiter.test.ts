import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors.ts';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets the limit through, refuses the next with the protocol 429, and resets with the window', () => {
    const limiter = new RateLimiter();
    for (let count = 0; count < 3; count++) limiter.consume('token:ip:1', 3, 1000, 0);
    let refused: unknown;
    try {
      limiter.consume('token:ip:1', 3, 1000, 10);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(() => limiter.consume('token:ip:2', 3, 1000, 10)).not.toThrow();
    expect(() => limiter.consume('token:ip:1', 3, 1000, 1000)).not.toThrow();
  });
});
