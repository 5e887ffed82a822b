import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findSignInHistory } from './activity-queries.ts';
import { recordActivity } from './record-activity.ts';

/** A sign-in as the auth service saw it. */
export interface SignIn {
  userId: string;
  /** The client's address; only hashes of it are kept. */
  address: string;
  /** The browser's User-Agent header, when sent. */
  userAgent: string | undefined;
  /**
   * How: the session's first method ('password', 'otp', 'magiclink', ...), or 'two-step' for
   * the second step of a sign-in with an authenticator, which is never a new device.
   */
  method: string;
}

/**
 * Records a sign-in, and "signed in from a new device" before it when the account has signed in
 * before but never from this browser at this address. The device is a one-way hash of both, so
 * the log can tell devices apart without keeping either. The very first sign-in of an account
 * is not a new device: there is nothing to compare it with.
 */
export async function recordSignIn(db: Kysely<Database>, signIn: SignIn): Promise<void> {
  const device = hashDevice(signIn.userAgent ?? '', signIn.address);
  if (signIn.method !== 'two-step') {
    const history = await findSignInHistory(db, signIn.userId, device);
    if (history.hasSignedInBefore && !history.hasUsedDevice)
      await recordActivity(db, {
        userId: signIn.userId,
        kind: 'new_device',
        address: signIn.address,
        detail: { device },
      });
  }
  await recordActivity(db, {
    userId: signIn.userId,
    kind: 'signed_in',
    address: signIn.address,
    detail: { method: signIn.method, device },
  });
}

/** A one-way hash of a browser and an address: equal devices match, neither is kept. */
export function hashDevice(userAgent: string, address: string): string {
  return createHash('sha256')
    .update(`legal-explainer device ${userAgent}\n${address}`)
    .digest('hex')
    .slice(0, 16);
}
