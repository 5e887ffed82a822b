import type { FastifyInstance } from 'fastify';
import { getUserSession } from '../middleware/authenticate.ts';

/** GET /api/me: the signed-in user's session record (SPEC section 3). */
export function registerMeRoutes(app: FastifyInstance): void {
  app.get('/api/me', async (request) => getUserSession(request));
}
