import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DocumentVault } from '../../encryption/document-vault.ts';
import { getStats } from '../../documents/get-stats.ts';
import { getUserSession } from '../middleware/authenticate.ts';

/** GET /api/stats: the signed-in user's dashboard statistics (SPEC sections 1 and 3). */
export function registerStatsRoutes(
  app: FastifyInstance,
  dependencies: { db: Kysely<Database>; vault: DocumentVault },
): void {
  app.get('/api/stats', async (request) => getStats(dependencies, getUserSession(request).id));
}
