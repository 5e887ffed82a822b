/*
 * The text rules of iCalendar (RFC 5545 sections 3.1 and 3.3.11): escaped TEXT values, content
 * lines of at most 75 octets folded with CRLF and a space, and CRLF after every line, for
 * write-calendar.ts.
 */

/** The line ending iCalendar requires. */
export const ICS_LINE_BREAK = '\r\n';

// A content line may be 75 octets; a continuation starts with one space, which counts.
const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();

/** Escapes a TEXT value: backslash, semicolon and comma get a backslash, newlines become \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets of UTF-8, never splitting a character. */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      lines.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  lines.push(current);
  return lines.join(`${ICS_LINE_BREAK} `);
}

/** Content lines as an iCalendar file: each folded, each ended by CRLF. */
export function joinIcsLines(lines: readonly string[]): string {
  return lines.map((line) => foldIcsLine(line) + ICS_LINE_BREAK).join('');
}

/** A YYYY-MM-DD calendar date as a DATE value (YYYYMMDD), or null when it is no real date. */
export function toIcsDate(isoDate: string | null | undefined): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 2025-02-30 over into March; only a real date survives the round trip.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The DATE value of the day after a DATE value: an all-day event's exclusive end. */
export function nextIcsDate(icsDate: string): string {
  const next = new Date(
    Date.UTC(
      Number(icsDate.slice(0, 4)),
      Number(icsDate.slice(4, 6)) - 1,
      Number(icsDate.slice(6, 8)) + 1,
    ),
  );
  return next.toISOString().slice(0, 10).replace(/-/g, '');
}

/** A UTC DATE-TIME value (YYYYMMDDTHHMMSSZ), as DTSTAMP needs. */
export function formatIcsTimestamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** FNV-1a (32 bits) as 8 hex digits: short and stable, enough to keep documents' UIDs apart. */
export function hashText(text: string): string {
  let value = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    value ^= byte;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}
