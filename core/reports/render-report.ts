import { REPORT_FORMAT_DETAILS, type ReportFormat } from '../../common/reports/report-include.ts';
import type { ReportInput } from './report-input.ts';
import { buildReportFileName } from '../../common/reports/report-file-name.ts';
import { renderDocxReport } from './render-docx-report.ts';
import { renderDocxWithComments } from './render-docx-with-comments.ts';
import { renderKeyDatesIcs } from './render-key-dates-ics.ts';
import { renderMarkdown } from './render-markdown.ts';
import { renderObligationsCsv } from './render-obligations-csv.ts';
import { renderPdfReport } from './render-pdf-report.ts';

/** A report file, ready to send. */
export interface RenderedReport {
  body: Buffer;
  contentType: string;
  fileName: string;
}

// Excel opens a UTF-8 CSV as Windows-1252 unless it starts with a byte-order mark, and turns
// "Křetínský" into "KĹ™etĂ­nskĂ˝"; other spreadsheets and parsers skip the mark.
const UTF8_BOM = '\ufeff';

const RENDERERS: Record<ReportFormat, (input: ReportInput) => Promise<Buffer>> = {
  pdf: renderPdfReport,
  docx: renderDocxReport,
  'docx-comments': renderDocxWithComments,
  md: async (input) => Buffer.from(renderMarkdown(input), 'utf8'),
  csv: async (input) => Buffer.from(UTF8_BOM + renderObligationsCsv(input), 'utf8'),
  ics: async (input) => Buffer.from(renderKeyDatesIcs(input), 'utf8'),
};

/**
 * One report in one format, with the media type and file name to send it under: the single
 * entry point for the download route, the command line and share links.
 */
export async function renderReport(
  format: ReportFormat,
  input: ReportInput,
): Promise<RenderedReport> {
  return {
    body: await RENDERERS[format](input),
    contentType: REPORT_FORMAT_DETAILS[format].contentType,
    fileName: buildReportFileName(input.documentName, format),
  };
}
