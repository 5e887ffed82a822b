import type { Kysely } from 'kysely';
import type { Coverage } from '../../common/analysis/analysis-schema.ts';
import type { DocumentPage } from '../../common/api/documents.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { listOcrPages } from '../../core/parsing/list-ocr-pages.ts';
import type { Database } from '../db/schema.ts';
import { createDocumentNotFoundError } from '../services/document-dependencies.ts';

/** A document's stored text as the engine reads it, with what OCR said of its pages. */
export interface StoredDocument {
  document: ParsedDocument;
  ocrPages: Coverage['ocrPages'];
}

/**
 * The text the server stored when it read the upload, as a ParsedDocument, for the engine to
 * run on again (an analysis job, a change of reader). NOT_FOUND for another user's document.
 */
export async function readStoredDocument(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<StoredDocument> {
  const row = await db
    .selectFrom('documents')
    .select(['file_type', 'extracted_text', 'pages_json'])
    .where('id', '=', documentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw createDocumentNotFoundError();
  const pages = JSON.parse(row.pages_json) as DocumentPage[];
  return {
    document: {
      fileType: row.file_type,
      text: row.extracted_text,
      pages,
      isPaginationDerived: row.file_type !== 'pdf',
      pagesWithoutText: [],
    },
    ocrPages: listOcrPages(pages),
  };
}
