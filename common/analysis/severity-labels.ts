import type { Severity } from './analysis-schema.ts';

/** The severities from most to least serious: the order red flags are shown and reported in. */
export const SEVERITY_ORDER: readonly Severity[] = ['high', 'medium', 'low'];

/** Each severity's name, the same on screen and in every report. */
export const SEVERITY_LABELS: Record<Severity, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
