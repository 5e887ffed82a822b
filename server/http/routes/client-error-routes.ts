import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { clientErrorReportSchema } from '../../../common/api/client-error-report.ts';
import type { Database } from '../../db/schema.ts';
import { findVerifiedUserId, type TokenVerifier } from '../middleware/authenticate.ts';
import { createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';

/**
 * Reports per client address per 10 minutes: far more than one person's crashing page sends,
 * a few users' worth for an office behind one address, and a bounded log for anyone else.
 */
export const CLIENT_ERROR_REPORTS_PER_ADDRESS = 30;

// The longest report the field caps allow is about 7 KB of JSON; characters JSON escapes
// (control characters take six bytes) are not worth a larger allowance.
const MAX_REPORT_BYTES = 16 * 1024;

/**
 * POST /api/client-errors: the browser reports its unhandled errors here and we log them, so a
 * crash a user saw can be found by the error ID on their screen. Open to anyone, so limited per
 * address and capped per field; the user is recorded only from a verified bearer token, never
 * from the report, which anyone can fill in.
 */
export function registerClientErrorRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; verifyToken: TokenVerifier; now: () => Date },
): void {
  const limitReports = createRateLimit({
    db: options.db,
    limit: {
      name: 'client-error',
      noun: 'error reports',
      perIp: CLIENT_ERROR_REPORTS_PER_ADDRESS,
      windowMs: 10 * 60 * 1000,
    },
    now: options.now,
  });
  app.post(
    '/api/client-errors',
    { bodyLimit: MAX_REPORT_BYTES, onRequest: limitReports },
    async (request, reply) => {
      const report = parseRequest(clientErrorReportSchema, request.body);
      const userId = await findVerifiedUserId(request, options.verifyToken);
      request.log.warn({ clientError: { ...report, userId } }, `Client error ${report.id}`);
      return reply.status(202).send({ received: true, id: report.id });
    },
  );
}
