import {
  checkoutResponseSchema,
  latestPaymentSchema,
  type CheckoutResponse,
  type Payment,
} from '../../../common/api/payments.ts';
import type { PurchaseId } from '../../../common/plans/purchases.ts';
import { apiClient } from '../../lib/api-client.ts';

/** POST /api/payments/checkout: opens a Stripe Checkout page for one purchase. */
export async function requestCheckout(purchase: PurchaseId): Promise<CheckoutResponse> {
  return checkoutResponseSchema.parse(
    await apiClient.post<unknown>('/api/payments/checkout', { purchase }),
  );
}

/** GET /api/payments/latest: the user's newest checkout and how it went, or null. */
export async function fetchLatestPayment(): Promise<Payment | null> {
  return latestPaymentSchema.parse(await apiClient.get<unknown>('/api/payments/latest')).payment;
}
