import { z } from 'zod';

/** A browser error as stored in sessionStorage and sent to the report endpoint (SPEC section 3). */
export const clientErrorReportSchema = z.object({
  id: z.string().min(1).max(100),
  timestamp: z.string().max(40),
  message: z.string().max(5_000),
  stack: z.string().max(20_000).nullable().optional(),
  context: z.string().max(2_000).nullable().optional(),
  userAgent: z.string().max(1_000),
  url: z.string().max(2_000),
  userId: z.string().max(100).nullable().optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
