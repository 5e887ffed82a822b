import type { QueryClient } from '@tanstack/react-query';
import type { ProcessingProgress } from '../../../common/api/documents.ts';
import { ApiError } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { removeListedDocument, settleListedDocument } from './document-list-query.ts';
import { deleteDocumentRequest } from './documents-api.ts';
import { applyProcessingProgress, forgetDocument } from './document-store.ts';
import { watchProcessing } from './watch-processing.ts';

/**
 * Deletes a document on the server, then forgets it here: out of the list, and every query
 * about it (the document, its chat, its job, its links) dropped, so going back to it asks the
 * server, which says it is gone. The statistics are marked stale. One the server no longer has
 * (404) counts as deleted; other failures are thrown.
 */
export async function deleteDocument(queryClient: QueryClient, documentId: string): Promise<void> {
  try {
    await deleteDocumentRequest(documentId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  stopFollowingProcessing(documentId);
  dismissDocument(queryClient, documentId);
  queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(documentId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.stats() });
}

/** Takes a document out of what this browser shows, e.g. one whose reading failed. */
export function dismissDocument(queryClient: QueryClient, documentId: string): void {
  removeListedDocument(queryClient, documentId);
  forgetDocument(documentId);
}

interface Follower {
  promise: Promise<ProcessingProgress>;
  controller: AbortController;
}

// One watcher per document, however many components want its progress.
const followers = new Map<string, Follower>();

/**
 * Follows a document until it has been read, keeping its progress in the store and settling
 * its status in the list; resolves with the final progress. Calls for a document already
 * followed share the same watcher.
 */
export function followProcessing(
  queryClient: QueryClient,
  documentId: string,
): Promise<ProcessingProgress> {
  const existing = followers.get(documentId);
  if (existing) return existing.promise;
  const controller = new AbortController();
  const promise = watchProcessing(documentId, {
    signal: controller.signal,
    onProgress: (progress) => {
      applyProcessingProgress(progress);
      if (!progress.isProcessing && progress.status === 'ready') {
        settleListedDocument(queryClient, progress);
      }
    },
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
