import type { Duration } from '../../common/analysis/analysis-schema.ts';
import { findDurations } from '../analysis/reading/facts/parse-durations.ts';

const DAYS_PER_UNIT: Record<Duration['unit'], number> = {
  day: 1,
  'business-day': 1.4,
  week: 7,
  month: 30,
  year: 365,
};

/** A term's length in days ("two (2) years" is 730), from its first duration; null without one. */
export function measureDays(text: string): number | null {
  const found = findDurations(text)[0];
  return found ? found.duration.value * DAYS_PER_UNIT[found.duration.unit] : null;
}

const AMOUNT = /[$€£]\s?(\d[\d,]*(?:\.\d+)?)\s*(million|billion|thousand)?/i;
const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** A term's sum of money ("$1.5 million" is 1,500,000), from its first amount; null without one. */
export function measureAmount(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const value = Number((match[1] ?? '').replace(/,/g, ''));
  return Number.isFinite(value) ? value * (SCALE[(match[2] ?? '').toLowerCase()] ?? 1) : null;
}

/** Says a length of time the way a reader would: "1 year", "18 months", "30 days". */
export function describeDuration(text: string): string | null {
  const found = findDurations(text)[0];
  if (!found) return null;
  const { value, unit } = found.duration;
  const name = unit === 'business-day' ? 'business day' : unit;
  return `${value} ${name}${value === 1 ? '' : 's'}`;
}
