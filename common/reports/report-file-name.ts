import { getSafeBaseName } from '../files/file-names.ts';
import { REPORT_FORMAT_DETAILS, type ReportFormat } from './report-include.ts';

// Long enough to recognise the document, short enough for every file system and mail client.
const MAX_BASE_LENGTH = 80;

/**
 * A download's file name: the document's name without its extension, in plain ASCII (accents
 * dropped, anything a file system or a Content-Disposition header could trip on replaced),
 * then what the file is: "Acme MSA - analysis.pdf", "Křetínský.docx" -> "Kretinsky - with
 * comments.docx".
 */
export function buildReportFileName(documentName: string, format: ReportFormat): string {
  const details = REPORT_FORMAT_DETAILS[format];
  return buildFileName(documentName, details.fileNameSuffix, details.extension);
}

/** "Acme MSA v2.docx", "changes", "docx" -> "Acme MSA v2 - changes.docx", safe as above. */
export function buildFileName(documentName: string, suffix: string, extension: string): string {
  const base = getSafeBaseName(documentName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()&,+-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return `${base || 'Document'} - ${suffix}.${extension}`;
}
