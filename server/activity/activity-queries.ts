import type { Kysely, Selectable } from 'kysely';
import type { ActivityEventsTable, Database } from '../db/schema.ts';

/** An entry as stored, with the name of its document while the document exists. */
export type ActivityRow = Selectable<ActivityEventsTable> & {
  document_name: string | null;
  /** The account's email while it has a sign-in here (only the admin's listing asks). */
  user_email?: string | null;
};

/** Where a page of the log starts: the entries older than this one. */
export interface ActivityPosition {
  createdAt: string;
  id: string;
}

/** Which entries to list: an account's, one of its documents', or (unset) everyone's. */
export interface ActivityFilter {
  userId?: string;
  documentId?: string;
  before?: ActivityPosition;
  limit: number;
  /** With each entry's account email, for an admin. */
  withUserEmail?: boolean;
}

/**
 * Entries newest first. The document's name comes from its row, joined on the owner too, so an
 * entry never shows the name of someone else's document; a deleted one has none.
 */
export async function listActivityRows(
  db: Kysely<Database>,
  filter: ActivityFilter,
): Promise<ActivityRow[]> {
  let query = db
    .selectFrom('activity_events')
    .leftJoin('documents', (join) =>
      join
        .onRef('documents.id', '=', 'activity_events.document_id')
        .onRef('documents.user_id', '=', 'activity_events.user_id'),
    )
    .selectAll('activity_events')
    .select('documents.file_name as document_name');
  if (filter.withUserEmail)
    query = query
      .leftJoin('auth_users', 'auth_users.id', 'activity_events.user_id')
      .select('auth_users.email as user_email');
  if (filter.userId !== undefined)
    query = query.where('activity_events.user_id', '=', filter.userId);
  if (filter.documentId !== undefined)
    query = query.where('activity_events.document_id', '=', filter.documentId);
  const { before } = filter;
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('activity_events.created_at', '<', before.createdAt),
        eb.and([
          eb('activity_events.created_at', '=', before.createdAt),
          eb('activity_events.id', '<', before.id),
        ]),
      ]),
    );
  return query
    .orderBy('activity_events.created_at', 'desc')
    .orderBy('activity_events.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** True when the account's log has an entry of this kind, document and detail since then. */
export async function hasActivitySince(
  db: Kysely<Database>,
  entry: { userId: string; kind: string; documentId: string; detailJson: string; since: string },
): Promise<boolean> {
  const found = await db
    .selectFrom('activity_events')
    .select('id')
    .where('user_id', '=', entry.userId)
    .where('document_id', '=', entry.documentId)
    .where('kind', '=', entry.kind)
    .where('detail_json', '=', entry.detailJson)
    .where('created_at', '>=', entry.since)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * What the account's sign-ins on record say of a device: whether there is any sign-in at all,
 * and whether one was from this device. `device` is a hex hash (see recordSignIn), so it is
 * matched as the exact text JSON.stringify wrote, with nothing in it to escape.
 */
export async function findSignInHistory(
  db: Kysely<Database>,
  userId: string,
  device: string,
): Promise<{ hasSignedInBefore: boolean; hasUsedDevice: boolean }> {
  const signIns = db
    .selectFrom('activity_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'signed_in');
  const [any, fromDevice] = await Promise.all([
    signIns.limit(1).executeTakeFirst(),
    signIns.where('detail_json', 'like', `%"device":"${device}"%`).limit(1).executeTakeFirst(),
  ]);
  return { hasSignedInBefore: any !== undefined, hasUsedDevice: fromDevice !== undefined };
}

/**
 * Deletes the entries made before the cutoff, across every account, and says how many. The
 * database allows it only for entries over a day old (migration 0017).
 */
export async function deleteActivityBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('activity_events')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes every entry of an account. The database allows it only once the account's sign-in
 * and credit account rows are gone, so account deletion calls it after deleting those.
 */
export async function deleteUserActivity(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('activity_events').where('user_id', '=', userId).execute();
}

/**
 * The id of the sign-in with this address, for an admin reading one account's log by email.
 * Asked here rather than through server/auth, which records into this log: no circle.
 */
export async function findAccountIdByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
