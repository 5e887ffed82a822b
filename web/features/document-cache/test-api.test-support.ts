import type { DocumentPages, DocumentResponse } from '../../../common/api/documents.ts';
import type { DocumentApi } from './viewable-document.ts';

/** The server's view of the test document 'doc-1'. */
export function makeDocumentResponse(overrides: Partial<DocumentResponse> = {}): DocumentResponse {
  return {
    id: 'doc-1',
    fileName: 'lease.txt',
    fileSize: 18,
    fileType: 'txt',
    status: 'ready',
    createdAt: '2025-03-01T08:00:00.000Z',
    pageCount: 2,
    analysis: { documentType: { type: 'Unknown' } },
    ...overrides,
  };
}

/** The pages of the test document 'doc-1'. */
export const TEST_PAGES: DocumentPages = {
  documentId: 'doc-1',
  pageCount: 2,
  pages: [
    { number: 1, start: 0, end: 5, text: 'Rent.' },
    { number: 2, start: 7, end: 12, text: 'Sign.' },
  ],
};

/** A fake product API serving one document, recording every path it is asked for. */
export function createFakeDocumentApi(document: DocumentResponse = makeDocumentResponse()) {
  const calls: string[] = [];
  const base = `/api/documents/${document.id}`;
  const api: DocumentApi = {
    get: async <T>(path: string): Promise<T> => {
      calls.push(path);
      if (path === base) return document as T;
      if (path === `${base}/pages`) return TEST_PAGES as T;
      throw new Error(`Unexpected GET ${path}`);
    },
    getBlob: async (path: string) => {
      calls.push(path);
      if (path === `${base}/file`) return new Blob(['Rent.\n\nSign.'], { type: 'text/plain' });
      throw new Error(`Unexpected GET ${path}`);
    },
  };
  return { api, calls };
}
