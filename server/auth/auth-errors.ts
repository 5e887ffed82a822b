import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An error in the protocol's terms: HTTP status, the machine code the client reads
 * (`error.code` in auth-js) and a message. `extra` adds fields such as `weak_password`;
 * `headers` response headers such as `Retry-After`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The OAuth-style error some grants answer with: always 400 `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** The API version auth-js sends; requests carrying it (or later) get the `{ code, message }` envelope. */
export const API_VERSION = '2024-01-01';

function wantsVersionedEnvelope(request: FastifyRequest): boolean {
  const header = request.headers['x-supabase-api-version'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return false;
  return value >= API_VERSION;
}

/** Answers with an error in the envelope the request asked for (protocol section 1.6). */
export function sendAuthError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AuthError | OAuthError,
): FastifyReply {
  if (error instanceof OAuthError)
    return reply.status(400).send({ error: error.error, error_description: error.description });
  reply.headers(error.headers);
  reply.header('x-sb-error-code', error.code);
  if (wantsVersionedEnvelope(request)) {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    return reply
      .status(error.status)
      .send({ code: error.code, message: error.message, ...error.extra });
  }
  return reply
    .status(error.status)
    .send({ code: error.status, error_code: error.code, msg: error.message, ...error.extra });
}

export const validationFailed = (message: string, status = 400) =>
  new AuthError(status, 'validation_failed', message);
