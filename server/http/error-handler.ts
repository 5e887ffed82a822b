import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../common/errors/app-error.ts';

/**
 * The only place errors become responses. Our own AppErrors keep their code and message;
 * malformed requests Fastify rejects become VALIDATION_ERROR; anything else is logged with its
 * cause and answered with a generic 500, so internals never reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
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
