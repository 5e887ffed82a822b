import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths owned by the server; everything else is the single-page app's to route. */
const SERVER_PATHS = /^\/(api|auth|healthz|readyz)(\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a
 * year; index.html and the other files are revalidated every time so a deployment shows at once.
 * Unknown GET paths get index.html and the app's router decides (it sends unknown paths to /).
 */
export async function registerWebAppRoutes(
  app: FastifyInstance,
  webDirectory: string | null,
): Promise<void> {
  const hasBuild = webDirectory !== null && existsSync(path.join(webDirectory, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDirectory,
      // Looks files up per request, so a rebuild while the server runs is served at once.
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && isPageRequest(request)) return sendIndex(reply);
    return reply.status(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (SERVER_PATHS.test(pathname)) return false;
  // A missing script or image must stay a 404, or the browser would parse HTML as code.
  if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return false;
  return true;
}

function sendIndex(reply: FastifyReply) {
  return reply
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8')
    .sendFile('index.html');
}
