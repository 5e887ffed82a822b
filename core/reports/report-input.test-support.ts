import { readFileSync } from 'node:fs';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { REPORT_SECTIONS } from '../../common/reports/report-include.ts';
import type { ReportInput } from './report-input.ts';

/** The consultant whose name tests that letters beyond ASCII survive every format. */
export const NON_ASCII_PARTY = 'Křetínský Logistics LLC';

/**
 * A real analysis for report tests: the consulting agreement fixture, its consultant renamed to
 * a name with Czech letters and its text split over two pages, run through the built-in engine.
 */
export function createReportInput(overrides: Partial<ReportInput> = {}): ReportInput {
  const text = readFileSync(
    new URL('../../tests/fixtures/contracts/consulting-agreement.txt', import.meta.url),
    'utf8',
  ).replaceAll('TruckThat LLC', NON_ASCII_PARTY);
  const paragraphs = text.trim().split('\n\n');
  const half = Math.ceil(paragraphs.length / 2);
  const pages = [paragraphs.slice(0, half).join('\n\n'), paragraphs.slice(half).join('\n\n')];
  const analysis = analyzeDocument(createParsedDocument('txt', pages, true));
  return {
    documentName: 'Acme MSA.pdf',
    analysis,
    pages,
    include: [...REPORT_SECTIONS],
    generatedAt: new Date('2026-03-04T09:30:00Z'),
    ...overrides,
  };
}
