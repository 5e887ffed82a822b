import * as z from 'zod/mini';
import { AUTO_DELETE_PERIODS, autoDeletePeriodSchema } from '../retention/auto-delete.ts';

/** GET and PUT /api/account/settings: the account's own choices, kept on the server. */
export const accountSettingsSchema = z.object({
  /** Days after upload a document is deleted automatically; null: kept until deleted by hand. */
  deleteDocumentsAfterDays: autoDeletePeriodSchema,
});

export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** GET /api/account/settings/auto-delete-preview?days=N: what choosing N would delete. */
export const autoDeletePreviewQuerySchema = z.object({
  days: z.pipe(z.coerce.number(), z.literal(AUTO_DELETE_PERIODS)),
});

/** How many of the account's documents are already older than the period asked about. */
export const autoDeletePreviewSchema = z.object({
  documentsPastPeriod: z.number(),
});

export type AutoDeletePreview = z.infer<typeof autoDeletePreviewSchema>;
