import type { DocumentPage, DocumentResponse } from '../../../common/api/documents.ts';

export type { DocumentPage };

/** A document's analysis as cached: the API's analysis, which may also hold the extracted text. */
export type CachedAnalysis = DocumentResponse['analysis'] & { extractedText?: string };

/**
 * One message of a document's chat, kept with the document so a conversation survives a reload.
 * The chat feature owns the full shape; the cache only needs to store and return it.
 */
export interface CachedChatMessage {
  role: 'user' | 'assistant';
  content: string;
  [detail: string]: unknown;
}

/**
 * The locally cached document of SPEC section 3 as it is stored in IndexedDB, keyed by `id`,
 * plus the document's `pages` so the viewer works with no network. The file's bytes live in a
 * separate store, so listing these records stays cheap. Times are milliseconds since the epoch.
 */
export interface CachedDocumentRecord {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: DocumentResponse['fileType'];
  status: DocumentResponse['status'];
  /** When the server received the document (ISO 8601, as the API sends it). */
  createdAt: string;
  /** When the document was last stored or read from this cache. */
  lastAccessed: number;
  /** When the cache forgets the document: 24 hours after it was stored. */
  expiresAt: number;
  analysis: CachedAnalysis;
  pageCount: number;
  /** The document's full text, or null when it is not known. */
  extractedText: string | null;
  /** Whose document it is: another user's entries are invisible. */
  userId: string;
  chatHistory: CachedChatMessage[];
  /** Always false: nothing is synchronised anywhere (SPEC section 3). */
  syncedToFirestore: false;
  pages: DocumentPage[];
}

/**
 * A cached document as `get` returns it: the record with the original file and an object URL
 * for it (`viewUrl`), or null where the browser cannot make object URLs.
 */
export interface CachedDocument extends CachedDocumentRecord {
  file: Blob;
  viewUrl: string | null;
}

/** What a caller stores: the record without the times the cache sets, and the file itself. */
export type CachedDocumentInput = Omit<
  CachedDocumentRecord,
  'lastAccessed' | 'expiresAt' | 'syncedToFirestore'
> & { file: Blob };

/** The API's view of a cached document, so a cached entry stands in for GET /api/documents/:id. */
export function toDocumentResponse(record: CachedDocumentRecord): DocumentResponse {
  const { extractedText: _extractedText, ...analysis } = record.analysis;
  return {
    id: record.id,
    fileName: record.fileName,
    fileSize: record.fileSize,
    fileType: record.fileType,
    status: record.status,
    createdAt: record.createdAt,
    pageCount: record.pageCount,
    analysis,
  };
}
