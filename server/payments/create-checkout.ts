import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { CheckoutResponse } from '../../common/api/payments.ts';
import { AppError } from '../../common/errors/app-error.ts';
import {
  getPriceCents,
  getPurchase,
  PURCHASE_CURRENCY,
  type PurchaseId,
} from '../../common/plans/purchases.ts';
import type { Database } from '../db/schema.ts';
import { recordPendingPayment } from './payment-queries.ts';

/** What the user sees when this server has no Stripe key. */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Payments are not configured on this server. An administrator can grant credits or change your plan.';

/**
 * What the user sees when Stripe is set up but PUBLIC_URL is not: Stripe needs an absolute
 * address to send the buyer back to, and one taken from the request's Host header could be
 * anybody's.
 */
export const PAYMENTS_NEED_PUBLIC_URL_MESSAGE =
  'Payments are not configured on this server. Checkout needs PUBLIC_URL, the address to come back to after paying; meanwhile an administrator can grant credits or change your plan.';

/** What the user sees when Stripe refuses or cannot be reached; Stripe's own words go to the log. */
const STRIPE_FAILED_MESSAGE =
  'The payment provider could not start the checkout. Please try again in a few minutes.';

export interface CheckoutRequestContext {
  user: { id: string; email: string };
  purchase: PurchaseId;
  /**
   * This app's address from PUBLIC_URL, e.g. https://contracts.example.com, to come back to
   * after paying; null when PUBLIC_URL is not set, and then no checkout opens.
   */
  appUrl: string | null;
}

/**
 * Opens a Stripe Checkout page for one purchase and records it as a pending payment. The
 * price comes from our catalogue, never the browser. The user is named twice (the session's
 * client_reference_id and the metadata, also on the payment intent), so the signed webhook
 * knows whom to credit without trusting anything the browser says afterwards.
 */
export async function createCheckout(
  db: Kysely<Database>,
  stripe: Stripe | null,
  request: CheckoutRequestContext,
): Promise<CheckoutResponse> {
  if (!stripe) throw new AppError('STRIPE_ERROR', PAYMENTS_NOT_CONFIGURED_MESSAGE, { status: 503 });
  if (!request.appUrl)
    throw new AppError('STRIPE_ERROR', PAYMENTS_NEED_PUBLIC_URL_MESSAGE, { status: 503 });
  const { appUrl } = request;
  const purchase = getPurchase(request.purchase);
  const paymentId = randomUUID();
  const metadata = { userId: request.user.id, purchase: purchase.id, paymentId };
  const amountCents = getPriceCents(purchase);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: PURCHASE_CURRENCY,
            unit_amount: amountCents,
            product_data: { name: purchase.name, description: purchase.description },
          },
        },
      ],
      client_reference_id: request.user.id,
      ...(request.user.email && { customer_email: request.user.email }),
      metadata,
      payment_intent_data: { metadata },
      success_url: `${appUrl}/settings?checkout=success`,
      cancel_url: `${appUrl}/settings?checkout=cancelled`,
    });
  } catch (error) {
    throw new AppError('STRIPE_ERROR', STRIPE_FAILED_MESSAGE, { cause: error });
  }
  if (!session.url) {
    throw new AppError('STRIPE_ERROR', STRIPE_FAILED_MESSAGE, {
      cause: new Error(`Checkout session ${session.id} came back without a URL`),
    });
  }
  await recordPendingPayment(db, {
    id: paymentId,
    userId: request.user.id,
    purchase: purchase.id,
    amountCents,
    currency: PURCHASE_CURRENCY,
    checkoutSessionId: session.id,
  });
  return { sessionId: session.id, url: session.url };
}
