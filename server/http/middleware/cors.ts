import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.ts';

/**
 * Cross-origin calls only from the configured origins (CORS_ORIGINS, comma-separated). The web
 * app on this server is same-origin and needs none; a web app elsewhere using this server as
 * its authentication provider does. Headers as the Supabase gateway allows and exposes them.
 */
export async function registerCors(app: FastifyInstance, env: Env): Promise<void> {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  await app.register(cors, {
    origin: origins.length ? origins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Accept',
      'Authorization',
      'Content-Type',
      'apikey',
      'X-Client-Info',
      'X-Client-IP',
      'X-JWT-AUD',
      'x-use-cookie',
      'X-Supabase-Api-Version',
      'Idempotency-Key',
      // A share link's access token and why its file is asked for (common/api/shares.ts).
      'X-Share-Access',
      'X-Share-Purpose',
    ],
    exposedHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'x-sb-error-code'],
    maxAge: 600,
  });
}
