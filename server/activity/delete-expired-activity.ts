import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteActivityBefore } from './activity-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the activity log's entries older than the retention (ACTIVITY_RETENTION_DAYS, at
 * least one day, which the database also insists on: migration 0017), across every account.
 * Run by the hourly sweeper; several servers running it at once delete the same rows, harmlessly.
 * Returns how many it deleted.
 */
export async function deleteExpiredActivity(
  db: Kysely<Database>,
  options: { now: Date; retentionDays: number },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS);
  return deleteActivityBefore(db, cutoff.toISOString());
}
