import { z } from 'zod';

/** The public settings the web app reads from GET /api/config at start-up. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.string(),
  errorReportUrl: z.string().nullable(),
  maxUploadBytes: z.number().int().positive(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
