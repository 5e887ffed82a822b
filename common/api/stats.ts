import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.nonnegative());

/** The constants of the time-saved formula (common/stats/compute-stats.ts), to explain it. */
export const timeSavedBasisSchema = z.object({
  wordsPerMinute: z.number().check(z.positive()),
  analysisReadingMinutes: z.number().check(z.nonnegative()),
  charactersPerWord: z.number().check(z.positive()),
});

/**
 * GET /api/stats: the dashboard statistics of the signed-in user (SPEC sections 1 and 3).
 * `timesSaved` is whole minutes of careful reading saved; `avgConfidence` is 0 to 100.
 */
export const statsSchema = z.object({
  documentsAnalyzed: count,
  redFlagsFound: count,
  timesSaved: count,
  totalObligations: count,
  avgConfidence: z.number().check(z.int(), z.gte(0), z.lte(100)),
  timeSavedBasis: timeSavedBasisSchema,
});

export type Stats = z.infer<typeof statsSchema>;
export type TimeSavedBasis = z.infer<typeof timeSavedBasisSchema>;
