import * as z from 'zod/mini';
import { buildFileName } from '../reports/report-file-name.ts';
import { REPORT_FORMAT_DETAILS } from '../reports/report-include.ts';

/**
 * How a comparison is answered: JSON for the compare view, the redline as a Word file with
 * tracked changes, or the summary of the changes as a PDF.
 */
export const comparisonFormatSchema = z._default(z.enum(['json', 'docx', 'pdf']), 'json');
export type ComparisonFormat = z.infer<typeof comparisonFormatSchema>;

const FILE_SUFFIXES = { docx: 'redline', pdf: 'what changed' } as const;

/** A comparison file's name, after the new version: "Acme MSA v2 - redline.docx". */
export function buildComparisonFileName(afterName: string, format: 'docx' | 'pdf'): string {
  return buildFileName(afterName, FILE_SUFFIXES[format], REPORT_FORMAT_DETAILS[format].extension);
}

/** The media type a comparison file is sent as. */
export function getComparisonContentType(format: 'docx' | 'pdf'): string {
  return REPORT_FORMAT_DETAILS[format].contentType;
}
