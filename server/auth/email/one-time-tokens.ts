import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AuthContext } from '../auth-context.ts';
import { secondsSince } from '../elapsed.ts';
import type { OneTimeTokenRow } from './one-time-token-queries.ts';

/** Wrong codes a token takes; the next try finds the code burned (issue 29). */
export const MAX_CODE_ATTEMPTS = 5;

/** The stored hash of a code: lower-hex SHA-224 of the address followed by the code. */
export function hashToken(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** The stored hash of a link's token: SHA-256, so the database never holds a usable link. */
export function hashLinkToken(linkToken: string): string {
  return createHash('sha256').update(linkToken).digest('hex');
}

/** A fresh 6-digit code. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A fresh link token: 224 random bits as 56 hex digits, the length and alphabet of the
 * protocol's token hash, so clients and email templates that expect one are none the wiser.
 */
export function generateLinkToken(): string {
  return randomBytes(28).toString('hex');
}

/** Links and codes stay valid for the configured OTP expiry from when they were sent. */
export function isTokenExpired(context: AuthContext, row: OneTimeTokenRow): boolean {
  return secondsSince(row.created_at) > context.config.otpExpirySeconds;
}
