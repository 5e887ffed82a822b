/*
 * How the web app writes dates, times, sizes and counts for people: one style on every screen,
 * in the reader's own locale (SPEC names none), so a day reads "1 May 2019" to a British reader
 * and "May 1, 2019" to an American one, never "5/1/2019".
 */

const instantDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
// A calendar date names a day, not a moment: formatted in UTC it is that day wherever one is.
const calendarDateFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeStyle: 'short',
});
const countFormat = new Intl.NumberFormat(undefined);

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

/**
 * A day: a YYYY-MM-DD calendar date as that very day, or an ISO timestamp as the day it falls
 * on where the reader is. Text that is neither (or a date that does not exist, such as 30
 * February, which Date would roll over into March) comes back as it was.
 */
export function formatDate(text: string): string {
  if (CALENDAR_DATE.test(text.trim())) {
    const parts = parseCalendarDate(text);
    return parts
      ? calendarDateFormat.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)))
      : text;
  }
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? text : instantDateFormat.format(moment);
}

/** An ISO timestamp as a day and a time where the reader is; other text as it was. */
export function formatDateTime(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return Number.isNaN(moment.getTime()) ? isoTimestamp : dateTimeFormat.format(moment);
}

/** A size people read at a glance: "812 bytes", "48 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** A count with the reader's digit grouping: "1,204" or "1.204". */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** "1 item" or "1,204 items": a count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** A probability (0 to 1) as a whole percentage, e.g. 0.874 -> "87%". */
export function formatPercent(probability: number): string {
  const clamped = Number.isFinite(probability) ? Math.min(1, Math.max(0, probability)) : 0;
  return `${Math.round(clamped * 100)}%`;
}
