import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeStripeServer,
  type FakeCheckoutSession,
  type FakeStripeServer,
} from '../../tests/support/fake-stripe-server.test-support.ts';
import { findFreePort } from '../../tests/support/free-port.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';

const WEBHOOK_SECRET = 'whsec_test';
const APP_URL = 'https://contracts.example.com';

/** A Stripe event around an object, as Stripe would send it. */
function makeEvent(type: string, object: object, id = newEventId()) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

function newEventId(): string {
  return `evt_test_${randomBytes(8).toString('hex')}`;
}

/** Posts an event to the webhook, signed by the stripe library's own test helper. */
async function postEvent(
  testApp: TestApp,
  event: unknown,
  options: { secret?: string; signedPayload?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: options.signedPayload ?? payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe.each(getTestDatabaseKinds())('Stripe Checkout payments on %s', (kind) => {
  let testApp: TestApp;
  let stripe: FakeStripeServer;

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    testApp = await createTestApp({
      kind,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PUBLIC_URL: APP_URL,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });
  beforeEach(() => stripe.failWith(null));

  async function openCheckout(user: TestUser, purchase: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: user.headers,
      payload: { purchase },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ sessionId: string; url: string }>();
    const session = stripe.sessions.find((candidate) => candidate.id === body.sessionId);
    if (!session) throw new Error('The fake Stripe never saw this session');
    const request = stripe.requests.at(-1);
    if (!request) throw new Error('The fake Stripe received no request');
    return { body, session, request };
  }

  /** The session as checkout.session.completed carries it once paid. */
  function paid(session: FakeCheckoutSession) {
    return { ...session, status: 'complete', payment_status: 'paid' };
  }

  async function getAccount(user: TestUser) {
    const response = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    return response.json<{
      plan: string;
      credits: number;
      planExpiresAt: string | null;
      askAiQuestionsLimit: number;
      askAiCredits: number;
    }>();
  }

  async function getLatestPayment(user: TestUser) {
    const response = await testApp.app.inject({
      url: '/api/payments/latest',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ payment: Record<string, unknown> | null }>().payment;
  }

  it('tells the web app payments are enabled', async () => {
    const config = await testApp.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ paymentsEnabled: true });
  });

  it('opens a checkout with our price, the user and the way back, and records it as pending', async () => {
    const user = await signUpTestUser(testApp);
    expect(await getLatestPayment(user)).toBeNull();
    const { body, session, request } = await openCheckout(user, 'premium');
    expect(body.url).toBe(session.url);
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(request.headers.authorization).toBe('Bearer sk_test_x');
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1200',
      'line_items[0][price_data][product_data][name]': 'Premium Plan: one month',
      client_reference_id: user.id,
      'metadata[userId]': user.id,
      'metadata[purchase]': 'premium',
      'payment_intent_data[metadata][userId]': user.id,
      'payment_intent_data[metadata][purchase]': 'premium',
      success_url: `${APP_URL}/settings?checkout=success`,
      cancel_url: `${APP_URL}/settings?checkout=cancelled`,
    });
    expect(request.form['metadata[paymentId]']).toBe(
      request.form['payment_intent_data[metadata][paymentId]'],
    );
    expect(await getLatestPayment(user)).toMatchObject({
      purchase: 'premium',
      status: 'pending',
      amountCents: 1200,
      currency: 'usd',
      failureMessage: null,
    });
  });

  it('refuses checkouts to strangers and for things we do not sell', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      payload: { purchase: 'premium' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUpTestUser(testApp);
    for (const payload of [
      { purchase: 'platinum' },
      { purchase: 'premium', userId: 'someone-else' },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/checkout',
        headers: user.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('fulfils a paid plan once: replays and a second event for the same session change nothing', async () => {
    const user = await signUpTestUser(testApp);
    const { session } = await openCheckout(user, 'premium');
    const completed = makeEvent('checkout.session.completed', paid(session));

    const first = await postEvent(testApp, completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const fulfilled = await getAccount(user);
    expect(fulfilled).toMatchObject({ plan: 'premium', credits: 20 });
    // A month of the plan: it ends about 30 days from now.
    const daysPaid = (Date.parse(String(fulfilled.planExpiresAt)) - Date.now()) / 86_400_000;
    expect(daysPaid).toBeGreaterThan(27);
    expect(daysPaid).toBeLessThan(32);

    // Stripe retries deliveries, and may send the same session under another event id.
    expect((await postEvent(testApp, completed)).statusCode).toBe(200);
    expect((await postEvent(testApp, { ...completed, id: newEventId() })).statusCode).toBe(200);
    const succeeded = makeEvent('checkout.session.async_payment_succeeded', paid(session));
    expect((await postEvent(testApp, succeeded)).statusCode).toBe(200);

    // Replays did not add months either.
    expect(await getAccount(user)).toMatchObject({
      plan: 'premium',
      credits: 20,
      planExpiresAt: fulfilled.planExpiresAt,
    });
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    expect(history.json().entries).toEqual([
      expect.objectContaining({
        amount: 20,
        balanceAfter: 20,
        reason: 'purchase',
        reference: session.id,
      }),
    ]);
    expect(await getLatestPayment(user)).toMatchObject({ status: 'paid', purchase: 'premium' });
  });

  it('grants a credit pack once even when deliveries race, and leaves the plan alone', async () => {
    const user = await signUpTestUser(testApp);
    const { session } = await openCheckout(user, 'credits-10');
    const completed = makeEvent('checkout.session.completed', paid(session));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        postEvent(testApp, index % 2 ? completed : { ...completed, id: newEventId() }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await getAccount(user)).toMatchObject({ plan: 'free', credits: 10 });
  });

  it('sells an Ask-AI question pack at its price, named as the checkout page shows it', async () => {
    const user = await signUpTestUser(testApp);
    const { request } = await openCheckout(user, 'questions-100');
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '900',
      'line_items[0][price_data][product_data][name]': '100 Ask-AI questions',
      'metadata[purchase]': 'questions-100',
    });
    expect(await getLatestPayment(user)).toMatchObject({
      purchase: 'questions-100',
      status: 'pending',
      amountCents: 900,
    });
  });

  it('adds a question pack to the extra questions once, and leaves credits and plan alone', async () => {
    const user = await signUpTestUser(testApp);
    const before = await getAccount(user);
    const { session, request } = await openCheckout(user, 'questions-25');
    expect(request.form['line_items[0][price_data][unit_amount]']).toBe('300');
    expect(request.form['line_items[0][price_data][product_data][name]']).toBe(
      '25 Ask-AI questions',
    );
    const completed = makeEvent('checkout.session.completed', paid(session));
    // Replays, the same session under other event ids, racing deliveries and the delayed-payment
    // event all fulfil it once.
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        postEvent(testApp, index % 2 ? completed : { ...completed, id: newEventId() }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await postEvent(testApp, completed)).statusCode).toBe(200);
    const succeeded = makeEvent('checkout.session.async_payment_succeeded', paid(session));
    expect((await postEvent(testApp, succeeded)).statusCode).toBe(200);

    expect(await getAccount(user)).toMatchObject({
      plan: before.plan,
      credits: before.credits,
      planExpiresAt: before.planExpiresAt,
      askAiQuestionsLimit: before.askAiQuestionsLimit,
      askAiCredits: before.askAiCredits + 25,
    });
    expect(await getLatestPayment(user)).toMatchObject({
      status: 'paid',
      purchase: 'questions-25',
    });
    // No analysis credits changed, so the credit history has no row for it (only the trial's).
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    expect(history.json().entries).toEqual([expect.objectContaining({ reason: 'trial' })]);

    // A second pack adds to the first.
    const second = await openCheckout(user, 'questions-25');
    await postEvent(testApp, makeEvent('checkout.session.completed', paid(second.session)));
    expect(await getAccount(user)).toMatchObject({ askAiCredits: before.askAiCredits + 50 });
  });

  it('does not fulfil a checkout that is complete but not paid yet', async () => {
    const user = await signUpTestUser(testApp);
    const before = await getAccount(user);
    const { session } = await openCheckout(user, 'credits-10');
    const event = makeEvent('checkout.session.completed', { ...session, status: 'complete' });
    expect((await postEvent(testApp, event)).statusCode).toBe(200);
    expect(await getAccount(user)).toMatchObject({ credits: before.credits });
    expect(await getLatestPayment(user)).toMatchObject({ status: 'pending' });
  });

  it('answers 400 to a missing, wrong or tampered signature and changes nothing', async () => {
    const user = await signUpTestUser(testApp);
    const before = await getAccount(user);
    const { session } = await openCheckout(user, 'pro');
    const completed = makeEvent('checkout.session.completed', paid(session));
    const wrongSecret = await postEvent(testApp, completed, { secret: 'whsec_wrong' });
    const tampered = await postEvent(testApp, completed, {
      signedPayload: JSON.stringify({ ...completed, type: 'customer.created' }),
    });
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed),
    });
    for (const response of [wrongSecret, tampered, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await getAccount(user)).toMatchObject({ plan: 'free', credits: before.credits });
    expect(await getLatestPayment(user)).toMatchObject({ status: 'pending' });
  });

  it('credits only the user the checkout was opened for', async () => {
    const owner = await signUpTestUser(testApp);
    const other = await signUpTestUser(testApp);
    const ownerBefore = await getAccount(owner);
    const otherBefore = await getAccount(other);
    const { session } = await openCheckout(owner, 'pro');
    // Even a signed event naming someone else for this session credits nobody.
    const forOther = makeEvent(
      'checkout.session.completed',
      paid({
        ...session,
        client_reference_id: other.id,
        metadata: { ...session.metadata, userId: other.id },
      }),
    );
    expect((await postEvent(testApp, forOther)).statusCode).toBe(200);
    const contradictory = makeEvent(
      'checkout.session.completed',
      paid({ ...session, metadata: { ...session.metadata, userId: other.id } }),
    );
    expect((await postEvent(testApp, contradictory)).statusCode).toBe(200);
    expect(await getAccount(other)).toMatchObject({ plan: 'free', credits: otherBefore.credits });
    expect(await getAccount(owner)).toMatchObject({ plan: 'free', credits: ownerBefore.credits });
    expect(await getLatestPayment(other)).toBeNull();

    expect(
      (await postEvent(testApp, makeEvent('checkout.session.completed', paid(session)))).statusCode,
    ).toBe(200);
    expect(await getAccount(owner)).toMatchObject({
      plan: 'pro',
      credits: ownerBefore.credits + 100,
    });
  });

  it('shows a declined card as a failed payment, which a later success still fulfils', async () => {
    const user = await signUpTestUser(testApp);
    const before = await getAccount(user);
    const { session, request } = await openCheckout(user, 'credits-50');
    const declined = makeEvent('payment_intent.payment_failed', {
      id: 'pi_test_declined',
      object: 'payment_intent',
      status: 'requires_payment_method',
      metadata: {
        userId: request.form['payment_intent_data[metadata][userId]'],
        purchase: request.form['payment_intent_data[metadata][purchase]'],
        paymentId: request.form['payment_intent_data[metadata][paymentId]'],
      },
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      },
    });
    expect((await postEvent(testApp, declined)).statusCode).toBe(200);
    expect(await getLatestPayment(user)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(await getAccount(user)).toMatchObject({ credits: before.credits });

    // Checkout lets the user try another card on the same page.
    await postEvent(testApp, makeEvent('checkout.session.completed', paid(session)));
    expect(await getLatestPayment(user)).toMatchObject({ status: 'paid', failureMessage: null });
    expect(await getAccount(user)).toMatchObject({ credits: before.credits + 50 });
    // A late failure report cannot undo a payment that arrived.
    await postEvent(testApp, { ...declined, id: newEventId() });
    expect(await getLatestPayment(user)).toMatchObject({ status: 'paid' });
  });

  it('shows a delayed payment that never arrived as failed', async () => {
    const user = await signUpTestUser(testApp);
    const before = await getAccount(user);
    const { session } = await openCheckout(user, 'enterprise');
    const failed = makeEvent('checkout.session.async_payment_failed', {
      ...session,
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect((await postEvent(testApp, failed)).statusCode).toBe(200);
    expect(await getLatestPayment(user)).toMatchObject({
      status: 'failed',
      purchase: 'enterprise',
    });
    expect(await getAccount(user)).toMatchObject({ plan: 'free', credits: before.credits });
  });

  it('acknowledges events it does not act on', async () => {
    const response = await postEvent(
      testApp,
      makeEvent('customer.created', { id: 'cus_test', object: 'customer' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('answers STRIPE_ERROR when Stripe refuses, and records no payment', async () => {
    const user = await signUpTestUser(testApp);
    for (const failure of [
      {
        status: 402,
        type: 'card_error',
        message: 'Your card was declined.',
        code: 'card_declined',
      },
      { status: 500, type: 'api_error', message: 'Something went wrong on Stripe.' },
    ] as const) {
      stripe.failWith(failure);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/checkout',
        headers: user.headers,
        payload: { purchase: 'pro' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'STRIPE_ERROR',
        error:
          'The payment provider could not start the checkout. Please try again in a few minutes.',
      });
    }
    expect(await getLatestPayment(user)).toBeNull();
  });
});

describe('payments without Stripe, or with Stripe out of reach', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('says payments are not configured, to the web app and to a checkout', async () => {
    const config = await testApp.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ paymentsEnabled: false });
    const user = await signUpTestUser(testApp);
    const checkout = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: user.headers,
      payload: { purchase: 'premium' },
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().code).toBe('STRIPE_ERROR');
    expect(checkout.json().error).toMatch(/^Payments are not configured on this server\./);
    const webhook = await postEvent(testApp, makeEvent('customer.created', { id: 'cus_test' }));
    expect(webhook.statusCode).toBe(503);
  });

  it('answers STRIPE_ERROR when the Stripe API cannot be reached', async () => {
    const closedPort = await findFreePort();
    const unreachable = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${closedPort}`,
        PUBLIC_URL: APP_URL,
      },
    });
    try {
      const user = await signUpTestUser(unreachable);
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/payments/checkout',
        headers: user.headers,
        payload: { purchase: 'credits-10' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('STRIPE_ERROR');
    } finally {
      await unreachable.close();
    }
  });
});

describe('payments without PUBLIC_URL', () => {
  let testApp: TestApp;
  let stripe: FakeStripeServer;

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    testApp = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  it('opens no checkout (the way back would come from the Host header) and says why', async () => {
    const user = await signUpTestUser(testApp);
    const checkout = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { ...user.headers, host: 'evil.example' },
      payload: { purchase: 'premium' },
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({
      code: 'STRIPE_ERROR',
      error: expect.stringMatching(/^Payments are not configured on this server\..*PUBLIC_URL/),
    });
    expect(stripe.requests).toEqual([]);
    const latest = await testApp.app.inject({
      url: '/api/payments/latest',
      headers: user.headers,
    });
    expect(latest.json()).toEqual({ payment: null });
    // The web app offers no checkout that would be refused.
    const config = await testApp.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ paymentsEnabled: false });
  });

  it('still answers the signed webhook, for checkouts opened before', async () => {
    const response = await postEvent(
      testApp,
      makeEvent('customer.created', { id: 'cus_test', object: 'customer' }),
    );
    expect(response.statusCode).toBe(200);
  });
});
