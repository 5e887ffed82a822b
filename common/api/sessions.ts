import * as z from 'zod/mini';

/** One signed-in device of GET /api/account/sessions (issue 35, point 6). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from its User-Agent, e.g. "Firefox on Linux"; "Unknown browser". */
  browser: z.string(),
  /** Approximate place from its coarsened address: a country, "This computer", "Near 203.0.113.x". */
  place: z.string(),
  /** When it signed in (ISO timestamp). */
  createdAt: z.string(),
  /** When it last refreshed or used the API (to within a few minutes). */
  lastSeenAt: z.string(),
  /** The device asking: it is signed out with "Sign out", not from this list. */
  isCurrent: z.boolean(),
});

export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: the account's sessions, the current one first. */
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** DELETE /api/account/sessions/{id}: the id is a session id (a UUID). */
export const accountSessionParamsSchema = z.object({ sessionId: z.uuid() });

/** POST /api/account/sessions/sign-out-others: how many devices were signed out. */
export const signOutOthersResultSchema = z.object({ signedOut: z.number() });

export type SignOutOthersResult = z.infer<typeof signOutOthersResultSchema>;
