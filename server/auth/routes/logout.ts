import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { validationFailed } from '../auth-errors.ts';
import { readQuery } from '../request-fields.ts';
import { endSessions, requireAuthentication } from '../sessions.ts';

const SCOPES = ['global', 'local', 'others'] as const;

/** POST /logout?scope=global|local|others (protocol section 4.3): 204, sessions gone at once. */
export function registerLogoutRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/logout', async (request, reply) => {
    const scope = readQuery(request, 'scope') || 'global';
    if (!SCOPES.includes(scope as (typeof SCOPES)[number]))
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, session } = await requireAuthentication(context, request);
    await endSessions(context, user.id, scope as (typeof SCOPES)[number], session.id);
    return reply.status(204).send();
  });
}
