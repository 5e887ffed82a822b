import type { ProcessingProgress } from '../../../common/api/documents.ts';
import { ApiError } from '../../lib/api-client.ts';
import { deleteDocumentRequest, fetchDocumentPage } from './documents-api.ts';
import {
  applyDocumentPage,
  applyProcessingProgress,
  removeDocument,
  useDocumentStore,
} from './document-store.ts';
import { watchProcessing } from './watch-processing.ts';

/** Loads the first page of the user's documents into the store, replacing what it held. */
export async function loadDocuments(): Promise<void> {
  // Cleared first, so a list left by someone who signed out is never shown to the next user.
  useDocumentStore.setState({ loading: true, listError: null, documents: [], nextCursor: null });
  try {
    applyDocumentPage(await fetchDocumentPage(), true);
  } catch (error) {
    useDocumentStore.setState({ listError: error });
  } finally {
    useDocumentStore.setState({ loading: false });
  }
}

/** Appends the next page of documents; does nothing on the last page. Failures are thrown. */
export async function loadMoreDocuments(): Promise<void> {
  const { nextCursor, loadingMore } = useDocumentStore.getState();
  if (!nextCursor || loadingMore) return;
  useDocumentStore.setState({ loadingMore: true });
  try {
    applyDocumentPage(await fetchDocumentPage(nextCursor), false);
  } finally {
    useDocumentStore.setState({ loadingMore: false });
  }
}

/**
 * Deletes a document on the server, then forgets it here. One the server no longer has (404)
 * counts as deleted; other failures are thrown.
 */
export async function deleteDocument(documentId: string): Promise<void> {
  try {
    await deleteDocumentRequest(documentId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  stopFollowingProcessing(documentId);
  removeDocument(documentId);
}

interface Follower {
  promise: Promise<ProcessingProgress>;
  controller: AbortController;
}

// One watcher per document, however many components want its progress.
const followers = new Map<string, Follower>();

/**
 * Follows a document until it has been read, keeping its progress in the store; resolves with
 * the final progress. Calls for a document already followed share the same watcher.
 */
export function followProcessing(documentId: string): Promise<ProcessingProgress> {
  const existing = followers.get(documentId);
  if (existing) return existing.promise;
  const controller = new AbortController();
  const promise = watchProcessing(documentId, {
    signal: controller.signal,
    onProgress: applyProcessingProgress,
  }).finally(() => {
    if (followers.get(documentId)?.controller === controller) followers.delete(documentId);
  });
  followers.set(documentId, { promise, controller });
  return promise;
}

/** Stops following a document, e.g. because it was deleted. */
export function stopFollowingProcessing(documentId: string): void {
  followers.get(documentId)?.controller.abort();
  followers.delete(documentId);
}
