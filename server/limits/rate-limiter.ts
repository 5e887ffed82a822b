import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

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
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    if (now >= this.nextSweepAt) {
      this.nextSweepAt = now + SWEEP_EVERY_MS;
      await this.sweep(nowIso);
    }
    const retryAfterMs = Date.parse(String(row.window_ends_at)) - now;
    return {
      isAllowed: Number(row.count) <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }

  // Bounded storage: windows that have ended count as absent, so their rows can go.
  private async sweep(nowIso: string): Promise<void> {
    await this.db.deleteFrom('auth_rate_limits').where('window_ends_at', '<=', nowIso).execute();
  }
}
