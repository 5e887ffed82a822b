import type { Selectable } from 'kysely';
import {
  ACTIVITY_KINDS,
  DELETED_DOCUMENT_NAME,
  type ActivityEntry,
  type ActivityKind,
  type ActivityLogEntry,
  type AdminActivityEntry,
} from '../../common/api/activity.ts';
import type { ActivityEventsTable } from '../db/schema.ts';
import type { ActivityRow } from './activity-queries.ts';

/**
 * An entry as it was recorded, built field by field so a new column never leaks. An entry of
 * a kind this version does not know is left out, and a detail that is not an object of strings
 * reads as empty, so a damaged row shows less, never something else.
 */
export function presentActivityEntry(
  row: Selectable<ActivityEventsTable>,
): ActivityEntry | undefined {
  if (!isActivityKind(row.kind)) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    documentId: row.document_id,
    shareId: row.share_id,
    detail: readDetail(row.detail_json),
    addressHash: row.address_hash,
    createdAt: row.created_at,
  };
}

/**
 * An entry of a log as the API lists it, with its document's name: DELETED_DOCUMENT_NAME for a
 * document no longer there.
 */
export function presentActivity(row: ActivityRow): ActivityLogEntry | undefined {
  const entry = presentActivityEntry(row);
  return (
    entry && {
      ...entry,
      documentName: row.document_id === null ? null : (row.document_name ?? DELETED_DOCUMENT_NAME),
    }
  );
}

/** As presentActivity, with whose log the entry is in, for an admin. */
export function presentAdminActivity(row: ActivityRow): AdminActivityEntry | undefined {
  const entry = presentActivity(row);
  return entry && { ...entry, userId: row.user_id, userEmail: row.user_email ?? null };
}

function isActivityKind(kind: string): kind is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(kind);
}

function readDetail(detailJson: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(detailJson);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
