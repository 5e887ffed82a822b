import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema } from '../common/analysis/analysis-schema.ts';
import { makeBrowserPrintedScan } from '../core/parsing/ocr/make-browser-printed-scan.test-support.ts';
import { makeScannedPdf } from '../core/parsing/ocr/make-scanned-pdf.test-support.ts';

const CLI = path.resolve('bin/legal-explainer.js');
const CONTRACT = `CONSULTING AGREEMENT

This Consulting Agreement (the "Agreement") is made as of May 1, 2019 by and between Driven Deliveries, Inc. ("Company"), a Nevada corporation, and TruckThat LLC ("Consultant").

1. Services. Consultant shall provide marketing services to the Company.

2. Compensation. Company shall pay Consultant within thirty (30) days after receipt of an invoice.

3. Term. This Agreement shall automatically renew for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.

4. Governing Law. This Agreement shall be governed by the laws of the State of California.`;

/** The contract as a scanner's page would show it: at most 80 characters a line. */
function wrapForScan(text: string): string[] {
  return text.split('\n\n').flatMap((paragraph, index) => {
    const lines: string[] = index > 0 ? [''] : [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && line.length + word.length + 1 > 80) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    return [...lines, line];
  });
}

function runCli(args: string[], timeout = 60_000) {
  const result = spawnSync(process.execPath, [CLI, 'analyze', ...args], {
    encoding: 'utf8',
    timeout,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('legal-explainer analyze', () => {
  let directory: string;
  const file = (name: string) => path.join(directory, name);
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-analyze-'));
    const page = wrapForScan(CONTRACT);
    writeFileSync(file('scan.pdf'), (await makeScannedPdf([page])).bytes);
    writeFileSync(file('printed-scan.pdf'), (await makeBrowserPrintedScan([page])).bytes);
    writeFileSync(file('contract.txt'), CONTRACT);
    writeFileSync(file('second.txt'), CONTRACT.replace('California', 'Delaware'));
    writeFileSync(file('empty.txt'), '');
    writeFileSync(file('program.pdf'), Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    writeFileSync(
      file('recipe.txt'),
      'Pancakes\n\nMix two cups of flour with milk and eggs. Fry in butter until golden. Serve warm with syrup and berries.',
    );
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('prints a valid Analysis for a contract', () => {
    const result = runCli([file('contract.txt')]);
    expect(result.status, result.stderr).toBe(0);
    const analysis = analysisSchema.parse(JSON.parse(result.stdout));
    expect(analysis.keyTerms.find((term) => term.kind === 'governing-law')?.value).toMatch(
      /California/,
    );
  });

  it('writes the analysis for the party named with --as, and refuses one that is not a party', () => {
    const byDefault = analysisSchema.parse(JSON.parse(runCli([file('contract.txt')]).stdout));
    expect(byDefault.perspective).toMatchObject({ role: 'Consultant', chosenBy: 'default' });
    const result = runCli([file('contract.txt'), '--as', 'Company']);
    expect(result.status, result.stderr).toBe(0);
    const asCompany = analysisSchema.parse(JSON.parse(result.stdout));
    expect(asCompany.perspective).toMatchObject({ role: 'Company', chosenBy: 'user' });
    expect(asCompany.summary.short).toContain('Read as the Company');

    const stranger = runCli([file('contract.txt'), '--as', 'Landlord']);
    expect(stranger.status).toBe(1);
    expect(stranger.stderr).toMatch(/"Landlord" is not a party of this document/);
    expect(runCli([file('contract.txt'), '--as']).status).toBe(2);
  });

  // Two scanned pages to recognise, in a process that starts its own OCR worker.
  it(
    'reads scanned PDFs with OCR as the server does, a scan printed from a browser too',
    {
      timeout: 120_000,
    },
    () => {
      const result = runCli([file('scan.pdf'), file('printed-scan.pdf'), '--jsonl'], 110_000);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toContain(`${file('scan.pdf')}: reading 1 scanned page with OCR`);
      const lines = result.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { file: string; analysis: unknown });
      expect(lines.map((line) => line.file)).toEqual([file('scan.pdf'), file('printed-scan.pdf')]);
      for (const line of lines) {
        const analysis = analysisSchema.parse(line.analysis);
        expect(analysis.keyTerms.find((term) => term.kind === 'governing-law')?.value).toMatch(
          /California/,
        );
        // The page's OCR confidence reaches the analysis, as it does from a stored upload.
        expect(analysis.coverage.ocrPages).toEqual([
          { page: 1, confidence: expect.any(Number) as number },
        ]);
        expect(analysis.coverage.ocrPages[0]?.confidence).toBeGreaterThan(0.8);
      }
    },
  );

  it('prints one line per file with --jsonl', () => {
    const result = runCli([file('contract.txt'), file('second.txt'), '--jsonl']);
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { file: string; analysis: unknown });
    expect(lines.map((line) => line.file)).toEqual([file('contract.txt'), file('second.txt')]);
    for (const line of lines) analysisSchema.parse(line.analysis);
  });

  it('exits non-zero with a clear message for each bad input', () => {
    const result = runCli([
      file('empty.txt'),
      file('program.pdf'),
      file('recipe.txt'),
      file('missing.pdf'),
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${file('empty.txt')}: This file is empty (0 bytes). (INVALID_DOCUMENT)`,
    );
    expect(result.stderr).toContain(
      `${file('program.pdf')}: Only PDF, Word (DOCX) and plain-text files can be read. (UNSUPPORTED_FILE_TYPE)`,
    );
    expect(result.stderr).toContain(
      `${file('recipe.txt')}: This does not look like a legal document`,
    );
    expect(result.stderr).toContain(`${file('missing.pdf')}: No such file.`);
    expect(runCli([]).status).toBe(2);
  });
});
