import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hasActivitySince } from './activity-queries.ts';
import { recordActivity, type ActivityEvent } from './record-activity.ts';

/** The same thing done again sooner than this after its entry is not a new entry. */
export const REPEAT_QUIET_MS = 10 * 60 * 1000;

/**
 * Records an event that the web app repeats without the person doing anything new: a
 * document opened (the workspace asks for it again while it is read and analysed, and on
 * returning to the tab) or a comparison shown (asked again the same way). At most one entry
 * per kind, document and detail every 10 minutes; two requests at the same moment may both
 * record, which is harmless.
 */
export async function recordRepeatedActivity(
  db: Kysely<Database>,
  event: ActivityEvent & { documentId: string },
  now: Date = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - REPEAT_QUIET_MS).toISOString();
  const detailJson = JSON.stringify(event.detail ?? {});
  const { userId, kind, documentId } = event;
  if (await hasActivitySince(db, { userId, kind, documentId, detailJson, since })) return;
  await recordActivity(db, event);
}
