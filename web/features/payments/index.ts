/** Payments: a Stripe checkout opened from the pricing page, and how the last one went. */
export { checkoutNavigation, useCheckout } from './use-checkout.ts';
export { fetchLatestPayment } from './payments-api.ts';
