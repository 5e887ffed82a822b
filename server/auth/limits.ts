import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-errors.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Per-IP limit of one route family (each has its own bucket, as in the protocol). */
export async function limitByIp(
  context: AuthContext,
  request: FastifyRequest,
  route: string,
): Promise<void> {
  await consume(context, `${route}:ip:${request.ip}`, context.config.rateLimitPerIp, FIVE_MINUTES);
}

/** Per-address limit, so one account cannot be hammered from many IPs. */
export async function limitByEmail(
  context: AuthContext,
  route: string,
  email: string,
): Promise<void> {
  await consume(context, `${route}:email:${email}`, context.config.rateLimitPerEmail, ONE_HOUR);
}

/** Counts one request; throws the protocol's 429 once `limit` requests fell in the window. */
async function consume(
  context: AuthContext,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const { isAllowed } = await context.limiter.hit(key, limit, windowMs);
  if (!isAllowed) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
