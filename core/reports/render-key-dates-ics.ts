import type { KeyDate, Obligation } from '../../common/analysis/analysis-schema.ts';
import type { ReportInput } from './report-input.ts';
import { writeCalendar, type AllDayEvent } from '../../common/calendar/write-calendar.ts';
import { isQuoteVerified } from './is-quote-verified.ts';
import { buildReportStamp, type ReportStamp } from './report-stamp.ts';
import { describeKeyDate } from './report-wording.ts';
import { describeQuotePlace } from './quote-display.ts';

/**
 * The document's dates as an iCalendar file: an all-day event for each key date the document
 * states as a calendar date, and for each obligation whose deadline names one.
 */
export function renderKeyDatesIcs(input: ReportInput): string {
  const stamp = buildReportStamp(input);
  return writeCalendar({
    product: 'Key dates',
    name: `Key dates: ${stamp.documentName}`,
    description: stampLines(stamp).join('\n'),
    documentName: stamp.documentName,
    stamp: input.generatedAt,
    events: [
      ...input.analysis.keyDates.flatMap((keyDate) => keyDateEvent(keyDate, input, stamp)),
      ...input.analysis.obligations.flatMap((obligation) =>
        obligationEvent(obligation, input, stamp),
      ),
    ],
  });
}

function keyDateEvent(keyDate: KeyDate, input: ReportInput, stamp: ReportStamp): AllDayEvent[] {
  if (keyDate.status !== 'stated') return [];
  return [
    {
      key: `${keyDate.kind}-${keyDate.start}`,
      date: keyDate.date,
      summary: `${keyDate.label}: ${stamp.documentName}`,
      description: [
        `${keyDate.label}: ${describeKeyDate(keyDate)}`,
        ...quoteLines(keyDate, input),
        ...stampLines(stamp),
      ].join('\n'),
    },
  ];
}

function obligationEvent(
  obligation: Obligation,
  input: ReportInput,
  stamp: ReportStamp,
): AllDayEvent[] {
  const deadline = obligation.deadline;
  if (!deadline) return [];
  return [
    {
      key: obligation.id,
      date: deadline.date,
      summary: `${obligation.party}: ${obligation.action}`,
      description: [
        `Deadline: ${deadline.text}`,
        ...(deadline.recurrence ? [`Repeats: ${deadline.recurrence}`] : []),
        ...quoteLines(obligation, input),
        ...stampLines(stamp),
      ].join('\n'),
      recurrence: deadline.recurrence,
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
