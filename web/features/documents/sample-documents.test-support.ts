import type { DocumentResponse, ProcessingProgress } from '../../../common/api/documents.ts';

/** A document as the API returns it, for tests; override what the test is about. */
export function makeDocument(overrides: Partial<DocumentResponse> = {}): DocumentResponse {
  return {
    id: 'doc-1',
    fileName: 'lease.pdf',
    fileSize: 250_000,
    fileType: 'pdf',
    status: 'ready',
    createdAt: '2025-05-03T10:00:00.000Z',
    pageCount: 12,
    analysis: { documentType: { type: 'Unknown' } },
    ...overrides,
  };
}

/** One processing step, for tests. */
export function makeProgress(overrides: Partial<ProcessingProgress> = {}): ProcessingProgress {
  return {
    documentId: 'doc-1',
    isProcessing: true,
    status: 'processing',
    currentPage: 3,
    totalPages: 12,
    message: 'Reading page 3 of 12',
    progress: 25,
    processingError: null,
    ...overrides,
  };
}
