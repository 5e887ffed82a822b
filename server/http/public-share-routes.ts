import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { ShareDependencies } from '../shares/share-dependencies.ts';
import { getSharedFile } from '../shares/get-shared-file.ts';
import { getSharedPages } from '../shares/get-shared-pages.ts';
import { viewShare } from '../shares/view-share.ts';
import { presentSharedDocument } from '../shares/present-share.ts';
import { sendFile } from './send-file.ts';
import { parseRequest } from './validate.ts';

// Any string: a token of the wrong shape answers the same 404 as an unknown one, not a 400.
const tokenParamsSchema = z.object({ token: z.string() });

/**
 * What a share link opens, for anyone with it and no sign-in: GET /api/public/shares/:token
 * (the document's name, the chosen sections, counted as a view), .../pages (its pages, as the
 * signed-in viewer gets them) and .../file (the original file). A missing, revoked or expired
 * token answers 404 with the body of any unknown path.
 */
export function registerPublicShareRoutes(
  app: FastifyInstance,
  dependencies: ShareDependencies,
): void {
  // No HEAD twin: a HEAD would count as a view without showing anything.
  app.get('/api/public/shares/:token', { exposeHeadRoute: false }, async (request) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    return presentSharedDocument(await viewShare(dependencies, token));
  });

  app.get('/api/public/shares/:token/pages', async (request) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    return getSharedPages(dependencies, token);
  });

  app.get('/api/public/shares/:token/file', async (request, reply) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    return sendFile(request, reply, await getSharedFile(dependencies, token));
  });
}
