import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { checkoutRequestSchema, type LatestPayment } from '../../../common/api/payments.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { parseRequest } from '../validate.ts';
import { createCheckout } from '../../payments/create-checkout.ts';
import { getLatestPayment } from '../../payments/latest-payment.ts';
import { createStripeClient } from '../../payments/stripe-client.ts';
import { registerStripeWebhook } from './stripe-webhook-routes.ts';

/**
 * Buying plans and credit packs with Stripe Checkout: POST /api/payments/checkout opens a
 * checkout, GET /api/payments/latest says how the newest one went, and the signed webhook
 * fulfils it. Without STRIPE_SECRET_KEY the routes answer that payments are not configured;
 * without PUBLIC_URL no checkout opens (the way back is never taken from the request).
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  { db, env }: { db: Kysely<Database>; env: Env },
): void {
  const stripe = createStripeClient(env);
  // Never the request's Host header: Stripe would send the buyer to whatever host it named.
  const appUrl = env.PUBLIC_URL?.replace(/\/+$/, '') ?? null;
  if (stripe && !appUrl)
    app.log.warn('STRIPE_SECRET_KEY is set but PUBLIC_URL is not: checkouts are refused');

  app.post('/api/payments/checkout', async (request) => {
    const user = getUserSession(request);
    const { purchase } = parseRequest(checkoutRequestSchema, request.body);
    return createCheckout(db, stripe, { user, purchase, appUrl });
  });

  app.get('/api/payments/latest', async (request): Promise<LatestPayment> => {
    const payment = await getLatestPayment(db, getUserSession(request).id);
    return { payment };
  });

  registerStripeWebhook(app, { db, stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
}
