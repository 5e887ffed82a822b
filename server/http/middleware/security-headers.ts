import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.ts';

/**
 * The policy of everything that is not the web app (the API, /auth/v1, the health checks): JSON
 * and downloads, never a page, so nothing may load, run, frame it or be posted from it.
 */
export const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** What a page's policy allows beyond the app's own origin. */
export interface PagePolicySources {
  /** `'sha256-…'` sources of the page's inline <style> elements (index.html's boot screen). */
  styleHashes?: readonly string[];
  /** `'sha256-…'` sources of the page's inline <script> elements (none in today's build). */
  scriptHashes?: readonly string[];
  /** Other origins the app calls: an external sign-in service, an error-report collector. */
  connectOrigins?: readonly string[];
}

/**
 * The policy of the web app's pages and files. Only the app's own scripts and styles (inline
 * ones by hash, no 'unsafe-inline' or 'unsafe-eval'); no plugins, no <base>, no framing; forms
 * post only here (Stripe Checkout is a top-level navigation, which CSP does not govern).
 * - img-src data: the MFA QR code is a data: URL, and react-pdf's annotation-layer CSS draws
 *   its icons with data: SVGs.
 * - connect-src blob: pdf.js reads the uploaded file from its object URL (blob:).
 * - worker-src 'self' (what default-src gives, spelt out): the pdf.js worker is a file of the
 *   build, not a blob: worker. pdf.js uses WebAssembly only when given a wasmUrl, which the
 *   viewer does not set; with one, script-src would need 'wasm-unsafe-eval'.
 * - Fonts fall back to default-src 'self': none are downloaded, and pdf.js loads a PDF's own as
 *   FontFace objects from their bytes.
 * Static files get it too: a dedicated worker runs under the policy of its own script's response.
 */
export function createPageContentSecurityPolicy(sources: PagePolicySources = {}): string {
  const { styleHashes = [], scriptHashes = [], connectOrigins = [] } = sources;
  const list = (...values: readonly string[]) => [...new Set(values)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes)}`,
    `style-src ${list("'self'", ...styleHashes)}`,
    "img-src 'self' data:",
    `connect-src ${list("'self'", 'blob:', ...connectOrigins)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins of the other servers the web app calls, from the settings it is given. */
export function getPageConnectOrigins(env: Pick<Env, 'AUTH_URL' | 'ERROR_REPORT_URL'>): string[] {
  return [env.AUTH_URL, env.ERROR_REPORT_URL].flatMap((url) => {
    const origin = url && URL.canParse(url) ? new URL(url).origin : null;
    return origin && origin !== 'null' ? [origin] : [];
  });
}

/**
 * Headers every response carries: no MIME sniffing, no framing by other sites, lean referrers,
 * a browsing-context group of its own, no camera, microphone or location, and the API's policy
 * (the web app's routes replace it with the page policy on what they serve).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
} as const;

/**
 * Gives every routed response SECURITY_HEADERS. They are set as the request arrives, not as the
 * answer leaves: an event stream takes the response over (reply.hijack) and writes its head
 * itself, so no onSend hook ever runs for it. Answers made before routing carry them too
 * (handleFrameworkError, handleConnectionError).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
