import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Per-IP limit of one route family (each has its own bucket, as in the protocol). */
export async function limitByIp(
  context: AuthContext,
  request: FastifyRequest,
  route: string,
): Promise<void> {
  await context.limiter.consume(
    `${route}:ip:${request.ip}`,
    context.config.rateLimitPerIp,
    FIVE_MINUTES,
  );
}

/** Per-address limit, so one account cannot be hammered from many IPs. */
export async function limitByEmail(
  context: AuthContext,
  route: string,
  email: string,
): Promise<void> {
  await context.limiter.consume(
    `${route}:email:${email}`,
    context.config.rateLimitPerEmail,
    ONE_HOUR,
  );
}
