import { create } from 'zustand';
import type { DocumentResponse, ProcessingProgress } from '../../../common/api/documents.ts';

/**
 * What this browser shows about the user's documents beyond the server's list (which is the
 * documents query, decision 018): the selected document, the upload under way and how far
 * the reading of each document still being read has got (SPEC section 3's UI state).
 */
export interface DocumentStoreState {
  /** The document open in the workspace; null when none is. */
  selectedDocumentId: string | null;
  uploading: boolean;
  /** 0 to 100. */
  uploadProgress: number;
  /** Keyed by document id. */
  processingProgress: Record<string, ProcessingProgress>;
}

const INITIAL_STATE: DocumentStoreState = {
  selectedDocumentId: null,
  uploading: false,
  uploadProgress: 0,
  processingProgress: {},
};

/** The documents store; read it with a selector, change it with the functions below. */
export const useDocumentStore = create<DocumentStoreState>(() => ({ ...INITIAL_STATE }));

/** Back to an empty store, e.g. when the user signs out. */
export function resetDocumentStore(): void {
  useDocumentStore.setState({ ...INITIAL_STATE });
}

/** Selects a document by id; null clears the selection. */
export function selectDocument(documentId: string | null): void {
  useDocumentStore.setState({ selectedDocumentId: documentId });
}

/**
 * Forgets what this browser showed of a document that is gone: its progress, and the
 * selection when it was the selected one (SPEC section 4).
 */
export function forgetDocument(documentId: string): void {
  useDocumentStore.setState((state) => {
    const { [documentId]: _removed, ...processingProgress } = state.processingProgress;
    return {
      processingProgress,
      ...(state.selectedDocumentId === documentId ? { selectedDocumentId: null } : {}),
    };
  });
}

/**
 * Records a processing step. A final 'ready' drops the document's progress (the list then
 * shows its status); a final 'failed' is kept, since the server has removed the document and
 * the list must say why it is going.
 */
export function applyProcessingProgress(progress: ProcessingProgress): void {
  useDocumentStore.setState((state) => {
    if (progress.isProcessing || progress.status === 'failed') {
      return {
        processingProgress: { ...state.processingProgress, [progress.documentId]: progress },
      };
    }
    const { [progress.documentId]: _finished, ...processingProgress } = state.processingProgress;
    return { processingProgress };
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
