/**
 * How clause cards are shown, the same on the analysis screen, the shared page and in what the
 * overall confidence counts as shown (core/analysis/summary/confidence-claims.ts). A card under 70%
 * likely is noise to a lawyer reading the list (issue 31): it waits behind "Show less likely
 * clauses".
 */
export const LIKELY_CLAUSE_THRESHOLD = 0.7;

/** How many passages a clause card quotes at most: its most probable, and two more. */
export const MAX_CLAUSE_PASSAGES = 3;
