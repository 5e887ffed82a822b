import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { getComparison } from '../compare/get-comparison.ts';
import type { Database } from '../db/schema.ts';
import { getUserSession } from './authenticate.ts';
import { API_RATE_LIMITS, createRateLimit } from './rate-limit.ts';
import { parseRequest } from './validate.ts';

const compareParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });
const compareQuerySchema = z.object({ with: z.string().check(z.minLength(1)) });

/**
 * `GET /api/documents/:id/compare?with=:otherId`: what changed from the document (the old
 * version) to the other (the new one), and what it changes for the reader, as JSON. Both must
 * be the user's: another user's id answers 404 exactly like a missing one.
 */
export function registerCompareRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): void {
  const limitComparisons = createRateLimit({ db: options.db, limit: API_RATE_LIMITS.compare });
  app.get('/api/documents/:id/compare', { onRequest: limitComparisons }, async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(compareParamsSchema, request.params);
    const query = parseRequest(compareQuerySchema, request.query);
    const comparison = await getComparison(options.db, user.id, id, query.with);
    return reply.header('cache-control', 'private, no-store').send(comparison);
  });
}
