import { analysisSchema } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { ReportFormat, ReportSection } from '../../common/reports/report-include.ts';
import { renderReport, type RenderedReport } from '../../core/reports/render-report.ts';
import { listChatMessages, presentChatMessage } from '../chat/chat-messages.ts';
import { findAnalysis } from '../db/queries/analysis-jobs.ts';
import type { DocumentDependencies } from './document-dependencies.ts';
import { getDocument } from './get-document.ts';
import { getDocumentPages } from './get-document-pages.ts';

/**
 * The user's analysed document as a report file in one format, made from the stored analysis
 * so the download, the command line and a share link give the same file. NOT_FOUND for anyone
 * else's document; VALIDATION_ERROR for one not analysed yet.
 */
export async function getReport(
  dependencies: Pick<DocumentDependencies, 'db'>,
  userId: string,
  documentId: string,
  request: { format: ReportFormat; include: ReportSection[]; now: Date },
): Promise<RenderedReport> {
  const document = await getDocument(dependencies, userId, documentId);
  const stored = await findAnalysis(dependencies.db, userId, documentId);
  if (!stored) {
    throw new AppError(
      'VALIDATION_ERROR',
      'This document has not been analysed yet: analyse it first, then download its report.',
    );
  }
  const { pages } = await getDocumentPages(dependencies, userId, documentId);
  const chat = request.include.includes('chat')
    ? (await listChatMessages(dependencies.db, userId, documentId)).map(presentChatMessage)
    : undefined;
  return renderReport(request.format, {
    documentName: document.file_name,
    analysis: analysisSchema.parse(JSON.parse(stored.analysisJson)),
    pages: pages.map((page) => page.text),
    chat,
    include: request.include,
    generatedAt: request.now,
  });
}
