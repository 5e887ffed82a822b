import { sql, type Kysely } from 'kysely';

/**
 * Plans and credits (SPEC sections 3, 4 and 9). `accounts` holds one row per user with the
 * balance, which can never go below 0 (a CHECK the database enforces, whatever the code does);
 * `credit_ledger` holds every change with its reason and an idempotency key unique per user, so
 * a retried request changes the balance once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('user_id', 'text', (column) =>
      column.primaryKey().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('plan', 'text', (column) => column.notNull().defaultTo('free'))
    .addColumn('credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ask_ai_questions', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ask_ai_questions_limit', 'integer', (column) => column.notNull().defaultTo(5))
    .addColumn('ask_ai_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('trial_granted_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('accounts_credits_not_negative', sql`credits >= 0`)
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('balance_after', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('credit_ledger_user_id_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_id_created_at')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
}

/** Drops the credit tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_ledger').execute();
  await db.schema.dropTable('accounts').execute();
}
