import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../db/schema.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

export type PaymentRow = Selectable<PaymentsTable>;

/** Records a checkout Stripe has opened, as pending. A row for its session already there stays. */
export async function insertPayment(db: Kysely<Database>, payment: PaymentRow): Promise<void> {
  await db
    .insertInto('payments')
    .values(payment)
    .onConflict((conflict) => conflict.column('checkout_session_id').doNothing())
    .execute();
}

/** Records a checkout that was opened and is not paid yet. */
export async function recordPendingPayment(
  db: Kysely<Database>,
  payment: {
    id: string;
    userId: string;
    purchase: string;
    amountCents: number;
    currency: string;
    checkoutSessionId: string;
  },
): Promise<void> {
  const now = new Date().toISOString();
  await insertPayment(db, {
    id: payment.id,
    user_id: payment.userId,
    purchase: payment.purchase,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    checkout_session_id: payment.checkoutSessionId,
    status: 'pending',
    failure_message: null,
    created_at: now,
    updated_at: now,
    fulfilled_at: null,
  });
}

/** The payment of a Checkout session, if we have it. */
export async function findPaymentBySession(
  db: Kysely<Database>,
  checkoutSessionId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_session_id', '=', checkoutSessionId)
    .executeTakeFirst();
}

/** One of the user's payments by our id (a payment intent's metadata carries it). */
export async function findUserPayment(
  db: Kysely<Database>,
  userId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Marks a payment paid, unless it already is; returns whether this call did it. One
 * conditional UPDATE: of two deliveries of the same session, racing or not, exactly one wins
 * (PostgreSQL re-checks the condition after the row lock, SQLite runs writers one at a time).
 */
export async function claimFulfilment(db: Kysely<Database>, paymentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('payments')
    .set({ status: 'paid', failure_message: null, updated_at: now, fulfilled_at: now })
    .where('id', '=', paymentId)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return changedAnyRow(result);
}

/** Marks a payment failed with Stripe's reason; a payment already paid stays paid. */
export async function markPaymentFailed(
  db: Kysely<Database>,
  paymentId: string,
  failureMessage: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: 'failed',
      failure_message: failureMessage,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', paymentId)
    .where('status', '!=', 'paid')
    .execute();
}

/** The user's newest payment, if they have one. */
export async function findLatestPayment(
  db: Kysely<Database>,
  userId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
