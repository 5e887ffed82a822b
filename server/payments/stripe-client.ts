import Stripe from 'stripe';
import type { Env } from '../env.ts';

/** How long a call to Stripe may take before the checkout fails with STRIPE_ERROR. */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The Stripe client for this server's settings, or null when payments are not configured
 * (no STRIPE_SECRET_KEY). STRIPE_API_URL points it at a Stripe-compatible API, such as the
 * local fake the tests run; the client takes only an origin, so any path is ignored.
 */
export function createStripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    // One retry: the library sends an idempotency key with it, so a retried create is safe.
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    // Nothing about our requests is sent back to Stripe beyond the requests themselves.
    telemetry: false,
    ...(env.STRIPE_API_URL && readApiOrigin(env.STRIPE_API_URL)),
  });
}

/** The host, port and protocol of a Stripe-compatible API's URL, as the client takes them. */
export function readApiOrigin(apiUrl: string): {
  host: string;
  port: number;
  protocol: 'http' | 'https';
} {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port);
  return { host: url.hostname, port, protocol };
}
