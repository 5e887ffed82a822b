import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson } from './http-body.test-support.ts';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API, because tests must not reach api.stripe.com. It speaks
 * just POST /v1/checkout/sessions, as the stripe library sends it (form-encoded), and answers a
 * Checkout session like Stripe's. A test can make it answer with a Stripe error instead. Every
 * request is kept, so a test can read the line items and metadata the server sent.
 */

/** One create-session request as received: the form fields flat, e.g. `metadata[userId]`. */
export interface FakeStripeRequest {
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/** A Stripe error answer, e.g. 402 card_error or 500 api_error. */
export interface FakeStripeFailure {
  status: number;
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  message: string;
  code?: string;
}

/** The session object the fake answered with, as a webhook event would carry it. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open';
  payment_status: 'unpaid';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
}

export interface FakeStripeServer {
  /** The API's origin, for STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
  /** Every session created, in order. */
  sessions: FakeCheckoutSession[];
  /** Answer every following request with this error (null: answer normally again). */
  failWith(failure: FakeStripeFailure | null): void;
  close(): Promise<void>;
}

/** Starts the fake on a random free port of 127.0.0.1. */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const sessions: FakeCheckoutSession[] = [];
  let failure: FakeStripeFailure | null = null;
  let url = '';
  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      sendStripeJson(outgoing, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    if (incoming.method !== 'POST' || incoming.url !== '/v1/checkout/sessions') {
      sendStripeJson(outgoing, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${incoming.method}: ${incoming.url})`,
        },
      });
      return;
    }
    const form = Object.fromEntries(new URLSearchParams(await readBody(incoming)));
    requests.push({ form, headers: incoming.headers });
    if (failure) {
      const { status, ...error } = failure;
      sendStripeJson(outgoing, status, { error });
      return;
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      url: `${url}/c/pay/${id}`,
      mode: form.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: readNested(form, 'metadata'),
      amount_total:
        Number(form['line_items[0][price_data][unit_amount]'] ?? 0) *
        Number(form['line_items[0][quantity]'] ?? 1),
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
    };
    sessions.push(session);
    sendStripeJson(outgoing, 200, session);
  }

  // Port 0: the system picks a free port, so parallel test files never collide.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    sessions,
    failWith: (next) => {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The fields under one form prefix, e.g. metadata[userId] -> { userId }. */
function readNested(form: Record<string, string>, prefix: string): Record<string, string> {
  const nested: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) nested[match[1]] = value;
  }
  return nested;
}

// Stripe's answers carry a request id, which the library reads into its errors.
function sendStripeJson(outgoing: ServerResponse, status: number, value: unknown): void {
  sendJson(outgoing, status, value, { 'request-id': 'req_fake' });
}
