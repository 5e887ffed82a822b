import type { KeyDate, KeyTerm } from '../../common/analysis/analysis-schema.ts';
import {
  CONFIDENCE_BAND_LABELS,
  findConfidenceBand,
} from '../../common/analysis/confidence-band.ts';
import { formatDuration } from '../../common/analysis/format-duration.ts';
import { formatLongDate } from '../../common/dates/long-dates.ts';

export { formatDuration };

/*
 * How a report writes numbers, dates and statuses in words. Every format uses these, so the
 * PDF, the Word file and the Markdown say the same thing the same way.
 */

/** A probability as a whole percentage: 0.874 -> "87%". */
export function formatPercent(probability: number): string {
  const clamped = Number.isFinite(probability) ? Math.min(1, Math.max(0, probability)) : 0;
  return `${Math.round(clamped * 100)}%`;
}

/** A YYYY-MM-DD date as people read it ("1 May 2019"); anything else as it came. */
export function formatCalendarDate(isoDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? formatLongDate(isoDate) : isoDate;
}

/** The score's band in words, as the app shows it. */
export function describeConfidence(score: number): string {
  return CONFIDENCE_BAND_LABELS[findConfidenceBand(score)];
}

/** A key date's value: its date, its length, or why there is none. */
export function describeKeyDate(keyDate: KeyDate): string {
  if (keyDate.status === 'blank') return 'Left blank in the document';
  if (keyDate.status === 'not-found') return 'Not found in this document';
  const parts: string[] = [];
  if (keyDate.duration) parts.push(formatDuration(keyDate.duration));
  if (keyDate.date) parts.push(formatCalendarDate(keyDate.date));
  return parts.length === 2 ? `${parts[0]}, to ${parts[1]}` : (parts[0] ?? keyDate.quote);
}

/** A key term's value, or why there is none. */
export function describeKeyTerm(keyTerm: KeyTerm): string {
  if (keyTerm.status === 'blank') return 'Left blank in the document';
  if (keyTerm.status === 'not-found') return 'Not found in this document';
  return keyTerm.value;
}

/** "30 items" / "1 item". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
