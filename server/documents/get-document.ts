import type { DocumentResponse } from '../../common/api/documents.ts';
import { findAnalysisStates } from './analysis-states.ts';
import type { DocumentDependencies } from './document-dependencies.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { presentDocument } from './present-document.ts';

/**
 * One of the user's documents as the API shows it, with its analysis; NOT_FOUND for a missing
 * id and for anyone else's.
 */
export async function getDocument(
  dependencies: Pick<DocumentDependencies, 'db' | 'vault'>,
  userId: string,
  documentId: string,
): Promise<DocumentResponse> {
  const document = await findDocument(dependencies.db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  const stateOf = await findAnalysisStates(dependencies.db, dependencies.vault, userId, [
    documentId,
  ]);
  return presentDocument(document, stateOf(documentId));
}
