/** The three bands an overall confidence (0-100) falls in. */
export type ConfidenceBand = 'high' | 'moderate' | 'low';

/** 80 and above is high, 50 to 79 moderate, below 50 low: on screen and in every report. */
export function findConfidenceBand(score: number): ConfidenceBand {
  if (score >= 80) return 'high';
  if (score >= 50) return 'moderate';
  return 'low';
}

/** Each band's name. */
export const CONFIDENCE_BAND_LABELS: Record<ConfidenceBand, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};
