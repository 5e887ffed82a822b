import { createHash } from 'node:crypto';

/**
 * The key of `trial_claims`: a one-way hash of the address that took the free trial, so the
 * claim outlives its account without keeping the address itself.
 */
export function toTrialClaimKey(email: string): string {
  return createHash('sha256').update(`trial:${email.trim().toLowerCase()}`).digest('hex');
}
