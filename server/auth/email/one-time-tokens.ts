import { createHash, randomInt } from 'node:crypto';
import type { AuthContext } from '../auth-context.ts';
import { secondsSince } from '../elapsed.ts';
import type { OneTimeTokenRow } from './one-time-token-queries.ts';

/** The protocol's token hash: lower-hex SHA-224 of the address followed by the code. */
export function hashToken(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** A fresh 6-digit code. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Links and codes stay valid for the configured OTP expiry from when they were sent. */
export function isTokenExpired(context: AuthContext, row: OneTimeTokenRow): boolean {
  return secondsSince(row.created_at) > context.config.otpExpirySeconds;
}
