import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  accountSessionParamsSchema,
  type AccountSessions,
  type SignOutOthersResult,
} from '../../../common/api/sessions.ts';
import { AppError } from '../../../common/errors/app-error.ts';
import {
  listAccountSessions,
  signOutDevice,
  signOutOtherDevices,
  type SessionOwner,
} from '../../account/devices/account-sessions.ts';
import type { Database } from '../../db/schema.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';

/** Said when sign-in is an external provider's: its sessions are not kept here. */
export const SESSIONS_UNAVAILABLE_MESSAGE =
  'Signed-in devices are managed by the sign-in provider this installation uses (AUTH_URL), not here.';

/**
 * "Signed-in devices" (issue 35, point 6): GET /api/account/sessions lists the account's
 * sessions; DELETE /api/account/sessions/{id} signs one other device out; POST
 * /api/account/sessions/sign-out-others signs out all but the asking one. Only the embedded
 * sign-in service keeps sessions: with an external provider every route answers NOT_FOUND
 * saying so, and the web app hides the section.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; isEmbeddedAuth: boolean; now: () => Date },
): void {
  const { db } = options;
  const readOwner = (request: FastifyRequest): SessionOwner => {
    const user = getUserSession(request);
    if (!options.isEmbeddedAuth || !request.authSessionId)
      throw new AppError('NOT_FOUND', SESSIONS_UNAVAILABLE_MESSAGE);
    return { userId: user.id, currentSessionId: request.authSessionId, address: request.ip };
  };

  app.get('/api/account/sessions', async (request, reply) => {
    const body: AccountSessions = { sessions: await listAccountSessions(db, readOwner(request)) };
    return reply.header('cache-control', 'private, no-store').send(body);
  });

  const limitSignOuts = createRateLimit({
    db,
    limit: API_RATE_LIMITS.signOutDevice,
    now: options.now,
  });
  app.delete(
    '/api/account/sessions/:sessionId',
    { onRequest: limitSignOuts },
    async (request, reply) => {
      const owner = readOwner(request);
      const { sessionId } = parseRequest(accountSessionParamsSchema, request.params);
      await signOutDevice(db, owner, sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { onRequest: limitSignOuts },
    async (request): Promise<SignOutOthersResult> => ({
      signedOut: await signOutOtherDevices(db, readOwner(request)),
    }),
  );
}
