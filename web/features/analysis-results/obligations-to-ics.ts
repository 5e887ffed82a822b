import type { Obligation } from '../../../common/analysis/analysis-schema.ts';
import {
  escapeIcsText,
  formatIcsDate,
  formatIcsTimestamp,
  joinIcsLines,
} from '../../../common/calendar/ics-text.ts';
import {
  getDatedObligations,
  type DatedObligation,
  type ObligationList,
} from './obligation-dates.ts';

/** What the calendar file needs besides the analysis. */
export interface ObligationsToIcsOptions {
  /** The document's name, shown in each event and used to keep event ids apart. */
  documentName: string;
  /** When the file is made: the DTSTAMP of every event. */
  now: Date;
}

const NOT_LEGAL_ADVICE = 'Legal Explainer explains documents; it is not legal advice.';

// Repeating schedules a calendar can follow exactly; anything else stays in the description.
const RECURRENCE_RULES: Record<string, string> = {
  daily: 'FREQ=DAILY',
  'every day': 'FREQ=DAILY',
  weekly: 'FREQ=WEEKLY',
  'every week': 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  'every month': 'FREQ=MONTHLY',
  'each month': 'FREQ=MONTHLY',
  quarterly: 'FREQ=MONTHLY;INTERVAL=3',
  'every quarter': 'FREQ=MONTHLY;INTERVAL=3',
  annually: 'FREQ=YEARLY',
  yearly: 'FREQ=YEARLY',
  'every year': 'FREQ=YEARLY',
  'each year': 'FREQ=YEARLY',
};

/**
 * The obligations as an iCalendar file: one all-day event per obligation whose deadline names
 * a calendar date (those without one are left out; see countUndatedObligations). Text is
 * escaped, lines are folded at 75 octets and end in CRLF, and each event has a UID that stays
 * the same when the same document is exported again, so calendars update rather than duplicate.
 */
export function obligationsToIcs(
  analysis: ObligationList,
  { documentName, now }: ObligationsToIcsOptions,
): string {
  const stamp = formatIcsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Legal Explainer//Obligations export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Obligations: ${documentName}`)}`,
    ...getDatedObligations(analysis).flatMap((dated) => eventLines(dated, documentName, stamp)),
    'END:VCALENDAR',
  ];
  return joinIcsLines(lines);
}

function eventLines(
  { obligation, date }: DatedObligation,
  documentName: string,
  stamp: string,
): string[] {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const rule = obligation.deadline?.recurrence
    ? RECURRENCE_RULES[obligation.deadline.recurrence.trim().toLowerCase()]
    : undefined;
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid(obligation, documentName)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${formatIcsDate(date.year, date.month, date.day)}`,
    `DTEND;VALUE=DATE:${formatIcsDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `SUMMARY:${escapeIcsText(`${obligation.party}: ${obligation.action}`)}`,
    `DESCRIPTION:${escapeIcsText(describe(obligation, documentName))}`,
    // A deadline is a reminder, not a meeting: it should not mark the day as busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

function describe(obligation: Obligation, documentName: string): string {
  const deadline = obligation.deadline;
  return [
    deadline?.text ? `Deadline: ${deadline.text}` : null,
    deadline?.recurrence ? `Repeats: ${deadline.recurrence}` : null,
    `From ${documentName}, page ${obligation.page}:`,
    `"${obligation.quote}"`,
    '',
    NOT_LEGAL_ADVICE,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

function eventUid(obligation: Obligation, documentName: string): string {
  const safeId = obligation.id.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${safeId}-${hash(`${documentName}\u0000${obligation.id}`)}@legal-explainer`;
}

/** FNV-1a, 32 bits, as 8 hex digits: short, stable, and enough to keep documents apart. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    value ^= byte;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}
