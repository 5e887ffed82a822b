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
