import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';
import { describeClientNetwork } from './client-network.ts';
import {
  claimBackOffWindow,
  deleteBackOffWindow,
  findBackOffWindows,
  type BackOffWindow,
} from './sign-in-back-off-queries.ts';

const HOUR_MS = 60 * 60 * 1000;
// Parallel attempts from one address each re-read after losing a race; past this many, refuse.
const CLAIM_TRIES = 10;
// Once an account met its hourly ceiling, every address waits after its first failure, from
// one minute on (decision 021).
const SLOWED_FIRST_WAIT_SECONDS = 60;

/** How long an address must wait after some failures in a row. */
export interface BackOffPolicy {
  /** Failures in a row that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past them; each further failure doubles it. */
  firstWaitSeconds: number;
  longestWaitSeconds: number;
}

/** Seconds an address waits after `failures` failures in a row. */
export function waitAfterFailures(failures: number, policy: BackOffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.firstWaitSeconds * 2 ** doublings, policy.longestWaitSeconds);
}

/** One password check in progress: say how it went, so the count is kept or forgotten. */
export interface PasswordAttempt {
  succeeded: () => Promise<void>;
  failed: () => Promise<void>;
}

/**
 * Counts a password check (sign-in, or the current password of PUT /user) against the account
 * from the client's address, before the password is looked at, or refuses it with 429 while
 * that address must wait (decision 021). Failures are counted per address and account, so an
 * attacker failing from one address never stops the owner at another; all addresses together
 * only slow down an account, never refuse an address that has not failed. Keyed by the typed
 * address whether or not an account has it, so the answers reveal nobody's account.
 */
export async function startPasswordAttempt(
  context: AuthContext,
  email: string,
  clientIp: string,
): Promise<PasswordAttempt> {
  const accountKey = `sign-in:email:${email}`;
  const addressKey = `${accountKey}:ip:${describeClientNetwork(clientIp)}`;
  const forgetAfterMs = Math.max(HOUR_MS, 2 * context.config.longestBackOffMinutes * 60_000);
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    const now = Date.now();
    const windows = await findBackOffWindows(context.db, [addressKey, accountKey]);
    const address = windows.find((window) => window.key === addressKey);
    const isLive = (window: BackOffWindow | undefined) =>
      window !== undefined && Date.parse(window.windowEndsAt) > now;
    const failures = address && isLive(address) ? address.count : 0;
    // The window ends a fixed time after the newest attempt, so it also says when that was.
    const lastAttemptAt = address ? Date.parse(address.windowEndsAt) - forgetAfterMs : now;
    const account = windows.find((window) => window.key === accountKey);
    const isSlowed =
      isLive(account) && (account?.count ?? 0) >= context.config.accountFailuresPerHour;
    const waitMs = 1000 * waitAfterFailures(failures, backOffPolicy(context, isSlowed));
    if (lastAttemptAt + waitMs > now) throw tooManyFailures(lastAttemptAt + waitMs - now);
    const next = {
      key: addressKey,
      count: failures + 1,
      windowEndsAt: new Date(now + forgetAfterMs).toISOString(),
    };
    if (await claimBackOffWindow(context.db, address, next))
      return {
        // The right password forgets the address's failures; the account's count stays.
        succeeded: () => deleteBackOffWindow(context.db, addressKey),
        failed: async () => {
          await context.limiter.hit(accountKey, context.config.accountFailuresPerHour, HOUR_MS);
        },
      };
  }
  throw tooManyFailures(1000);
}

function backOffPolicy(context: AuthContext, isSlowed: boolean): BackOffPolicy {
  const longestWaitSeconds = context.config.longestBackOffMinutes * 60;
  return isSlowed
    ? { freeFailures: 1, firstWaitSeconds: SLOWED_FIRST_WAIT_SECONDS, longestWaitSeconds }
    : {
        freeFailures: context.config.backOffAfterFailures,
        firstWaitSeconds: 1,
        longestWaitSeconds,
      };
}

function tooManyFailures(waitMs: number): AuthError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 120
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed sign-in attempts from this address. Try again in ${wait}.`,
    {},
    { 'retry-after': String(seconds) },
  );
}
