import type { Kysely } from 'kysely';
import type { Payment } from '../../common/api/payments.ts';
import { findPurchase } from '../../common/plans/purchases.ts';
import type { Database } from '../db/schema.ts';
import { findLatestPayment, type PaymentRow } from './payment-queries.ts';

/** The user's newest payment, as GET /api/payments/latest presents it; null when none. */
export async function getLatestPayment(
  db: Kysely<Database>,
  userId: string,
): Promise<Payment | null> {
  const row = await findLatestPayment(db, userId);
  return row ? presentPayment(row) : null;
}

function presentPayment(row: PaymentRow): Payment | null {
  const purchase = findPurchase(row.purchase);
  // A purchase no longer sold is still a payment, but the page cannot name it; leave it out.
  if (!purchase) return null;
  return {
    id: row.id,
    purchase: purchase.id,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    failureMessage: row.failure_message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
