import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { AppError } from '../../../common/errors/app-error.ts';
import type { Database } from '../../db/schema.ts';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '../../payments/create-checkout.ts';
import { handleStripeEvent } from '../../payments/handle-stripe-event.ts';

interface WebhookOptions {
  db: Kysely<Database>;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
}

/**
 * POST /api/payments/webhook: Stripe's events, proven by their Stripe-Signature rather than a
 * user's token (authenticate.ts lists the route as public). The signature covers the exact
 * bytes, so this route reads its JSON body raw; the parser is registered in a scope of its own,
 * leaving every other route's JSON parsing as it was. A bad signature is a 400 and changes
 * nothing; events we do not act on are acknowledged, so Stripe does not send them again.
 */
export function registerStripeWebhook(app: FastifyInstance, options: WebhookOptions): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/webhook', async (request) => {
      const { stripe, webhookSecret } = options;
      if (!stripe || !webhookSecret) {
        throw new AppError('STRIPE_ERROR', PAYMENTS_NOT_CONFIGURED_MESSAGE, { status: 503 });
      }
      const event = verifyEvent(
        stripe,
        webhookSecret,
        request.body,
        request.headers['stripe-signature'],
      );
      const outcome = await handleStripeEvent(options.db, event);
      if (outcome.kind === 'ignored') {
        request.log.warn(
          { eventId: event.id, type: event.type },
          `Stripe event ignored: ${outcome.reason}`,
        );
      }
      return { received: true };
    });
  });
}

function verifyEvent(
  stripe: Stripe,
  secret: string,
  body: unknown,
  signature: string | string[] | undefined,
): Stripe.Event {
  if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
    throw new AppError('VALIDATION_ERROR', 'Invalid request. A signed Stripe event is required.');
  }
  try {
    return stripe.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Invalid request. The Stripe signature does not match.',
      {
        cause: error,
      },
    );
  }
}
