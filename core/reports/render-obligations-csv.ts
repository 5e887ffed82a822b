import type { ReportInput } from './report-input.ts';
import { joinCsvRows } from './csv-cells.ts';
import { isQuoteVerified } from './is-quote-verified.ts';
import { buildReportStamp } from './report-stamp.ts';

/**
 * The columns, lower-case and unspaced so scripts can name them. The stamp columns repeat on
 * every row: a CSV has no place for a title, and a row pasted elsewhere keeps its source.
 */
export const OBLIGATION_CSV_COLUMNS = [
  'party',
  'action',
  'deadline',
  'deadline_date',
  'trigger',
  'page',
  'quote',
  'quote_checked',
  'type',
  'document',
  'reader',
  'engine',
  'generated',
  'notice',
] as const;

/**
 * The obligations as a spreadsheet: one row per obligation, in the analysis's order, with the
 * deadline's words and, when they name one, its calendar date.
 */
export function renderObligationsCsv(input: ReportInput): string {
  const stamp = buildReportStamp(input);
  const rows = input.analysis.obligations.map((obligation) => [
    obligation.party,
    obligation.action,
    obligation.deadline?.text ?? '',
    // YYYY-MM-DD, so a spreadsheet sorts and filters by it.
    obligation.deadline?.date ?? '',
    obligation.deadline?.trigger ?? '',
    obligation.page,
    obligation.quote,
    isQuoteVerified(obligation.quote, input.pages) ? 'yes' : 'no',
    obligation.type,
    stamp.documentName,
    stamp.reader,
    stamp.engine,
    stamp.generatedAt,
    stamp.notice,
  ]);
  return joinCsvRows([OBLIGATION_CSV_COLUMNS, ...rows]);
}
