import type { DocumentPages } from '../../common/api/documents.ts';
import type { DocumentDependencies } from './document-dependencies.ts';
import { getStoredDocument } from '../document-records/stored-document.ts';

/**
 * The user's document as pages of text with offsets and, for PDFs, layout; DOCUMENT_PROCESSING
 * while its text is still being read.
 */
export async function getDocumentPages(
  dependencies: Pick<DocumentDependencies, 'db' | 'vault'>,
  userId: string,
  documentId: string,
): Promise<DocumentPages> {
  const { document, pageCount } = await getStoredDocument(
    dependencies.db,
    dependencies.vault,
    userId,
    documentId,
  );
  return {
    documentId,
    pageCount,
    pages: document.pages.map((page) => ({
      ...page,
      text: document.text.slice(page.start, page.end),
    })),
  };
}
