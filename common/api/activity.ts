import * as z from 'zod/mini';

/** What an activity entry records (issue 35): things done to a document, a share or the account. */
export const ACTIVITY_KINDS = [
  'uploaded',
  'viewed',
  'downloaded',
  'report_made',
  'shared',
  'share_opened',
  'share_passcode_failed',
  'share_revoked',
  'reader_switched',
  'compared',
  'asked',
  'deleted',
  'signed_in',
  'new_device',
  'password_changed',
  'two_step_changed',
  'signed_out_elsewhere',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One entry as the API lists it. */
export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  documentId: z.nullable(z.string()),
  shareId: z.nullable(z.string()),
  /** Small facts of the entry (e.g. the format downloaded, the reader chosen); never document words. */
  detail: z.record(z.string(), z.string()),
  /** A one-way hash of the address it came from, when known. */
  addressHash: z.nullable(z.string()),
  createdAt: z.string(),
});

export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The name a deleted document's entries show: its name went with it. */
export const DELETED_DOCUMENT_NAME = 'Deleted document';

/** An entry of an account's or a document's log: with the name of the document it is about. */
export const activityLogEntrySchema = z.extend(activityEntrySchema, {
  /** The document's name; DELETED_DOCUMENT_NAME once it is gone; null for an account entry. */
  documentName: z.nullable(z.string()),
});

export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** An entry as an admin reads everyone's log: with whose log it is. */
export const adminActivityEntrySchema = z.extend(activityLogEntrySchema, {
  userId: z.string(),
  /** The account's email while it has a sign-in here; null otherwise. */
  userEmail: z.nullable(z.string()),
});

export type AdminActivityEntry = z.infer<typeof adminActivityEntrySchema>;

/** The most entries one page of the log holds. */
export const MAX_ACTIVITY_PAGE_SIZE = 200;

/**
 * GET /api/documents/{id}/activity, /api/account/activity and /api/admin/activity: newest
 * first, `limit` at a time (default 50), older than the previous page's `before`; with
 * `format=csv` the whole log (older than `before` when given) as a CSV file.
 */
export const activityQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_ACTIVITY_PAGE_SIZE)),
    50,
  ),
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  format: z._default(z.enum(['json', 'csv']), 'json'),
});

/** GET /api/admin/activity: as above, for one account (its id or email) or everyone's. */
export const adminActivityQuerySchema = z.extend(activityQuerySchema, {
  user: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(320))),
});

/** One page of a log; `nextBefore` is null on the last page. */
export const activityPageSchema = z.object({
  entries: z.array(activityLogEntrySchema),
  nextBefore: z.nullable(z.string()),
});

export type ActivityPage = z.infer<typeof activityPageSchema>;

/** One page of everyone's log, for an admin. */
export const adminActivityPageSchema = z.object({
  entries: z.array(adminActivityEntrySchema),
  nextBefore: z.nullable(z.string()),
});

export type AdminActivityPage = z.infer<typeof adminActivityPageSchema>;

/**
 * The name a log's CSV is saved under, by its day: the account's, or a document's (its name
 * without extension, as made safe for a file name by the caller).
 */
export function buildActivityCsvFileName(now: Date, documentBaseName?: string): string {
  const day = now.toISOString().slice(0, 10);
  return documentBaseName
    ? `${documentBaseName} activity ${day}.csv`
    : `legal-explainer-activity-${day}.csv`;
}
