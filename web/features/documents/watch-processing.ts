import {
  processingProgressSchema,
  type DocumentResponse,
  type ProcessingProgress,
} from '../../../common/api/documents.ts';
import { apiClient } from '../../lib/api-client.ts';
import { followEventStream, parseEventData } from '../../lib/event-stream.ts';

/** How often the fallback asks for the document while it is still being read. */
export const PROCESSING_POLL_INTERVAL_MS = 2000;

// A few failed polls in a row are a blip; more than this and we give up and report it.
const MAX_CONSECUTIVE_POLL_FAILURES = 3;

/** The collaborators of watchProcessing; tests pass fakes, the app uses the defaults. */
export interface WatchProcessingOptions {
  /** Each progress step, in order; the last is final (`isProcessing: false`). */
  onProgress?: (progress: ProcessingProgress) => void;
  /** Aborting stops the stream and the polling and rejects with an AbortError. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null> | string | null;
  getDocument?: (documentId: string) => Promise<DocumentResponse>;
  pollIntervalMs?: number;
}

/**
 * Follows a document until its text has been read, resolving with the final progress
 * ('ready' or 'failed'). It listens to GET /api/documents/{id}/progress (server-sent events,
 * read with fetch so the bearer token can be sent); if that stream cannot be opened or drops
 * before the end, it asks GET /api/documents/{id} every 2 seconds instead.
 */
export async function watchProcessing(
  documentId: string,
  options: WatchProcessingOptions = {},
): Promise<ProcessingProgress> {
  const final = await listenToProgressStream(documentId, options);
  return final ?? pollUntilProcessed(documentId, options);
}

/** The final progress from the stream, or null when the stream failed us before the end. */
async function listenToProgressStream(
  documentId: string,
  options: WatchProcessingOptions,
): Promise<ProcessingProgress | null> {
  const final = await followEventStream(
    `/api/documents/${encodeURIComponent(documentId)}/progress`,
    {
      event: 'progress',
      parse: (data) => {
        const progress = parseEventData(data, processingProgressSchema);
        return progress?.documentId === documentId ? progress : null;
      },
      isFinal: (progress) => !progress.isProcessing,
      ...(options.onProgress && { onReport: options.onProgress }),
      ...(options.signal && { signal: options.signal }),
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.getAccessToken && { getAccessToken: options.getAccessToken }),
    },
  ).catch((error: unknown) => {
    throwIfAborted(options.signal);
    throw error;
  });
  return final;
}

async function pollUntilProcessed(
  documentId: string,
  options: WatchProcessingOptions,
): Promise<ProcessingProgress> {
  const getDocument =
    options.getDocument ??
    ((id: string) => apiClient.get<DocumentResponse>(`/api/documents/${encodeURIComponent(id)}`));
  const interval = options.pollIntervalMs ?? PROCESSING_POLL_INTERVAL_MS;
  let failures = 0;
  while (true) {
    throwIfAborted(options.signal);
    try {
      const document = await getDocument(documentId);
      failures = 0;
      if (document.status !== 'processing') {
        const final = toReadyProgress(document);
        options.onProgress?.(final);
        return final;
      }
    } catch (error) {
      // A document whose text cannot be read is removed, so it is gone by the time we ask.
      if (getStatus(error) === 404) {
        const final = toFailedProgress(documentId);
        options.onProgress?.(final);
        return final;
      }
      failures += 1;
      // An answer from the server (404, 401...) will not change by asking again.
      if (getStatus(error) !== undefined || failures > MAX_CONSECUTIVE_POLL_FAILURES) throw error;
    }
    await wait(interval, options.signal);
  }
}

/** The last step of a document found ready by asking for it. */
function toReadyProgress(document: DocumentResponse): ProcessingProgress {
  return {
    documentId: document.id,
    isProcessing: false,
    status: 'ready',
    currentPage: document.pageCount,
    totalPages: document.pageCount,
    message: 'Ready',
    progress: 100,
    processingError: null,
  };
}

/** The last step of a document that vanished while being read: its text could not be read. */
function toFailedProgress(documentId: string): ProcessingProgress {
  return {
    documentId,
    isProcessing: false,
    status: 'failed',
    currentPage: 0,
    totalPages: 0,
    message: 'The text of this document could not be read.',
    progress: 100,
    processingError: null,
  };
}

function wait(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(createAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw createAbortError();
}

function createAbortError(): Error {
  const error = new Error('Stopped following the document.');
  error.name = 'AbortError';
  return error;
}

function getStatus(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
    ? error.status
    : undefined;
}
