import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../common/api/public-config.ts';
import type { Env } from '../env.ts';

/** GET /api/config: the public settings the web app needs before anyone signs in. */
export function registerConfigRoutes(app: FastifyInstance, env: Env): void {
  const config: PublicConfig = {
    productName: 'Legal Explainer',
    supportEmail: env.SUPPORT_EMAIL,
    errorReportUrl: env.ERROR_REPORT_URL === 'off' ? null : env.ERROR_REPORT_URL,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
  };
  app.get('/api/config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(config),
  );
}
