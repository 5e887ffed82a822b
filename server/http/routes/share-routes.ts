import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createShareRequestSchema } from '../../../common/api/shares.ts';
import { createShare } from '../../shares/create-share.ts';
import { listShareActivity } from '../../shares/list-share-activity.ts';
import { listShares } from '../../shares/list-shares.ts';
import { revokeShare } from '../../shares/revoke-share.ts';
import { loadShareAccessSecret } from '../../shares/share-access-secret.ts';
import type { ShareDependencies } from '../../shares/share-dependencies.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { presentCreatedShare, presentShare } from '../../shares/present-share.ts';
import { presentShareActivity } from '../../shares/present-share-activity.ts';
import { registerPublicShareRoutes } from './public-share-routes.ts';
import { createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

const shareParamsSchema = z.extend(documentParamsSchema, {
  shareId: z.string().check(z.minLength(1)),
});

/** Requests per client address per minute to the public share routes (a page view is ~3). */
export const PUBLIC_SHARE_REQUESTS_PER_MINUTE = 60;

// A shared document is for the people it was sent to: kept out of search engines, caches and
// the Referer header of links followed from it, which would carry the token.
const SHARE_HEADERS = {
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

/**
 * Read-only share links. The owner's: POST /api/documents/:id/shares ({ expiresInDays, include,
 * passcode?, isViewOnly? }) answers 201 with the link and its URL (shown once); GET lists the
 * document's links newest first; GET /api/documents/:id/shares/:shareId/activity is one link's
 * access log; DELETE /api/shares/:id revokes one (204). Another user's document or link is a 404.
 * The public routes are registerPublicShareRoutes', limited per client address (counted in the
 * database, so the limit holds across instances). Every answer here, errors included, carries
 * SHARE_HEADERS, and so does the web app's share page.
 */
export async function registerShareRoutes(
  app: FastifyInstance,
  options: ShareDependencies & { publicUrl?: string | undefined },
): Promise<void> {
  const { publicUrl, ...dependencies } = options;
  // Never the request's Host header, which anyone can set: without PUBLIC_URL the link is a path
  // the browser completes with the address it is on.
  const origin = publicUrl?.replace(/\/+$/, '') ?? '';
  const accessSecret = await loadShareAccessSecret(dependencies.db);

  // The web app's share page holds the token in its address: the same headers for it.
  app.addHook('onSend', async (request, reply) => {
    if (isSharePath(request.url)) reply.headers(SHARE_HEADERS);
  });

  await app.register(async (scope) => {
    // Runs after the app-wide security headers, so these win.
    scope.addHook('onSend', async (_request, reply) => {
      reply.headers(SHARE_HEADERS);
    });

    scope.post('/api/documents/:id/shares', async (request, reply) => {
      const user = getUserSession(request);
      const { id } = parseRequest(documentParamsSchema, request.params);
      const body = parseRequest(createShareRequestSchema, request.body);
      const { share, token } = await createShare(dependencies, user.id, id, body, request.ip);
      const response = presentCreatedShare(share, token, origin, dependencies.now());
      return reply.status(201).send(response);
    });

    scope.get('/api/documents/:id/shares', async (request) => {
      const user = getUserSession(request);
      const { id } = parseRequest(documentParamsSchema, request.params);
      const rows = await listShares(dependencies, user.id, id);
      const now = dependencies.now();
      return { shares: rows.map((row) => presentShare(row, now)) };
    });

    scope.get('/api/documents/:id/shares/:shareId/activity', async (request) => {
      const user = getUserSession(request);
      const { id, shareId } = parseRequest(shareParamsSchema, request.params);
      const rows = await listShareActivity(dependencies, user.id, id, shareId);
      return { entries: presentShareActivity(rows) };
    });

    scope.delete('/api/shares/:id', async (request, reply) => {
      const user = getUserSession(request);
      const { id } = parseRequest(documentParamsSchema, request.params);
      await revokeShare(dependencies, user.id, id, request.ip);
      return reply.status(204).send();
    });

    await scope.register(async (publicScope) => {
      publicScope.addHook(
        'onRequest',
        createRateLimit({
          db: dependencies.db,
          limit: {
            name: 'share',
            noun: 'requests',
            perIp: PUBLIC_SHARE_REQUESTS_PER_MINUTE,
            windowMs: 60_000,
          },
          now: dependencies.now,
        }),
      );
      registerPublicShareRoutes(publicScope, { ...dependencies, accessSecret });
    });
  });
}

// The share page (SHARE_PAGE_PATH) and the public share routes, matched as the web app's router
// matches: whatever the case and percent-encoding, so /S/<token> is as private as /s/<token>.
const SHARE_PATH = /^\/+(?:s|api\/public\/shares)\//i;

/** Whether a request's URL holds a share token in its path. */
function isSharePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: the path as it came.
  }
  return SHARE_PATH.test(decoded);
}
