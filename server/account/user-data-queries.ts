import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteUserActivity } from '../activity/activity-queries.ts';
import { deleteWindowsNaming } from '../limits/rate-limit-queries.ts';

/** A document deleted with its user: its reading is stopped and its file removed afterwards. */
export interface DeletedDocument {
  id: string;
  storage_key: string;
}

/** Deletes one table's rows of a user; the documents step also collects what it deleted. */
type UserRowDeletion = (
  db: Kysely<Database>,
  userId: string,
  deletedDocuments: DeletedDocument[],
) => Promise<unknown>;

/**
 * Every table holding a user's rows, in the order they are deleted: rows that point at others
 * go before what they point at, so no step leans on ON DELETE CASCADE. A new per-user table
 * is one more line here, above the table it references.
 *
 * analysis_jobs comes first on purpose. On PostgreSQL a worker finishing a job holds that job's
 * row until its analysis is saved; deleting the jobs first waits for it, so the steps below see
 * what it saved, and a worker finishing later finds its job gone and saves nothing.
 */
const USER_ROW_DELETIONS: readonly UserRowDeletion[] = [
  (db, userId) => db.deleteFrom('analysis_jobs').where('user_id', '=', userId).execute(),
  (db, userId) => db.deleteFrom('analyses').where('user_id', '=', userId).execute(),
  // Chats, before the documents they are about.
  (db, userId) => db.deleteFrom('chat_messages').where('user_id', '=', userId).execute(),
  // Share links, before the documents they open: they stop working with the commit.
  (db, userId) => db.deleteFrom('shares').where('user_id', '=', userId).execute(),
  // The progress of their readings and analyses, and the reasons of refused ones.
  (db, userId) => db.deleteFrom('job_progress').where('user_id', '=', userId).execute(),
  async (db, userId, deletedDocuments) => {
    // RETURNING, not a select before: a document uploaded meanwhile is deleted and reported too.
    const rows = await db
      .deleteFrom('documents')
      .where('user_id', '=', userId)
      .returning(['id', 'storage_key'])
      .execute();
    deletedDocuments.push(...rows);
  },
  // Our record of their checkouts; Stripe keeps its own of every charge.
  (db, userId) => db.deleteFrom('payments').where('user_id', '=', userId).execute(),
  (db, userId) => db.deleteFrom('credit_ledger').where('user_id', '=', userId).execute(),
  (db, userId) => db.deleteFrom('accounts').where('user_id', '=', userId).execute(),
  (db, userId) =>
    db
      .deleteFrom('auth_refresh_tokens')
      .where('session_id', 'in', (eb) =>
        eb.selectFrom('auth_sessions').select('id').where('user_id', '=', userId),
      )
      .execute(),
  (db, userId) => db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute(),
  (db, userId) =>
    db
      .deleteFrom('auth_challenges')
      .where('factor_id', 'in', (eb) =>
        eb.selectFrom('auth_factors').select('id').where('user_id', '=', userId),
      )
      .execute(),
  (db, userId) => db.deleteFrom('auth_factors').where('user_id', '=', userId).execute(),
  (db, userId) => db.deleteFrom('auth_one_time_tokens').where('user_id', '=', userId).execute(),
  (db, userId) => db.deleteFrom('auth_flow_states').where('user_id', '=', userId).execute(),
  // Their rate-limit windows, which name their address or id; read before their row goes.
  async (db, userId) => {
    const user = await db
      .selectFrom('auth_users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    await deleteWindowsNaming(db, [
      `user:${userId}`,
      ...(user?.email ? [`email:${user.email}`] : []),
    ]);
  },
  // Everything above points at the user. Their email identity is a column of this row.
  (db, userId) => db.deleteFrom('auth_users').where('id', '=', userId).execute(),
  // Last: their activity log, which the database lets go only once the account's sign-in and
  // credit account rows are gone (migration 0017), so nothing above may come after it.
  (db, userId) => deleteUserActivity(db, userId),
];

/**
 * Deletes every row of one user, their sign-in included, and returns their documents for the
 * caller to clean up after the commit. Run it inside a transaction, so it is all or nothing.
 */
export async function deleteUserRows(
  trx: Kysely<Database>,
  userId: string,
): Promise<DeletedDocument[]> {
  const deletedDocuments: DeletedDocument[] = [];
  for (const deleteRows of USER_ROW_DELETIONS) await deleteRows(trx, userId, deletedDocuments);
  return deletedDocuments;
}
