import type { Kysely } from 'kysely';

/**
 * Stripe Checkout payments. One row per checkout, made when Stripe opens it and moved to paid
 * or failed by the signed webhook; the user sees the latest one (a failed payment as
 * PAYMENT_FAILED). `checkout_session_id` is unique, so however often Stripe delivers a
 * session's events, it has one row and is fulfilled once. A plan bought for a month ends at
 * `accounts.plan_expires_at` (null: a plan that does not end, such as one an admin set).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('purchase', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('checkout_session_id', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('fulfilled_at', 'text')
    .execute();
  await db.schema
    .createIndex('payments_user_id_created_at')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.alterTable('accounts').addColumn('plan_expires_at', 'text').execute();
}

/** Drops the payments table and the plans' end. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('plan_expires_at').execute();
  await db.schema.dropTable('payments').execute();
}
