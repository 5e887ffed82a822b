import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isDatabaseReachable } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** /healthz says the process is up; /readyz says it can serve requests (the database answers). */
export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const isReady = await isDatabaseReachable(db);
    return reply
      .status(isReady ? 200 : 503)
      .send({ status: isReady ? 'ready' : 'unavailable', database: isReady });
  });
}
