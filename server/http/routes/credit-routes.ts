import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { getCreditHistory, getUserPlan, startTrial } from '../../credits/user-plan.ts';
import type { Database } from '../../db/schema.ts';
import { getUserSession } from '../middleware/authenticate.ts';

/**
 * The signed-in user's plan and credits: GET /api/getUserPlan (SPEC section 7), the free trial
 * (POST /api/credits/trial, once per person) and the history of every balance change.
 */
export function registerCreditRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/api/getUserPlan', async (request) => {
    const { id, email } = getUserSession(request);
    return getUserPlan(db, id, email);
  });

  app.post('/api/credits/trial', async (request) => startTrial(db, getUserSession(request)));

  app.get('/api/credits/history', async (request) =>
    getCreditHistory(db, getUserSession(request).id),
  );
}
