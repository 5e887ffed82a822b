import type { Obligation } from '../../../common/analysis/analysis-schema.ts';
import { parseCalendarDate } from '../../lib/format.ts';

/** Anything that holds obligations, such as an Analysis. */
export interface ObligationList {
  readonly obligations: readonly Obligation[];
}

/** An obligation together with the calendar date its deadline names. */
export interface DatedObligation {
  obligation: Obligation;
  date: { year: number; month: number; day: number };
}

/** The obligations whose deadline names a real calendar date, in the analysis's order. */
export function getDatedObligations(analysis: ObligationList): DatedObligation[] {
  return analysis.obligations.flatMap((obligation) => {
    const date = parseCalendarDate(obligation.deadline?.date);
    return date ? [{ obligation, date }] : [];
  });
}

/** How many obligations have no fixed date, and so cannot go into a calendar. */
export function countUndatedObligations(analysis: ObligationList): number {
  return analysis.obligations.length - getDatedObligations(analysis).length;
}
