import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { checkoutRequestSchema, type LatestPayment } from '../../common/api/payments.ts';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { getUserSession } from '../http/authenticate.ts';
import { parseRequest } from '../http/validate.ts';
import { createCheckout } from './create-checkout.ts';
import { findLatestPayment } from './payment-records.ts';
import { createStripeClient } from './stripe-client.ts';
import { registerStripeWebhook } from './webhook.ts';

/**
 * Buying plans and credit packs with Stripe Checkout: POST /api/payments/checkout opens a
 * checkout, GET /api/payments/latest says how the newest one went, and the signed webhook
 * fulfils it. Without STRIPE_SECRET_KEY the routes answer that payments are not configured.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  { db, env }: { db: Kysely<Database>; env: Env },
): void {
  const stripe = createStripeClient(env);

  app.post('/api/payments/checkout', async (request) => {
    const user = getUserSession(request);
    const { purchase } = parseRequest(checkoutRequestSchema, request.body);
    return createCheckout(db, stripe, { user, purchase, appUrl: getAppUrl(env, request) });
  });

  app.get('/api/payments/latest', async (request): Promise<LatestPayment> => {
    const payment = await findLatestPayment(db, getUserSession(request).id);
    return { payment };
  });

  registerStripeWebhook(app, { db, stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
}

/** Where Stripe sends the browser back: PUBLIC_URL, or the address this request came to. */
function getAppUrl(env: Env, request: FastifyRequest): string {
  return (env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
