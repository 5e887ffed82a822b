import { AppError } from '../../common/errors/app-error.ts';
import type { UnlockShareResponse } from '../../common/api/shares.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { openShare } from './open-share.ts';
import { createShareAccessToken, SHARE_ACCESS_LIFETIME_MS } from './share-access-token.ts';
import type { PublicShareDependencies } from './share-dependencies.ts';
import { isSharePasscodeRight } from './share-passcode.ts';
import {
  clearPasscodeAttempts,
  findPasscodeLock,
  takePasscodeAttempt,
} from './share-passcode-queries.ts';

/** Wrong passcodes in a row that lock a link. */
export const MAX_PASSCODE_ATTEMPTS = 5;
/** How long they lock it for. */
export const PASSCODE_LOCK_MS = 15 * 60 * 1000;

/**
 * Checks a link's passcode and, when right, gives an access token for this link that opens it
 * for SHARE_ACCESS_LIFETIME_MS. Each try is taken from the link's count before the passcode is
 * compared; the MAX_PASSCODE_ATTEMPTS-th wrong one in a row locks the link for
 * PASSCODE_LOCK_MS. Wrong ones go in the owner's activity log ('share_passcode_failed').
 * NOT_FOUND as openShare; VALIDATION_ERROR for a link with no passcode; INVALID_CREDENTIALS for a
 * wrong passcode, saying how many tries are left; ACCOUNT_LOCKED while locked.
 */
export async function unlockShare(
  dependencies: Pick<PublicShareDependencies, 'db' | 'now' | 'accessSecret'>,
  token: string,
  passcode: string,
  address: string,
): Promise<UnlockShareResponse> {
  const { db } = dependencies;
  const share = await openShare(dependencies, token);
  const passcodeHash = share.passcode_hash;
  if (passcodeHash === null) {
    throw new AppError('VALIDATION_ERROR', 'This link has no passcode: open it as it is.');
  }
  const now = dependencies.now();
  const attempt = await takePasscodeAttempt(db, share.id, {
    nowIso: now.toISOString(),
    lockUntil: new Date(now.getTime() + PASSCODE_LOCK_MS).toISOString(),
    maxAttempts: MAX_PASSCODE_ATTEMPTS,
  });
  if (!attempt) {
    const lockedUntil = await findPasscodeLock(db, share.id);
    throw createLockedError(
      lockedUntil ?? new Date(now.getTime() + PASSCODE_LOCK_MS).toISOString(),
      now,
    );
  }

  if (await isSharePasscodeRight(passcode, passcodeHash)) {
    await clearPasscodeAttempts(db, share.id);
    const expiresAt = new Date(now.getTime() + SHARE_ACCESS_LIFETIME_MS);
    const subject = { shareId: share.id, passcodeHash };
    return {
      accessToken: createShareAccessToken(dependencies.accessSecret, subject, expiresAt),
      expiresAt: expiresAt.toISOString(),
    };
  }

  await recordActivity(db, {
    userId: share.user_id,
    kind: 'share_passcode_failed',
    documentId: share.document_id,
    shareId: share.id,
    address,
    detail: {
      attempt: String(attempt.attempts),
      ...(attempt.lockedUntil !== null && { lockedUntil: attempt.lockedUntil }),
    },
  });
  if (attempt.lockedUntil !== null) throw createLockedError(attempt.lockedUntil, now);
  const left = MAX_PASSCODE_ATTEMPTS - attempt.attempts;
  throw new AppError(
    'INVALID_CREDENTIALS',
    `That passcode is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before the link locks for ${PASSCODE_LOCK_MS / 60_000} minutes.`,
  );
}

function createLockedError(lockedUntil: string, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000));
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many wrong passcodes: this link is locked until ${lockedUntil}.`,
    { retryAfterSeconds: seconds },
  );
}
