import * as z from 'zod/mini';

/** A browser error as stored in sessionStorage and sent to the report endpoint (SPEC section 3). */
export const clientErrorReportSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  timestamp: z.string().check(z.maxLength(40)),
  message: z.string().check(z.maxLength(5_000)),
  stack: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  context: z.optional(z.nullable(z.string().check(z.maxLength(2_000)))),
  userAgent: z.string().check(z.maxLength(1_000)),
  url: z.string().check(z.maxLength(2_000)),
  userId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
