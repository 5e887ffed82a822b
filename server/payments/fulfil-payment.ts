import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { findPurchase, type Purchase } from '../../common/plans/purchases.ts';
import { changeCredits } from '../credits/change-credits.ts';
import { setPlan } from '../credits/user-plan.ts';
import { findUserById } from '../auth/user-queries.ts';
import { addAskAiCredits, ensureAccount } from '../credits/account-queries.ts';
import type { Database } from '../db/schema.ts';
import {
  claimFulfilment,
  findPaymentBySession,
  findUserPayment,
  markPaymentFailed,
  recordPendingPayment,
  type PaymentRow,
} from './payment-queries.ts';

/** What a webhook event did, for the log: something, nothing new, or nothing on purpose. */
export type PaymentOutcome =
  | { kind: 'fulfilled' | 'already-fulfilled' | 'failure-recorded' | 'not-paid-yet' }
  | { kind: 'ignored'; reason: string };

/** The ledger key of a checkout's credits: one session, one grant, whatever the event id. */
export function fulfilmentKey(checkoutSessionId: string): string {
  return `stripe:${checkoutSessionId}`;
}

/**
 * Grants a paid checkout's credits, extra Ask-AI questions and plan, once. Everything is read
 * from the signed event and our own payment row, never from a request of the user's: the
 * session's client_reference_id and metadata name the user, and a session recorded for another
 * user credits nobody. The row is claimed, the credits and questions added and the plan set in
 * one transaction, so a replayed event, the same session under another event id, or two
 * deliveries racing change the account once.
 */
export async function fulfilCheckout(
  db: Kysely<Database>,
  session: Stripe.Checkout.Session,
): Promise<PaymentOutcome> {
  // 'unpaid' is a delayed method (a bank debit) still on its way: async_payment_succeeded follows.
  if (session.payment_status !== 'paid') return { kind: 'not-paid-yet' };
  const owner = readSessionOwner(session);
  if ('reason' in owner) return { kind: 'ignored', reason: owner.reason };
  return db.transaction().execute(async (trx) => {
    const payment = await findOrRecordPayment(trx, session, owner.userId, owner.purchase);
    if ('reason' in payment) return { kind: 'ignored', reason: payment.reason };
    const purchase = findPurchase(payment.purchase);
    if (!purchase) return { kind: 'ignored', reason: `unknown purchase ${payment.purchase}` };
    if (!(await claimFulfilment(trx, payment.id))) return { kind: 'already-fulfilled' };
    // A question pack grants no analysis credits: no empty row in the credit history for it.
    if (purchase.credits > 0) {
      await changeCredits(trx, {
        userId: payment.user_id,
        amount: purchase.credits,
        reason: 'purchase',
        idempotencyKey: fulfilmentKey(session.id),
        reference: session.id,
      });
    }
    if (purchase.askAiQuestions > 0) {
      // Only the claimed payment row makes this once: there is no ledger for questions.
      await ensureAccount(trx, payment.user_id);
      await addAskAiCredits(trx, payment.user_id, purchase.askAiQuestions);
    }
    if (purchase.plan) {
      await setPlan(trx, payment.user_id, purchase.plan, { forOneMonth: true });
    }
    return { kind: 'fulfilled' };
  });
}

/** A delayed payment of a checkout (checkout.session.async_payment_failed) did not arrive. */
export async function recordCheckoutFailure(
  db: Kysely<Database>,
  session: Stripe.Checkout.Session,
): Promise<PaymentOutcome> {
  const owner = readSessionOwner(session);
  if ('reason' in owner) return { kind: 'ignored', reason: owner.reason };
  const payment = await findPaymentBySession(db, session.id);
  if (!payment || payment.user_id !== owner.userId) {
    return { kind: 'ignored', reason: `no payment of this user for session ${session.id}` };
  }
  await markPaymentFailed(db, payment.id, 'The payment did not go through.');
  return { kind: 'failure-recorded' };
}

/**
 * A payment attempt on a checkout was declined (payment_intent.payment_failed). The payment
 * intent carries our metadata, so it finds its checkout without asking Stripe. Checkout lets
 * the user try another card on the same page; a later success still fulfils the payment.
 */
export async function recordPaymentIntentFailure(
  db: Kysely<Database>,
  paymentIntent: Stripe.PaymentIntent,
): Promise<PaymentOutcome> {
  const { userId, paymentId } = paymentIntent.metadata;
  if (!userId || !paymentId) return { kind: 'ignored', reason: 'not one of our checkouts' };
  const payment = await findUserPayment(db, userId, paymentId);
  if (!payment) return { kind: 'ignored', reason: `no payment ${paymentId} of this user` };
  const reason = paymentIntent.last_payment_error?.message ?? 'The payment was declined.';
  await markPaymentFailed(db, payment.id, reason);
  return { kind: 'failure-recorded' };
}

/** Whom a session is for and what they bought, from the signed event alone. */
function readSessionOwner(
  session: Stripe.Checkout.Session,
): { userId: string; purchase: Purchase } | { reason: string } {
  const metadataUser = session.metadata?.userId;
  const userId = session.client_reference_id ?? metadataUser;
  if (!userId) return { reason: `session ${session.id} names no user` };
  if (metadataUser && metadataUser !== userId) {
    return { reason: `session ${session.id} names two different users` };
  }
  const purchase = findPurchase(session.metadata?.purchase);
  if (!purchase) return { reason: `session ${session.id} names no known purchase` };
  return { userId, purchase };
}

/**
 * Our row for the session. Normally made when the checkout opened; if that write was lost the
 * signed event is enough to make it now, for a user that still exists.
 */
async function findOrRecordPayment(
  trx: Kysely<Database>,
  session: Stripe.Checkout.Session,
  userId: string,
  purchase: Purchase,
): Promise<PaymentRow | { reason: string }> {
  const existing = await findPaymentBySession(trx, session.id);
  if (existing) {
    return existing.user_id === userId
      ? existing
      : { reason: `session ${session.id} belongs to another user` };
  }
  if (!(await findUserById(trx, userId)))
    return { reason: `user of session ${session.id} does not exist` };
  await recordPendingPayment(trx, {
    id: randomUUID(),
    userId,
    purchase: purchase.id,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    checkoutSessionId: session.id,
  });
  const recorded = await findPaymentBySession(trx, session.id);
  if (!recorded) throw new Error(`Payment for session ${session.id} was not recorded`);
  return recorded;
}
