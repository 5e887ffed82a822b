import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  SHARE_ACCESS_HEADER,
  SHARE_FILE_PURPOSE_HEADER,
  unlockShareRequestSchema,
} from '../../../common/api/shares.ts';
import type { PublicShareDependencies, ShareVisitor } from '../../shares/share-dependencies.ts';
import { getSharedFile } from '../../shares/get-shared-file.ts';
import { getSharedPages } from '../../shares/get-shared-pages.ts';
import { unlockShare } from '../../shares/unlock-share.ts';
import { viewShare } from '../../shares/view-share.ts';
import { presentSharedDocument } from '../../shares/present-share.ts';
import { sendFile } from '../send-file.ts';
import { parseRequest } from '../validate.ts';

// Any string: a token of the wrong shape answers the same 404 as an unknown one, not a 400.
const tokenParamsSchema = z.object({ token: z.string() });

/**
 * What a share link opens, for anyone with it and no sign-in: GET /api/public/shares/:token
 * (the document's name, the chosen sections, counted as a view), .../pages (its pages, as the
 * signed-in viewer gets them) and .../file (the original file). A missing, revoked or expired
 * token answers 404 with the body of any unknown path. A link with a passcode answers these
 * 403 until POST .../unlock ({ passcode }) has given an access token, sent back as the
 * SHARE_ACCESS_HEADER. A view-only link's file goes only to its viewer drawing a PDF
 * (SHARE_FILE_PURPOSE_HEADER: view), inline; anything else is refused 403.
 */
export function registerPublicShareRoutes(
  app: FastifyInstance,
  dependencies: PublicShareDependencies,
): void {
  // No HEAD twin: a HEAD would count as a view without showing anything.
  app.get('/api/public/shares/:token', { exposeHeadRoute: false }, async (request) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    return presentSharedDocument(await viewShare(dependencies, token, readVisitor(request)));
  });

  app.post('/api/public/shares/:token/unlock', async (request) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    const { passcode } = parseRequest(unlockShareRequestSchema, request.body);
    return unlockShare(dependencies, token, passcode, request.ip);
  });

  app.get('/api/public/shares/:token/pages', async (request) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    return getSharedPages(dependencies, token, readVisitor(request).accessToken);
  });

  app.get('/api/public/shares/:token/file', async (request, reply) => {
    const { token } = parseRequest(tokenParamsSchema, request.params);
    const purpose = readHeader(request, SHARE_FILE_PURPOSE_HEADER) === 'view' ? 'view' : 'download';
    const { accessToken } = readVisitor(request);
    const file = await getSharedFile(dependencies, token, { accessToken, purpose });
    return sendFile(request, reply, file, purpose === 'view' ? 'inline' : 'attachment');
  });
}

function readVisitor(request: FastifyRequest): ShareVisitor {
  return { accessToken: readHeader(request, SHARE_ACCESS_HEADER), address: request.ip };
}

/** A request header's one value; a header sent twice counts as not sent. */
function readHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
