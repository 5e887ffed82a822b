import type { DocumentList, UploadDocumentResponse } from '../../../common/api/documents.ts';
import { apiClient } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload-request.ts';

/** How many documents one page of the list holds. */
export const DOCUMENT_PAGE_SIZE = 20;

/** GET /api/documents: one page of the user's documents, newest first. */
export function fetchDocumentPage(cursor: string | null = null): Promise<DocumentList> {
  const query = new URLSearchParams({ limit: String(DOCUMENT_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiClient.get<DocumentList>(`/api/documents?${query.toString()}`);
}

/** DELETE /api/documents/{id}: the file, its text, analysis and questions. */
export function deleteDocumentRequest(documentId: string): Promise<void> {
  return apiClient.delete(`/api/documents/${encodeURIComponent(documentId)}`);
}

/** POST /api/documents: uploads one file, reporting progress as a fraction from 0 to 1. */
export function uploadDocumentRequest(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadDocumentResponse> {
  return uploadFile<UploadDocumentResponse>({ url: '/api/documents', file, ...options });
}
