import type { KeyDate, Obligation } from '../../common/analysis/analysis-schema.ts';
import type { ReportInput } from './report-input.ts';
import {
  escapeIcsText,
  formatIcsTimestamp,
  hashText,
  joinIcsLines,
  nextIcsDate,
  toIcsDate,
} from '../../common/calendar/ics-text.ts';
import { isQuoteVerified } from './is-quote-verified.ts';
import { buildReportStamp, type ReportStamp } from './report-stamp.ts';
import { describeKeyDate } from './report-wording.ts';
import { describeQuotePlace } from './quote-display.ts';

// Schedules a calendar can repeat exactly; any other wording stays in the description only.
const RECURRENCE_RULES: Record<string, string> = {
  daily: 'FREQ=DAILY',
  weekly: 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  'per month': 'FREQ=MONTHLY',
  'each month': 'FREQ=MONTHLY',
  'every month': 'FREQ=MONTHLY',
  quarterly: 'FREQ=MONTHLY;INTERVAL=3',
  annually: 'FREQ=YEARLY',
  yearly: 'FREQ=YEARLY',
  'per year': 'FREQ=YEARLY',
  'each year': 'FREQ=YEARLY',
  'every year': 'FREQ=YEARLY',
};

/** One all-day event: a date and what to show for it. */
interface CalendarItem {
  /** Stable within the document: the same analysis exported twice gives the same UIDs. */
  key: string;
  date: string;
  summary: string;
  description: string[];
  rule?: string;
}

/**
 * The document's dates as an iCalendar file: an all-day event for each key date the document
 * states as a calendar date, and for each obligation whose deadline names one. Each event's UID
 * comes from the document's name and the item, so importing the file again updates the events
 * rather than duplicating them.
 */
export function renderKeyDatesIcs(input: ReportInput): string {
  const stamp = buildReportStamp(input);
  const items = [
    ...input.analysis.keyDates.flatMap((keyDate) => keyDateItem(keyDate, input, stamp)),
    ...input.analysis.obligations.flatMap((obligation) => obligationItem(obligation, input, stamp)),
  ];
  const dtstamp = formatIcsTimestamp(input.generatedAt);
  return joinIcsLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Legal Explainer//Key dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Key dates: ${stamp.documentName}`)}`,
    `X-WR-CALDESC:${escapeIcsText(stampLines(stamp).join('\n'))}`,
    ...items.flatMap((item) => eventLines(item, stamp.documentName, dtstamp)),
    'END:VCALENDAR',
  ]);
}

function keyDateItem(keyDate: KeyDate, input: ReportInput, stamp: ReportStamp): CalendarItem[] {
  const date = keyDate.status === 'stated' ? toIcsDate(keyDate.date) : null;
  if (!date) return [];
  return [
    {
      key: `${keyDate.kind}-${keyDate.start}`,
      date,
      summary: `${keyDate.label}: ${stamp.documentName}`,
      description: [
        `${keyDate.label}: ${describeKeyDate(keyDate)}`,
        ...quoteLines(keyDate, input),
        ...stampLines(stamp),
      ],
    },
  ];
}

function obligationItem(
  obligation: Obligation,
  input: ReportInput,
  stamp: ReportStamp,
): CalendarItem[] {
  const deadline = obligation.deadline;
  const date = toIcsDate(deadline?.date);
  if (!deadline || !date) return [];
  const rule = deadline.recurrence
    ? RECURRENCE_RULES[deadline.recurrence.trim().toLowerCase()]
    : undefined;
  return [
    {
      key: obligation.id,
      date,
      summary: `${obligation.party}: ${obligation.action}`,
      description: [
        `Deadline: ${deadline.text}`,
        ...(deadline.recurrence ? [`Repeats: ${deadline.recurrence}`] : []),
        ...quoteLines(obligation, input),
        ...stampLines(stamp),
      ],
      ...(rule ? { rule } : {}),
    },
  ];
}

function quoteLines(located: { quote: string; page: number }, input: ReportInput): string[] {
  const place = describeQuotePlace({
    text: located.quote,
    page: located.page,
    isVerified: isQuoteVerified(located.quote, input.pages),
  });
  return ['', `"${located.quote}"`, place];
}

function stampLines(stamp: ReportStamp): string[] {
  return [
    '',
    `From ${stamp.documentName}, read as ${stamp.reader}.`,
    `Engine: ${stamp.engine}. Generated ${stamp.generatedAt}.`,
    stamp.notice,
  ];
}

function eventLines(item: CalendarItem, documentName: string, dtstamp: string): string[] {
  const safeKey = item.key.replace(/[^A-Za-z0-9._-]+/g, '-');
  return [
    'BEGIN:VEVENT',
    `UID:${safeKey}-${hashText(`${documentName}\u0000${item.key}`)}@legal-explainer`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${item.date}`,
    `DTEND;VALUE=DATE:${nextIcsDate(item.date)}`,
    ...(item.rule ? [`RRULE:${item.rule}`] : []),
    `SUMMARY:${escapeIcsText(item.summary)}`,
    `DESCRIPTION:${escapeIcsText(item.description.join('\n'))}`,
    // A date to remember, not a meeting: it should not mark the day as busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}
