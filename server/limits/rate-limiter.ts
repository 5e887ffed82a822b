import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRequest, deleteEndedWindows } from './rate-limit-queries.ts';

/** How often, at most, one process deletes the windows that have ended. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** What one counted request comes to: let through, or refused until its window ends. */
export interface RateLimitVerdict {
  isAllowed: boolean;
  /** Whole seconds until the key's window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database (table `auth_rate_limits`, which holds every limit
 * despite its name: the sign-in service's and the API's), so a limit holds across restarts and
 * across every server instance sharing the database. Keys name what is limited, such as
 * `token:ip:127.0.0.1`, `recover:email:a@b.c` or `api:upload:user:<id>`. Each request is counted
 * by one atomic upsert, so parallel requests can never read the same count and all slip through.
 * Callers decide how a refusal answers (the auth protocol's 429, or the catalogue's).
 */
export class RateLimiter {
  private nextSweepAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one request against `key`, allowed while at most `limit` fell in its window. */
  async hit(
    key: string,
    limit: number,
    windowMs: number,
    now = Date.now(),
  ): Promise<RateLimitVerdict> {
    const nowIso = new Date(now).toISOString();
    const windowEndsAt = new Date(now + windowMs).toISOString();
    const window = await countRequest(this.db, key, { nowIso, windowEndsAt });
    if (now >= this.nextSweepAt) {
      this.nextSweepAt = now + SWEEP_EVERY_MS;
      // Bounded storage: windows that have ended count as absent, so their rows can go.
      await deleteEndedWindows(this.db, nowIso);
    }
    const retryAfterMs = Date.parse(window.endsAt) - now;
    return {
      isAllowed: window.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }
}
