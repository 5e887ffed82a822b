import type { Duration } from './analysis-schema.ts';

const UNIT_NAMES: Record<Duration['unit'], [string, string]> = {
  day: ['day', 'days'],
  'business-day': ['business day', 'business days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
};

/** A duration in words ("30 days", "1 business day"), the same on the screen and in reports. */
export function formatDuration(duration: Duration): string {
  const [singular, plural] = UNIT_NAMES[duration.unit];
  return `${duration.value} ${duration.value === 1 ? singular : plural}`;
}
