import type { Obligation } from '../../../common/analysis/analysis-schema.ts';
import { writeCalendar } from '../../../common/calendar/write-calendar.ts';
import { getDatedObligations, type ObligationList } from './obligation-dates.ts';

/** What the calendar file needs besides the analysis. */
export interface ObligationsToIcsOptions {
  /** The document's name, shown in each event and used to keep event ids apart. */
  documentName: string;
  /** When the file is made: the DTSTAMP of every event. */
  now: Date;
}

const NOT_LEGAL_ADVICE = 'Legal Explainer explains documents; it is not legal advice.';

/**
 * The obligations as an iCalendar file: one all-day event per obligation whose deadline names
 * a calendar date (those without one are left out; see countUndatedObligations).
 */
export function obligationsToIcs(
  analysis: ObligationList,
  { documentName, now }: ObligationsToIcsOptions,
): string {
  return writeCalendar({
    product: 'Obligations export',
    name: `Obligations: ${documentName}`,
    documentName,
    stamp: now,
    events: getDatedObligations(analysis).map(({ obligation }) => ({
      key: obligation.id,
      date: obligation.deadline?.date,
      summary: `${obligation.party}: ${obligation.action}`,
      description: describe(obligation, documentName),
      recurrence: obligation.deadline?.recurrence,
    })),
  });
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
