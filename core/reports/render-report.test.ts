import { describe, expect, it } from 'vitest';
import { REPORT_FORMATS } from '../../common/reports/report-include.ts';
import { createReportInput } from './report-input.test-support.ts';
import { buildReportFileName } from '../../common/reports/report-file-name.ts';
import { renderReport } from './render-report.ts';

const input = createReportInput();

describe('renderReport', () => {
  it('makes each format as the file it says it is', async () => {
    const starts: Record<string, string> = {
      pdf: '%PDF-1.7',
      docx: 'PK',
      'docx-comments': 'PK',
      md: '# Acme MSA.pdf',
      csv: '\ufeffparty,action',
      ics: 'BEGIN:VCALENDAR\r\n',
    };
    for (const format of REPORT_FORMATS) {
      const report = await renderReport(format, input);
      expect(report.body.toString('utf8', 0, 40).startsWith(starts[format] ?? '?'), format).toBe(
        true,
      );
    }
  });

  it('names the files after the document and what they hold', async () => {
    const names = await Promise.all(
      REPORT_FORMATS.map(async (format) => (await renderReport(format, input)).fileName),
    );
    expect(names).toEqual([
      'Acme MSA - analysis.pdf',
      'Acme MSA - analysis.docx',
      'Acme MSA - with comments.docx',
      'Acme MSA - analysis.md',
      'Acme MSA - obligations.csv',
      'Acme MSA - key dates.ics',
    ]);
  });

  it('sends each with its media type', async () => {
    expect((await renderReport('pdf', input)).contentType).toBe('application/pdf');
    expect((await renderReport('md', input)).contentType).toBe('text/markdown; charset=utf-8');
  });
});

describe('buildReportFileName', () => {
  it('keeps to plain ASCII a header and any file system accept', () => {
    expect(buildReportFileName('Křetínský – Värde "final" v2.docx', 'pdf')).toBe(
      'Kretinsky Varde final v2 - analysis.pdf',
    );
    expect(buildReportFileName('../../etc/passwd', 'md')).toBe('etc passwd - analysis.md');
    expect(buildReportFileName('合同.pdf', 'csv')).toBe('Document - obligations.csv');
    expect(buildReportFileName(`${'a'.repeat(300)}.pdf`, 'ics')).toBe(
      `${'a'.repeat(80)} - key dates.ics`,
    );
  });
});
