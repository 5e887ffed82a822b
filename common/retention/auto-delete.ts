import * as z from 'zod/mini';

/** The periods, in days after upload, a person can have their documents deleted after. */
export const AUTO_DELETE_PERIODS = [7, 30, 90, 365] as const;

/** One of AUTO_DELETE_PERIODS. */
export type AutoDeletePeriod = (typeof AUTO_DELETE_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A period in days, or null for "never" (the default). */
export const autoDeletePeriodSchema = z.nullable(z.literal(AUTO_DELETE_PERIODS));

/**
 * When a document uploaded at `createdAt` is due to go under a period: the sweeper deletes it
 * at its first run after this moment, and the workspace tells the person this date.
 */
export function getAutoDeleteDate(createdAt: string, days: AutoDeletePeriod): Date {
  return new Date(new Date(createdAt).getTime() + days * DAY_MS);
}

/** Documents uploaded before this moment are past the period at `now`. */
export function getAutoDeleteCutoff(now: Date, days: AutoDeletePeriod): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
