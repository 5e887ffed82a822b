import { AuthError } from './auth-errors.ts';

/**
 * Fixed-window counters kept in memory: enough for one server process (a cluster behind a load
 * balancer would share them through the database or Redis). Keys name what is limited, such as
 * `token:ip:127.0.0.1` or `recover:email:a@b.c`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one request; throws the protocol's 429 once `limit` requests fell in the window. */
  consume(key: string, limit: number, windowMs: number, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      this.sweep(now);
      return;
    }
    window.count++;
    if (window.count > limit)
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  // Bounded memory: expired windows are dropped once the map grows.
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
