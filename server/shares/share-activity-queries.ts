import type { Kysely, Selectable } from 'kysely';
import type { ActivityEventsTable, Database } from '../db/schema.ts';

/** An activity log entry as stored. */
export type ShareActivityRow = Selectable<ActivityEventsTable>;

/** The most entries one link's access log lists: the newest; the full log is the owner's export. */
export const SHARE_ACTIVITY_LIMIT = 200;

/** One link's entries in its owner's activity log, newest first. */
export async function listShareActivity(
  db: Kysely<Database>,
  userId: string,
  shareId: string,
): Promise<ShareActivityRow[]> {
  // The owner too: only entries of this account's log, whatever share id another one names.
  return db
    .selectFrom('activity_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('share_id', '=', shareId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SHARE_ACTIVITY_LIMIT)
    .execute();
}
