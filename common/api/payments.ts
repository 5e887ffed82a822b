import * as z from 'zod/mini';
import { PURCHASE_IDS } from '../plans/purchases.ts';

/** POST /api/payments/checkout: what to buy. The user is the signed-in one, never the body's. */
export const checkoutRequestSchema = z.strictObject({ purchase: z.enum(PURCHASE_IDS) });

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The Stripe Checkout page to send the browser to. */
export const checkoutResponseSchema = z.object({ sessionId: z.string(), url: z.string() });

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A checkout as the user sees it: waiting for Stripe's word, paid (and fulfilled), or failed. */
export const paymentSchema = z.object({
  id: z.string(),
  purchase: z.enum(PURCHASE_IDS),
  status: z.enum(['pending', 'paid', 'failed']),
  amountCents: z.number().check(z.int(), z.nonnegative()),
  currency: z.string(),
  /** Why it failed, in Stripe's words (e.g. the card was declined); null unless failed. */
  failureMessage: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/latest: the user's newest checkout, or null before the first. */
export const latestPaymentSchema = z.object({ payment: z.nullable(paymentSchema) });

export type LatestPayment = z.infer<typeof latestPaymentSchema>;
