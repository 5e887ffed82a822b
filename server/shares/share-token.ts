import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes: 256 random bits, beyond any guessing. */
const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new link token, the secret part of its URL, from the system's secure random source. */
export function createShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token (hex SHA-256), so the table alone opens no shared document. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string could be a token we gave out; anything else is not even looked up. */
export function isShareTokenShaped(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
