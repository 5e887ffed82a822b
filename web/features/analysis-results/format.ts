/** A probability (0 to 1) as a whole percentage, e.g. 0.874 -> "87%". */
export function formatPercent(probability: number): string {
  const clamped = Number.isFinite(probability) ? Math.min(1, Math.max(0, probability)) : 0;
  return `${Math.round(clamped * 100)}%`;
}

/** "1 item" or "3 items": a count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a YYYY-MM-DD date, or null when the text is not a real calendar date. */
export function parseCalendarDate(
  text: string | null | undefined,
): { year: number; month: number; day: number } | null {
  const match = text ? CALENDAR_DATE.exec(text.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 2025-02-30 over into March; a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD date in the reader's words ("March 1, 2026"), or the text as it came. */
export function formatCalendarDate(text: string): string {
  const parts = parseCalendarDate(text);
  if (!parts) return text;
  return dateFormat.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

export { formatDuration } from '../../../common/analysis/format-duration.ts';
