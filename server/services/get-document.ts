import { findDocument, type DocumentSummaryRow } from '../db/queries/documents.ts';
import { createDocumentNotFoundError, type DocumentDependencies } from './document-dependencies.ts';

/** One of the user's documents; NOT_FOUND for a missing id and for anyone else's. */
export async function getDocument(
  dependencies: Pick<DocumentDependencies, 'db'>,
  userId: string,
  documentId: string,
): Promise<DocumentSummaryRow> {
  const document = await findDocument(dependencies.db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  return document;
}
