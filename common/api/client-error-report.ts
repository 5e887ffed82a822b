import * as z from 'zod/mini';

/**
 * The longest each field of a report may be, in characters: enough to find and fix the error
 * (a message, the top of a stack, the page), short enough that a report is a few kilobytes of
 * log. The browser cuts its records to these before sending.
 */
export const CLIENT_ERROR_LIMITS = {
  id: 64,
  timestamp: 40,
  message: 1_000,
  stack: 4_000,
  context: 500,
  userAgent: 400,
  url: 1_000,
  userId: 100,
} as const;

const text = (field: keyof typeof CLIENT_ERROR_LIMITS) =>
  z.string().check(z.maxLength(CLIENT_ERROR_LIMITS[field]));

/**
 * A browser error as stored in sessionStorage and sent to the report endpoint (SPEC section 3).
 * The server records the user from the request's bearer token, never from `userId`.
 */
export const clientErrorReportSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(CLIENT_ERROR_LIMITS.id)),
  timestamp: text('timestamp'),
  message: text('message'),
  stack: z.optional(z.nullable(text('stack'))),
  context: z.optional(z.nullable(text('context'))),
  userAgent: text('userAgent'),
  url: text('url'),
  userId: z.optional(z.nullable(text('userId'))),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
