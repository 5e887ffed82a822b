import { describeActivity } from '../../common/activity/describe-activity.ts';
import type { ActivityLogEntry, AdminActivityEntry } from '../../common/api/activity.ts';

const HEADER = ['time', 'event', 'document', 'share', 'address hash', 'details'];

/**
 * The log as CSV (RFC 4180: comma-separated, CRLF lines, every cell quoted), one entry a row,
 * with the event in plain words and its facts as `name: value` pairs. A document's name is the
 * user's own text and a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return before one) as a formula, so such a cell gets a leading apostrophe and is shown as
 * text (the OWASP advice for CSV injection).
 */
export function buildActivityCsv(entries: readonly ActivityLogEntry[]): string {
  return toCsv(HEADER, entries.map(toRow));
}

/** As buildActivityCsv, with whose log each entry is in first, for an admin. */
export function buildAdminActivityCsv(entries: readonly AdminActivityEntry[]): string {
  return toCsv(
    ['account', ...HEADER],
    entries.map((entry) => [entry.userEmail ?? entry.userId, ...toRow(entry)]),
  );
}

function toRow(entry: ActivityLogEntry): string[] {
  return [
    entry.createdAt,
    describeActivity(entry),
    entry.documentName ?? '',
    entry.shareId ?? '',
    entry.addressHash ?? '',
    Object.entries(entry.detail)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; '),
  ];
}

function toCsv(header: readonly string[], rows: readonly string[][]): string {
  return `${[header, ...rows].map((row) => row.map(toCsvCell).join(',')).join('\r\n')}\r\n`;
}

/** One cell: neutralised when a spreadsheet would run it, quoted, its quotes doubled. */
export function toCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
