import { AppError } from '../../common/errors/app-error.ts';
import type { ReportFormat, ReportSection } from '../../common/reports/report-include.ts';
import type { RenderedReport } from '../../core/reports/render-report.ts';
import { listChatMessages } from '../chat/chat-message-queries.ts';
import { presentChatMessage } from '../chat/present-chat-message.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import type { DocumentDependencies } from '../documents/document-dependencies.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { getDocumentPages } from '../documents/get-document-pages.ts';

/**
 * The user's analysed document as a report file in one format, made from the stored analysis
 * so the download, the command line and a share link give the same file. NOT_FOUND for anyone
 * else's document; VALIDATION_ERROR for one not analysed yet.
 */
export async function getReport(
  dependencies: Pick<DocumentDependencies, 'db' | 'vault'>,
  userId: string,
  documentId: string,
  request: { format: ReportFormat; include: ReportSection[]; now: Date },
): Promise<RenderedReport> {
  const document = await findDocument(dependencies.db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  const analysis = await getStoredAnalysis(dependencies.db, dependencies.vault, userId, documentId);
  if (!analysis) {
    throw new AppError(
      'VALIDATION_ERROR',
      'This document has not been analyzed yet: analyze it first, then download its report.',
    );
  }
  const { pages } = await getDocumentPages(dependencies, userId, documentId);
  const chat = request.include.includes('chat')
    ? (await listChatMessages(dependencies.db, dependencies.vault, userId, documentId)).map(
        presentChatMessage,
      )
    : undefined;
  // Loaded with the first report, not at start: its PDF and Word libraries take longer to load
  // than the rest of the server's start (`npm run bench first-result`).
  const { renderReport } = await import('../../core/reports/render-report.ts');
  return renderReport(request.format, {
    documentName: document.file_name,
    analysis,
    pages: pages.map((page) => page.text),
    chat,
    include: request.include,
    generatedAt: request.now,
  });
}
