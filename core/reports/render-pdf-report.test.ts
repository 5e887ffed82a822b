import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { collapse, readPdf, type ReadPdf } from './read-pdf.test-support.ts';
import { createReportInput, NON_ASCII_PARTY } from './report-input.test-support.ts';
import { renderPdfReport } from './render-pdf-report.ts';

const input = createReportInput();

describe('renderPdfReport', () => {
  let read: ReadPdf;
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = await renderPdfReport(input);
    read = await readPdf(bytes);
  });

  it('opens with the document, its parties, its reader and the not-legal-advice line', () => {
    const [firstPage] = read.pages;
    // Labels read as words, not as letters spaced apart.
    expect(firstPage).toContain('CONTRACT ANALYSIS');
    expect(firstPage).toContain('Acme MSA.pdf');
    expect(firstPage).toContain('Consulting Agreement');
    expect(firstPage).toContain('Driven Deliveries, Inc. (Company)');
    expect(firstPage).toContain(`${NON_ASCII_PARTY} (Consultant)`);
    expect(firstPage).toContain('legal-explainer-built-in 1.0.0, no language model');
    expect(firstPage).toContain('4 March 2026, 09:30 UTC');
    expect(firstPage).toContain(`${input.analysis.overallConfidence} / 100`);
    expect(firstPage).toContain(input.analysis.redFlags[0]?.title);
  });

  it('quotes each red flag with its page and the check mark', () => {
    const whole = read.pages.join(' ');
    for (const redFlag of input.analysis.redFlags) {
      expect(whole).toContain(collapse(redFlag.quote));
    }
    expect(whole).toContain(
      `Page ${input.analysis.redFlags[0]?.page} · ✓ quote checked word for word`,
    );
  });

  it('puts the not-legal-advice line and the page number on every page', () => {
    expect(read.pages.length).toBeGreaterThan(2);
    read.pages.forEach((text, index) => {
      expect(text).toContain(NOT_LEGAL_ADVICE_NOTICE);
      expect(text).toContain(`Page ${index + 1} of ${read.pages.length}`);
    });
  });

  it('is a tagged PDF with a title, a language and headings for screen readers', () => {
    expect(read.isMarked).toBe(true);
    expect(read.title).toBe('Acme MSA.pdf: contract analysis');
    expect(read.headings).toEqual(expect.arrayContaining(['H1', 'H2', 'H3']));
    expect(bytes.toString('latin1')).toMatch(/\/Lang \(en-GB\)/);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });

  it('leaves out the sections not included', async () => {
    const summaryOnly = await readPdf(await renderPdfReport({ ...input, include: ['summary'] }));
    const whole = summaryOnly.pages.join(' ');
    expect(whole).toContain(input.analysis.summary.short.slice(0, 60));
    expect(whole).not.toContain('Most serious red flags');
    expect(whole).not.toContain(collapse(input.analysis.redFlags[0]?.suggestion ?? ''));
  });
});
