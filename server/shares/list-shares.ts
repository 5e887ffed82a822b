import { findDocument } from '../document-records/document-queries.ts';
import { listShares as listShareRows, type ShareSummaryRow } from './share-queries.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import type { ShareDependencies } from './share-dependencies.ts';

/** The user's links of one document, newest first, live or not; NOT_FOUND for anyone else's. */
export async function listShares(
  dependencies: Pick<ShareDependencies, 'db'>,
  userId: string,
  documentId: string,
): Promise<ShareSummaryRow[]> {
  if (!(await findDocument(dependencies.db, userId, documentId))) {
    throw createDocumentNotFoundError();
  }
  return listShareRows(dependencies.db, userId, documentId);
}
