import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_STATUS } from '../../../common/errors/app-error.ts';
import { describeCode } from '../../../common/errors/catalogue.ts';
import type { ErrorCode } from '../../../common/errors/error-codes.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * The only place errors become responses. Our own AppErrors keep their code and message;
 * malformed requests Fastify rejects become VALIDATION_ERROR; anything else is logged with its
 * cause and answered with a generic 500, so internals never reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ error: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // An oversized JSON body is a malformed request; uploads answer FILE_TOO_LARGE themselves.
      const code = status === 429 ? 'RATE_LIMIT_EXCEEDED' : 'VALIDATION_ERROR';
      return reply.status(status).send({ error: describeClientError(error), code });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
  });
}

function describeClientError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'Invalid request. The body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Invalid request. The body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return 'Invalid request. Unsupported content type.';
  }
  return `Invalid request. ${error.message}`;
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route, hook or the
 * error handler above runs, which it would otherwise answer with its own `FST_ERR_...` body.
 * A path that is not valid percent-encoded UTF-8 is a malformed request; a path parameter
 * longer than the router's limit (100 characters) names nothing we have, so it is the same 404
 * as any unknown id. Both answer with the catalogue's text.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const code = FRAMEWORK_ERROR_CODES[error.code];
  if (code) return sendCatalogueError(reply, code);
  // FST_ERR_ASYNC_CONSTRAINT, or anything a later Fastify adds: a fault on our side.
  request.log.error({ err: error }, 'Unhandled framework error');
  return sendCatalogueError(reply, 'INTERNAL_ERROR');
}

const FRAMEWORK_ERROR_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_BAD_URL: 'VALIDATION_ERROR',
  FST_ERR_MAX_PARAM_LENGTH: 'NOT_FOUND',
};

function sendCatalogueError(reply: FastifyReply, code: ErrorCode): FastifyReply {
  // No hook has run for these: the security headers are added here.
  return reply
    .headers(SECURITY_HEADERS)
    .status(ERROR_STATUS[code])
    .send({ error: describeCode(code).message, code });
}
