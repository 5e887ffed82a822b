import { sql, type Kysely } from 'kysely';
import { toTrialClaimKey } from '../trial-claim-key.ts';

/**
 * Issue 33: the free trial is once per person. `trial_claims` keeps a hash of each address
 * that took it, and is not deleted with an account. The addresses of accounts that already had
 * the trial are recorded from the sign-ins this server keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_claims')
    .addColumn('email_hash', 'text', (column) => column.primaryKey())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    .execute();
  const taken = await sql<{ email: string; claimed_at: string }>`
    select auth_users.email as email, accounts.trial_granted_at as claimed_at
    from accounts join auth_users on auth_users.id = accounts.user_id
    where accounts.trial_granted_at is not null`.execute(db);
  for (const { email, claimed_at } of taken.rows)
    await sql`insert into trial_claims (email_hash, claimed_at) values (${toTrialClaimKey(email)}, ${claimed_at})`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_claims').execute();
}
