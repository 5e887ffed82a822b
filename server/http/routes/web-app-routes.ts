import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createPageContentSecurityPolicy,
  type PagePolicySources,
} from '../middleware/security-headers.ts';

/** Paths owned by the server; everything else is the single-page app's to route. */
const SERVER_PATHS = /^\/(api|auth|healthz|readyz)(\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const CSP = 'content-security-policy';
const COMPRESSED_EXTENSION = /\.(br|gz)$/;
/** The landing page with its HTML rendered at build time (bin/web-build.ts), served at /. */
export const LANDING_PAGE_FILE = 'landing.html';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a
 * year; index.html and the other files are revalidated every time so a deployment shows at once.
 * / gets the landing page prerendered at build time; other unknown GET paths get index.html and
 * the app's router decides (it sends unknown paths to /).
 * Everything served carries the page's Content-Security-Policy, an HTML file's with the hashes
 * of its own inline elements.
 */
export async function registerWebAppRoutes(
  app: FastifyInstance,
  webDirectory: string | null,
  policySources: Pick<PagePolicySources, 'connectOrigins'> = {},
): Promise<void> {
  const hasBuild = webDirectory !== null && existsSync(path.join(webDirectory, 'index.html'));
  const policies = new PagePolicies(policySources);
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
        // index.html.br is index.html's policy: hashes come from the uncompressed file.
        reply.header(CSP, policies.forFile(filePath.replace(COMPRESSED_EXTENSION, '')));
      },
    });
    const sendPage = (reply: FastifyReply, fileName: string) =>
      reply
        .header('cache-control', REVALIDATE)
        .header(CSP, policies.forFile(path.join(webDirectory, fileName)))
        .type('text/html; charset=utf-8')
        .sendFile(fileName);
    // Only / gets the prerendered landing page: on any other path its markup would flash
    // before the app replaced it. Looked up per request, as the static files are.
    app.get('/', (_request, reply) =>
      sendPage(
        reply,
        existsSync(path.join(webDirectory, LANDING_PAGE_FILE)) ? LANDING_PAGE_FILE : 'index.html',
      ),
    );
    app.setNotFoundHandler((request, reply) =>
      isPageRequest(request) ? sendPage(reply, 'index.html') : sendNotFound(reply),
    );
  } else {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  }
}

function sendNotFound(reply: FastifyReply) {
  return reply.status(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (SERVER_PATHS.test(pathname)) return false;
  // A missing script or image must stay a 404, or the browser would parse HTML as code.
  if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return false;
  return true;
}

/**
 * The policy for each served file. An HTML file's allows its inline <style> and <script>
 * elements by their SHA-256, read again whenever the file changes (a rebuild is served at once).
 */
class PagePolicies {
  readonly #sources: Pick<PagePolicySources, 'connectOrigins'>;
  readonly #filePolicy: string;
  readonly #htmlPolicies = new Map<string, { version: string; policy: string }>();

  constructor(sources: Pick<PagePolicySources, 'connectOrigins'>) {
    this.#sources = sources;
    this.#filePolicy = createPageContentSecurityPolicy(sources);
  }

  forFile(filePath: string): string {
    if (path.extname(filePath) !== '.html') return this.#filePolicy;
    const stat = statSync(filePath, { throwIfNoEntry: false });
    if (!stat) return this.#filePolicy;
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = this.#htmlPolicies.get(filePath);
    if (cached?.version === version) return cached.policy;
    const policy = createPageContentSecurityPolicy({
      ...this.#sources,
      ...hashInlineElements(readFileSync(filePath, 'utf8')),
    });
    this.#htmlPolicies.set(filePath, { version, policy });
    return policy;
  }
}

/** CSP hash sources of an HTML document's inline <style> and <script> elements. */
export function hashInlineElements(html: string): {
  styleHashes: string[];
  scriptHashes: string[];
} {
  const hashesOf = (pattern: RegExp) =>
    [...html.matchAll(pattern)]
      .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
      // The browser hashes the element's text as parsed, and parsing turns CRLF into LF.
      .map((match) => (match[2] ?? '').replace(/\r\n?/g, '\n'))
      .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return {
    styleHashes: hashesOf(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi),
    scriptHashes: hashesOf(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi),
  };
}
