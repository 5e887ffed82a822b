import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Per-IP limit of one route family (each has its own bucket, as in the protocol). */
export function limitByIp(context: AuthContext, request: FastifyRequest, route: string): void {
  context.limiter.consume(`${route}:ip:${request.ip}`, context.config.rateLimitPerIp, FIVE_MINUTES);
}

/** Per-address limit, so one account cannot be hammered from many IPs. */
export function limitByEmail(context: AuthContext, route: string, email: string): void {
  context.limiter.consume(`${route}:email:${email}`, context.config.rateLimitPerEmail, ONE_HOUR);
}
