import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../../common/api/public-config.ts';
import type { Env } from '../../env.ts';

/**
 * GET /api/config: the public settings the web app needs before anyone signs in. The answer
 * never comes from the request (Host, X-Forwarded-Host): an address taken from it could point
 * the browser, or a cache between, at a host the attacker chose.
 */
export function registerConfigRoutes(
  app: FastifyInstance,
  env: Env,
  auth: { authUrl: string | null; anonKey: string },
): void {
  const body: PublicConfig = {
    productName: 'Legal Explainer',
    supportEmail: env.SUPPORT_EMAIL ?? null,
    errorReportUrl: env.ERROR_REPORT_URL === 'off' ? null : env.ERROR_REPORT_URL,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    // An external provider by its configured URL; the embedded service lives on this server, so
    // '' (relative: the origin the web app was loaded from, which web/lib/supabase-client.ts
    // reads as window.location.origin).
    authUrl: auth.authUrl ?? '',
    anonKey: auth.anonKey,
    // Checkout needs PUBLIC_URL to bring the buyer back (payment-routes.ts).
    paymentsEnabled: env.STRIPE_SECRET_KEY !== undefined && env.PUBLIC_URL !== undefined,
    // An external provider sends its own email; the embedded one needs SMTP_URL.
    emailEnabled: auth.authUrl !== null || env.SMTP_URL !== undefined,
  };
  app.get('/api/config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(body),
  );
}
