import { useState } from 'react';
import type { PurchaseId } from '../../../common/plans/purchases.ts';
import { requestCheckout } from './payments-api.ts';

/** How the browser leaves for Stripe; an object so tests can watch it (jsdom cannot leave). */
export const checkoutNavigation = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Starts a Stripe checkout and sends the browser to it. While one is opening, `pending` names
 * it so its button can say so and no second checkout is opened by a double click. A failure
 * (STRIPE_ERROR, not configured, offline) goes to `onError` (the page shows it) and the page
 * stays.
 */
export function useCheckout(onError: (error: unknown) => void): {
  pending: PurchaseId | null;
  buy: (purchase: PurchaseId) => void;
} {
  const [pending, setPending] = useState<PurchaseId | null>(null);
  const buy = (purchase: PurchaseId) => {
    if (pending) return;
    setPending(purchase);
    requestCheckout(purchase)
      .then(({ url }) => {
        // Leaving the page: the button stays busy until the browser has gone.
        checkoutNavigation.goTo(url);
      })
      .catch((error: unknown) => {
        onError(error);
        setPending(null);
      });
  };
  return { pending, buy };
}
