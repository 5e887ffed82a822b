import {
  escapeIcsText,
  formatIcsTimestamp,
  hashText,
  joinIcsLines,
  nextIcsDate,
  toIcsDate,
} from './ics-text.ts';

/*
 * The one iCalendar writer: the server's key-dates report and the browser's obligations export
 * both describe their dates as all-day events and leave the file to this module (decision 019
 * says why it is ours and not ical-generator).
 */

/** One all-day event. */
export interface AllDayEvent {
  /** Stable within the document, so a file made again updates its events instead of adding. */
  key: string;
  /** YYYY-MM-DD; an event whose date is not a real calendar date is left out. */
  date: string | null | undefined;
  summary: string;
  description: string;
  /** The document's words for how often it repeats ("monthly"), repeated when a calendar can. */
  recurrence?: string | null;
}

/** A calendar file of one document's dates. */
export interface CalendarFile {
  /** The product part of PRODID: "Key dates", "Obligations export". */
  product: string;
  /** The calendar's name, shown by calendars that name an imported file. */
  name: string;
  description?: string;
  /** Keeps the UIDs of different documents' events apart. */
  documentName: string;
  /** When the file is made: every event's DTSTAMP. */
  stamp: Date;
  events: readonly AllDayEvent[];
}

// Schedules a calendar can repeat exactly; any other wording stays in the description only.
const RECURRENCE_RULES: Record<string, string> = {
  daily: 'FREQ=DAILY',
  'every day': 'FREQ=DAILY',
  weekly: 'FREQ=WEEKLY',
  'every week': 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  'per month': 'FREQ=MONTHLY',
  'each month': 'FREQ=MONTHLY',
  'every month': 'FREQ=MONTHLY',
  quarterly: 'FREQ=MONTHLY;INTERVAL=3',
  'every quarter': 'FREQ=MONTHLY;INTERVAL=3',
  annually: 'FREQ=YEARLY',
  yearly: 'FREQ=YEARLY',
  'per year': 'FREQ=YEARLY',
  'each year': 'FREQ=YEARLY',
  'every year': 'FREQ=YEARLY',
};

/**
 * The events as an iCalendar file (RFC 5545): text escaped, lines folded at 75 octets and ended
 * by CRLF. Each UID comes from the document's name and the event's key, so importing the file
 * again updates the events rather than duplicating them.
 */
export function writeCalendar(file: CalendarFile): string {
  const dtstamp = formatIcsTimestamp(file.stamp);
  return joinIcsLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Legal Explainer//${file.product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(file.name)}`,
    ...(file.description ? [`X-WR-CALDESC:${escapeIcsText(file.description)}`] : []),
    ...file.events.flatMap((event) => eventLines(event, file.documentName, dtstamp)),
    'END:VCALENDAR',
  ]);
}

function eventLines(event: AllDayEvent, documentName: string, dtstamp: string): string[] {
  const date = toIcsDate(event.date);
  if (!date) return [];
  const safeKey = event.key.replace(/[^A-Za-z0-9._-]+/g, '-');
  const rule = event.recurrence
    ? RECURRENCE_RULES[event.recurrence.trim().toLowerCase()]
    : undefined;
  return [
    'BEGIN:VEVENT',
    `UID:${safeKey}-${hashText(`${documentName}\u0000${event.key}`)}@legal-explainer`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${date}`,
    `DTEND;VALUE=DATE:${nextIcsDate(date)}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    // A date to remember, not a meeting: it should not mark the day as busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}
