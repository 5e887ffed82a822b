import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ActivityKind } from '../../common/api/activity.ts';
import type { Database } from '../db/schema.ts';

/** One thing done, as the code that did it reports it. */
export interface ActivityEvent {
  /** The account whose log it goes in: the document's owner, also for a share opened by link. */
  userId: string;
  kind: ActivityKind;
  documentId?: string | null;
  shareId?: string | null;
  /** The client's address; only its hash is kept. */
  address?: string | null;
  /** Small facts, never words of the document. */
  detail?: Record<string, string>;
}

/**
 * Appends one entry to the activity log, awaited by its caller once the action has succeeded:
 * for a read (a view, a download, a report, an answer) before its result leaves the server,
 * so a read the log could not record is refused (500) rather than served unrecorded; for a
 * change (an upload, a delete, a new password), right after it is done, so the log never
 * claims what did not happen. A failed insert fails the request, never silently. Nothing in the product updates or deletes entries
 * (the database refuses it, see migration 0017) except the retention sweep and account deletion.
 */
export async function recordActivity(db: Kysely<Database>, event: ActivityEvent): Promise<void> {
  await db
    .insertInto('activity_events')
    .values({
      id: randomUUID(),
      user_id: event.userId,
      document_id: event.documentId ?? null,
      share_id: event.shareId ?? null,
      kind: event.kind,
      detail_json: JSON.stringify(event.detail ?? {}),
      address_hash: event.address ? hashAddress(event.address) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A one-way hash of a client address: equal addresses match, the address is not kept. */
export function hashAddress(address: string): string {
  return createHash('sha256')
    .update(`legal-explainer activity ${address}`)
    .digest('hex')
    .slice(0, 16);
}
