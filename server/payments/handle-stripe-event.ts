import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../db/schema.ts';
import {
  fulfilCheckout,
  recordCheckoutFailure,
  recordPaymentIntentFailure,
  type PaymentOutcome,
} from './fulfil-payment.ts';

/** Acts on the events of a checkout's life; any other type is acknowledged and left alone. */
export async function handleStripeEvent(
  db: Kysely<Database>,
  event: Stripe.Event,
): Promise<PaymentOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfilCheckout(db, event.data.object);
    case 'checkout.session.async_payment_failed':
      return recordCheckoutFailure(db, event.data.object);
    case 'payment_intent.payment_failed':
      return recordPaymentIntentFailure(db, event.data.object);
    default:
      return { kind: 'ignored', reason: 'not an event we act on' };
  }
}
