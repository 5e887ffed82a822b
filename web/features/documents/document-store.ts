import { create } from 'zustand';
import type {
  DocumentList,
  DocumentResponse,
  ProcessingProgress,
} from '../../../common/api/documents.ts';

/**
 * The documents of the signed-in user as this browser knows them: SPEC section 3's document
 * store state (documents, selectedDocument, extractedText, loading, analyzing), the upload part
 * of its UI state (uploading, uploadProgress) and the processing progress of each document
 * still being read, keyed by document id.
 */
export interface DocumentStoreState {
  /** Newest first, as GET /api/documents returns them. */
  documents: DocumentResponse[];
  selectedDocument: DocumentResponse | null;
  extractedText: string | null;
  /** The first page of the list is being fetched. */
  loading: boolean;
  analyzing: boolean;
  uploading: boolean;
  /** 0 to 100. */
  uploadProgress: number;
  processingProgress: Record<string, ProcessingProgress>;
  /** Where the next page of the list starts; null when the last page is shown. */
  nextCursor: string | null;
  /** A later page of the list is being fetched. */
  loadingMore: boolean;
  /** The first page has arrived at least once, so an empty list really is empty. */
  hasLoaded: boolean;
  /** Why the list could not be loaded, for an inline message with a retry. */
  listError: unknown;
}

const INITIAL_STATE: DocumentStoreState = {
  documents: [],
  selectedDocument: null,
  extractedText: null,
  loading: false,
  analyzing: false,
  uploading: false,
  uploadProgress: 0,
  processingProgress: {},
  nextCursor: null,
  loadingMore: false,
  hasLoaded: false,
  listError: null,
};

/** The documents store; read it with a selector, change it with the functions below. */
export const useDocumentStore = create<DocumentStoreState>(() => ({ ...INITIAL_STATE }));

/** Back to an empty store, e.g. when the user signs out. */
export function resetDocumentStore(): void {
  useDocumentStore.setState({ ...INITIAL_STATE });
}

/** Selects a known document by id (null clears); its previously loaded text is dropped. */
export function selectDocument(documentId: string | null): void {
  useDocumentStore.setState((state) => {
    const selected = state.documents.find((document) => document.id === documentId) ?? null;
    if (selected?.id === state.selectedDocument?.id) return { selectedDocument: selected };
    return { selectedDocument: selected, extractedText: null };
  });
}

/** Forgets a document; removing the selected one clears the selection (SPEC section 4). */
export function removeDocument(documentId: string): void {
  useDocumentStore.setState((state) => {
    const { [documentId]: _removed, ...processingProgress } = state.processingProgress;
    const isSelected = state.selectedDocument?.id === documentId;
    return {
      documents: state.documents.filter((document) => document.id !== documentId),
      processingProgress,
      ...(isSelected ? { selectedDocument: null, extractedText: null } : {}),
    };
  });
}

/** Adds a document at the top of the list, or replaces the copy already there. */
export function upsertDocument(document: DocumentResponse): void {
  useDocumentStore.setState((state) => {
    const exists = state.documents.some((candidate) => candidate.id === document.id);
    return {
      documents: exists
        ? state.documents.map((candidate) => (candidate.id === document.id ? document : candidate))
        : [document, ...state.documents],
      ...(state.selectedDocument?.id === document.id ? { selectedDocument: document } : {}),
    };
  });
}

/** Shows a page of the list: the first replaces what was there, later ones are appended. */
export function applyDocumentPage(page: DocumentList, isFirstPage: boolean): void {
  useDocumentStore.setState((state) => {
    const known = isFirstPage ? [] : state.documents;
    const knownIds = new Set(known.map((document) => document.id));
    const fresh = page.documents.filter((document) => !knownIds.has(document.id));
    return {
      documents: [...known, ...fresh],
      nextCursor: page.nextCursor,
      hasLoaded: true,
      listError: null,
    };
  });
}

/**
 * Records a processing step. A final 'ready' settles the document's status and drops its
 * progress; a final 'failed' is kept, since the server has removed the document and the list
 * must say why it is going.
 */
export function applyProcessingProgress(progress: ProcessingProgress): void {
  useDocumentStore.setState((state) => {
    if (progress.isProcessing || progress.status === 'failed') {
      return {
        processingProgress: { ...state.processingProgress, [progress.documentId]: progress },
      };
    }
    const { [progress.documentId]: _finished, ...processingProgress } = state.processingProgress;
    const settle = (document: DocumentResponse): DocumentResponse =>
      document.id === progress.documentId
        ? {
            ...document,
            status: 'ready',
            pageCount: progress.totalPages > 0 ? progress.totalPages : document.pageCount,
          }
        : document;
    return {
      processingProgress,
      documents: state.documents.map(settle),
      ...(state.selectedDocument ? { selectedDocument: settle(state.selectedDocument) } : {}),
    };
  });
}

/** What a document's row shows: its own status, or 'failed' once its reading has failed. */
export type ShownDocumentStatus = DocumentResponse['status'] | 'failed';

/** The status to show for a document, given the processing progress the store holds for it. */
export function getShownStatus(
  document: DocumentResponse,
  progress: ProcessingProgress | undefined,
): ShownDocumentStatus {
  return progress?.status === 'failed' ? 'failed' : document.status;
}

/** Marks an upload as started (progress 0) or finished. */
export function setUploading(uploading: boolean): void {
  useDocumentStore.setState({ uploading, uploadProgress: 0 });
}

/** The upload's progress as a whole percentage, 0 to 100. */
export function setUploadProgress(percent: number): void {
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  useDocumentStore.setState({ uploadProgress: clamped });
}
