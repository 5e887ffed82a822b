import type { Kysely } from 'kysely';
import {
  buildComparisonFileName,
  getComparisonContentType,
} from '../../common/compare/comparison-file.ts';
import type { RenderedReport } from '../../core/reports/render-report.ts';
import { builtInEngine } from '../engine/engine-thread.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { getComparedVersions } from './get-comparison.ts';

/** Who a redline's changes are credited to in Word's review pane. */
const REDLINE_AUTHOR = 'Legal Explainer';

/**
 * The comparison of two of the user's analysed documents as a file to keep: the new version as
 * a Word file with every change tracked (docx), or the summary of what changed for the reader
 * as a PDF, made by the same renderers as the analysis reports. As the JSON: both must be the
 * user's (NOT_FOUND) and analysed (VALIDATION_ERROR), and it costs no credit.
 */
export async function getComparisonFile(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  request: { beforeId: string; afterId: string; format: 'docx' | 'pdf'; now: Date },
): Promise<RenderedReport> {
  const { beforeId, afterId, format, now } = request;
  const { before, after } = await getComparedVersions(db, vault, userId, beforeId, afterId);
  const [beforeName, afterName] = await Promise.all([
    readFileName(db, userId, beforeId),
    readFileName(db, userId, afterId),
  ]);
  const comparison = await builtInEngine.compare(userId, before, after);
  // The renderers load with the first file, as the reports' do (server/reports/get-report.ts).
  let body: Buffer;
  if (format === 'docx') {
    const { renderRedlineDocx } = await import('../../core/reports/render-redline-docx.ts');
    body = await renderRedlineDocx({
      beforeName,
      afterName,
      summary: [comparison.summary],
      paragraphs: await builtInEngine.redline(userId, before.document, after.document),
      author: REDLINE_AUTHOR,
      date: now.toISOString(),
    });
  } else {
    const { renderComparisonPdf } = await import('../../core/reports/render-comparison-pdf.ts');
    body = await renderComparisonPdf({ beforeName, afterName, comparison, generatedAt: now });
  }
  return {
    body,
    contentType: getComparisonContentType(format),
    fileName: buildComparisonFileName(afterName, format),
  };
}

async function readFileName(db: Kysely<Database>, userId: string, documentId: string) {
  const row = await findDocument(db, userId, documentId);
  if (!row) throw createDocumentNotFoundError();
  return row.file_name;
}
