import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { describePageAndSection } from '../../common/analysis/section-place.ts';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { createReportInput, NON_ASCII_PARTY } from './report-input.test-support.ts';
import { renderDocxReport } from './render-docx-report.ts';

const input = createReportInput();

async function readText(docx: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: docx });
  return value.replace(/\s+/g, ' ');
}

describe('renderDocxReport', () => {
  it('says what the PDF says: document, parties, reader, engine, date and notice', async () => {
    const text = await readText(await renderDocxReport(input));
    expect(text).toContain('Acme MSA.pdf');
    expect(text).toContain('Consulting Agreement');
    expect(text).toContain(`Read as: ${NON_ASCII_PARTY} (Consultant)`);
    expect(text).toContain('Driven Deliveries, Inc. (Company)');
    expect(text).toContain('legal-explainer-built-in 1.0.0, no language model');
    expect(text).toContain('4 March 2026, 09:30 UTC');
    expect(text).toContain(NOT_LEGAL_ADVICE_NOTICE);
  });

  it('has each red flag with its explanation, quote, page and check mark, in order', async () => {
    const text = await readText(await renderDocxReport({ ...input, include: ['red-flags'] }));
    let position = text.indexOf('Red flags');
    for (const redFlag of input.analysis.redFlags) {
      const found = text.indexOf(
        `${redFlag.quote.replace(/\s+/g, ' ')} ${describePageAndSection(redFlag.page, redFlag.section)} · ✓ quote checked word for word`,
        // Two findings may quote the same clause: each is looked for after the one before.
        position + 1,
      );
      expect(found, redFlag.title).toBeGreaterThan(position);
      expect(text.slice(position, found)).toContain(redFlag.explanation);
      position = found;
    }
  });

  it('leaves out the sections not included', async () => {
    const text = await readText(await renderDocxReport({ ...input, include: ['obligations'] }));
    expect(text).toContain(input.analysis.obligations[0]?.quote);
    expect(text).not.toContain('Most serious red flags');
    expect(text).not.toContain(input.analysis.summary.short);
  });

  it('puts the notice and the page number in the footer and names itself', async () => {
    const zip = await JSZip.loadAsync(await renderDocxReport(input));
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^word\/footer\d*\.xml$/.test(name))
        .map((name) => zip.file(name)?.async('string')),
    );
    expect(footers.join('')).toContain(NOT_LEGAL_ADVICE_NOTICE);
    expect(footers.join('')).toMatch(/PAGE/);
    const core = await zip.file('docProps/core.xml')?.async('string');
    expect(core).toContain('<dc:title>Acme MSA.pdf: contract analysis</dc:title>');
  });
});
