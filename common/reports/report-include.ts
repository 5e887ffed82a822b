import * as z from 'zod/mini';

/** The parts of an analysis a report can hold, in the order a report shows them. */
export const REPORT_SECTIONS = [
  'summary',
  'red-flags',
  'protections',
  'obligations',
  'key-facts',
  'clauses',
  'chat',
] as const;

/** One part of an analysis a report can hold. */
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The files a report can be downloaded as. */
export const REPORT_FORMATS = ['pdf', 'docx', 'docx-comments', 'md', 'csv', 'ics'] as const;

/** One file a report can be downloaded as. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A `format` parameter, checked against REPORT_FORMATS. */
export const reportFormatSchema = z.enum(REPORT_FORMATS);

/** How a format travels: its media type, its file extension and what its file name says. */
export interface ReportFormatDetails {
  contentType: string;
  extension: string;
  /** The words after the document's name: "Acme MSA - key dates.ics". */
  fileNameSuffix: string;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Each format's media type, extension and file-name suffix. */
export const REPORT_FORMAT_DETAILS: Record<ReportFormat, ReportFormatDetails> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', fileNameSuffix: 'analysis' },
  docx: { contentType: DOCX_TYPE, extension: 'docx', fileNameSuffix: 'analysis' },
  'docx-comments': { contentType: DOCX_TYPE, extension: 'docx', fileNameSuffix: 'with comments' },
  // Text formats say their charset, so a browser opening one shows "Křetínský", not mojibake.
  md: { contentType: 'text/markdown; charset=utf-8', extension: 'md', fileNameSuffix: 'analysis' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv', fileNameSuffix: 'obligations' },
  ics: {
    contentType: 'text/calendar; charset=utf-8',
    extension: 'ics',
    fileNameSuffix: 'key dates',
  },
};

function isReportSection(name: string): name is ReportSection {
  return (REPORT_SECTIONS as readonly string[]).includes(name);
}

/**
 * `include` as a query string gives it ("summary,red-flags"): a comma list of sections, spaces
 * and repeats allowed; empty or absent means the whole analysis. The result is always in the
 * report's own order, so two links asking for the same parts make the same file.
 */
export const reportIncludeSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value, context): ReportSection[] => {
    const names = (value ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name.length > 0);
    const unknown = names.filter((name) => !isReportSection(name));
    if (unknown.length > 0) {
      context.issues.push({
        code: 'custom',
        input: value,
        message: `Unknown report section: ${unknown.join(', ')}. Choose from ${REPORT_SECTIONS.join(', ')}.`,
      });
      return [];
    }
    if (names.length === 0) return [...REPORT_SECTIONS];
    return REPORT_SECTIONS.filter((section) => names.includes(section));
  }),
);

/** The sections a comma list names (all of them when it is empty); throws on an unknown name. */
export function parseReportInclude(value?: string | null): ReportSection[] {
  return reportIncludeSchema.parse(value);
}
