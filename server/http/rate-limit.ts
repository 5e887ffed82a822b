import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.ts';

/** Past this many addresses, windows that have ended are dropped: memory stays bounded. */
const SWEEP_AT = 10_000;

/**
 * An onRequest hook allowing each client address `limit` requests per fixed window. Past it the
 * request answers the catalogue's RATE_LIMIT_EXCEEDED (429) with Retry-After in seconds. Counts
 * live in memory: enough for one server process, as with the sign-in limits.
 */
export function createIpRateLimit(options: {
  limit: number;
  windowMs: number;
  now: () => Date;
}): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (request, reply) => {
    const now = options.now().getTime();
    const window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      if (windows.size >= SWEEP_AT) {
        for (const [key, old] of windows) if (old.resetAt <= now) windows.delete(key);
      }
      windows.set(request.ip, { count: 1, resetAt: now + options.windowMs });
      return;
    }
    window.count++;
    if (window.count <= options.limit) return;
    const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(
      'RATE_LIMIT_EXCEEDED',
      `Too many requests from your address. Try again in ${seconds} seconds.`,
    );
  };
}
