/*
 * The text rules of iCalendar (RFC 5545 section 3.1 and 3.3.11): escaped TEXT values, lines of
 * at most 75 octets folded with CRLF and a space, and CRLF after every line.
 */

/** The line ending iCalendar requires. */
export const ICS_LINE_BREAK = '\r\n';

// Content lines may be 75 octets long; a continuation line starts with one space, which counts.
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

/**
 * Folds one content line into lines of at most 75 octets (UTF-8), each continuation starting
 * with a space. A character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // The first line holds 75 octets; continuations hold 74 after their leading space.
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

/** Joins content lines into an iCalendar file: each folded, each ended by CRLF. */
export function joinIcsLines(lines: readonly string[]): string {
  return lines.map((line) => foldIcsLine(line) + ICS_LINE_BREAK).join('');
}

/** A DATE value (YYYYMMDD) for a calendar date. */
export function formatIcsDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}${pad(month)}${pad(day)}`;
}

/** A UTC DATE-TIME value (YYYYMMDDTHHMMSSZ), as DTSTAMP needs. */
export function formatIcsTimestamp(moment: Date): string {
  return (
    formatIcsDate(moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate()) +
    `T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}${pad(moment.getUTCSeconds())}Z`
  );
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
