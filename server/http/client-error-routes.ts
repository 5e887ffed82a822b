import type { FastifyInstance } from 'fastify';
import { clientErrorReportSchema } from '../../common/api/client-error-report.ts';
import { parseRequest } from './validate.ts';

/**
 * POST /api/client-errors: the browser reports its unhandled errors here and we log them, so a
 * crash a user saw can be found by the error ID on their screen.
 */
export function registerClientErrorRoutes(app: FastifyInstance): void {
  app.post('/api/client-errors', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const report = parseRequest(clientErrorReportSchema, request.body);
    request.log.warn({ clientError: report }, `Client error ${report.id}: ${report.message}`);
    return reply.status(202).send({ received: true, id: report.id });
  });
}
