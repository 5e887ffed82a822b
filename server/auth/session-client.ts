import type { FastifyRequest } from 'fastify';
import { coarsenAddress } from './coarse-address.ts';

/** Where a session is used from, as kept with it: browser and coarsened address. */
export interface SessionClient {
  /** The User-Agent header, cut to USER_AGENT_MAX_LENGTH; null when none was sent. */
  userAgent: string | null;
  /** The client's address coarsened (server/auth/coarse-address.ts); null when unknown. */
  network: string | null;
  /** The full address, for the sign-in back-off only: it is never stored with the session. */
  address: string;
}

/** Real User-Agent strings stay under 300 characters; a longer header must not grow the row. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The client of an auth request (request.ip already honours TRUST_PROXY). */
export function readSessionClient(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent']?.trim().slice(0, USER_AGENT_MAX_LENGTH);
  return {
    userAgent: userAgent || null,
    network: coarsenAddress(request.ip),
    address: request.ip,
  };
}
