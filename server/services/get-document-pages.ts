import type { ParsedPage } from '../../core/parsing/index.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { findDocumentText } from '../db/queries/documents.ts';
import { createDocumentNotFoundError, type DocumentDependencies } from './document-dependencies.ts';

/** A page with its own text cut from the document's text. */
export interface DocumentPageText extends ParsedPage {
  text: string;
}

/**
 * The user's document as pages of text with offsets and, for PDFs, layout; DOCUMENT_PROCESSING
 * while its text is still being read.
 */
export async function getDocumentPages(
  dependencies: Pick<DocumentDependencies, 'db'>,
  userId: string,
  documentId: string,
): Promise<{ documentId: string; pageCount: number; pages: DocumentPageText[] }> {
  const row = await findDocumentText(dependencies.db, userId, documentId);
  if (!row) throw createDocumentNotFoundError();
  if (row.status !== 'ready') {
    throw new AppError('DOCUMENT_PROCESSING', 'This document is still being read.');
  }
  const pages = JSON.parse(row.pages_json) as ParsedPage[];
  return {
    documentId: row.id,
    pageCount: row.page_count,
    pages: pages.map((page) => ({ ...page, text: row.extracted_text.slice(page.start, page.end) })),
  };
}
