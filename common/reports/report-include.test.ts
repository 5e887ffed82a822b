import { describe, expect, it } from 'vitest';
import {
  parseReportInclude,
  REPORT_FORMAT_DETAILS,
  REPORT_FORMATS,
  REPORT_SECTIONS,
  reportIncludeSchema,
} from './report-include.ts';

describe('parseReportInclude', () => {
  it('reads a comma list as the sections it names, in the report’s own order', () => {
    expect(parseReportInclude('obligations,summary')).toEqual(['summary', 'obligations']);
  });

  it('takes spaces, capitals and repeats in its stride', () => {
    expect(parseReportInclude(' Red-Flags , summary,red-flags ')).toEqual(['summary', 'red-flags']);
  });

  it.each([undefined, null, '', ' , '])('means the whole analysis for %j', (value) => {
    expect(parseReportInclude(value)).toEqual([...REPORT_SECTIONS]);
  });

  it('refuses a section it does not know, naming it', () => {
    expect(() => parseReportInclude('summary,appendix')).toThrow(/appendix/);
    expect(reportIncludeSchema.safeParse('everything').success).toBe(false);
  });
});

describe('REPORT_FORMAT_DETAILS', () => {
  it('gives every format a media type and an extension that match what it is', () => {
    expect(REPORT_FORMATS.map((format) => REPORT_FORMAT_DETAILS[format].extension)).toEqual([
      'pdf',
      'docx',
      'docx',
      'md',
      'csv',
      'ics',
    ]);
    expect(REPORT_FORMAT_DETAILS.pdf.contentType).toBe('application/pdf');
    expect(REPORT_FORMAT_DETAILS['docx-comments'].contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(REPORT_FORMAT_DETAILS.csv.contentType).toBe('text/csv; charset=utf-8');
    expect(REPORT_FORMAT_DETAILS.ics.contentType).toBe('text/calendar; charset=utf-8');
  });
});
