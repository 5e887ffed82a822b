import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../common/api/public-config.ts';
import type { Env } from '../env.ts';

/** GET /api/config: the public settings the web app needs before anyone signs in. */
export function registerConfigRoutes(
  app: FastifyInstance,
  env: Env,
  auth: { authUrl: string | null; anonKey: string },
): void {
  const config: Omit<PublicConfig, 'authUrl'> = {
    productName: 'Legal Explainer',
    supportEmail: env.SUPPORT_EMAIL,
    errorReportUrl: env.ERROR_REPORT_URL === 'off' ? null : env.ERROR_REPORT_URL,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    anonKey: auth.anonKey,
    paymentsEnabled: env.STRIPE_SECRET_KEY !== undefined,
  };
  app.get('/api/config', async (request, reply) => {
    // The embedded service lives on this server, at whatever address the browser used.
    const authUrl = auth.authUrl ?? `${request.protocol}://${request.host}`;
    const body: PublicConfig = { ...config, authUrl };
    return reply.header('cache-control', 'no-cache').send(body);
  });
}
