import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AuthError } from './auth-errors.ts';

/** How often, at most, one process deletes the windows that have ended. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters kept in the database (table `auth_rate_limits`), so a limit holds
 * across restarts and across every server instance sharing the database. Keys name what is
 * limited, such as `token:ip:127.0.0.1` or `recover:email:a@b.c`. Each request is counted by
 * one atomic upsert, so parallel requests can never read the same count and all slip through.
 */
export class RateLimiter {
  private nextSweepAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one request; throws the protocol's 429 once `limit` requests fell in the window. */
  async consume(key: string, limit: number, windowMs: number, now = Date.now()): Promise<void> {
    const nowIso = new Date(now).toISOString();
    const windowEndsAt = new Date(now + windowMs).toISOString();
    const row = await this.db
      .insertInto('auth_rate_limits')
      .values({ key, count: 1, window_ends_at: windowEndsAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          // A window that has ended starts again with this request.
          const ended = eb('auth_rate_limits.window_ends_at', '<=', nowIso);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('auth_rate_limits.count', '+', 1))
              .end(),
            window_ends_at: eb
              .case()
              .when(ended)
              .then(windowEndsAt)
              .else(eb.ref('auth_rate_limits.window_ends_at'))
              .end(),
          };
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (now >= this.nextSweepAt) {
      this.nextSweepAt = now + SWEEP_EVERY_MS;
      await this.sweep(nowIso);
    }
    if (Number(row.count) > limit)
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  // Bounded storage: windows that have ended count as absent, so their rows can go.
  private async sweep(nowIso: string): Promise<void> {
    await this.db.deleteFrom('auth_rate_limits').where('window_ends_at', '<=', nowIso).execute();
  }
}
