import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Coverage } from '../../common/analysis/analysis-schema.ts';
import { storedPageSchema } from '../../common/api/documents.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { listOcrPages } from '../../core/parsing/list-ocr-pages.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { parseStoredJson } from '../db/stored-json.ts';
import { createDocumentNotFoundError } from './document-not-found.ts';
import { findDocumentText } from './document-queries.ts';

const storedPagesSchema = z.array(storedPageSchema);

/** A document's stored text as the engine, Ask-AI and the page viewer read it. */
export interface StoredDocument {
  document: ParsedDocument;
  pageCount: number;
  /** The pages OCR read, with its confidence in each, as an analysis reports them. */
  ocrPages: Coverage['ocrPages'];
}

/**
 * The text and pages the server stored when it read the user's upload, checked against the
 * schema, as a ParsedDocument: the one way stored documents are read. NOT_FOUND for another
 * user's document; DOCUMENT_PROCESSING while it is still being read; DATA_CORRUPTION for pages
 * that are not what the reader stores.
 */
export async function getStoredDocument(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
): Promise<StoredDocument> {
  const row = await findDocumentText(db, userId, documentId);
  if (!row) throw createDocumentNotFoundError();
  if (row.status !== 'ready') {
    throw new AppError('DOCUMENT_PROCESSING', 'This document is still being read.');
  }
  const [text, pagesJson] = await Promise.all([
    vault.openText(db, row.id, 'text', row.extracted_text),
    vault.openText(db, row.id, 'pages', row.pages_json),
  ]);
  const pages = parseStoredJson(storedPagesSchema, pagesJson, 'The pages of a document');
  return {
    document: {
      fileType: row.file_type,
      text,
      pages,
      // Only a PDF has pages of its own; the other kinds were cut into pages by length.
      isPaginationDerived: row.file_type !== 'pdf',
      pagesWithoutText: [],
    },
    pageCount: row.page_count,
    ocrPages: listOcrPages(pages),
  };
}
