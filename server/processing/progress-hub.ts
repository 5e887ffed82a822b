import type { ProcessingProgress } from '../../common/api/documents.ts';

/** Someone following one document's progress. */
export type ProgressListener = (progress: ProcessingProgress) => void;

interface Entry {
  userId: string;
  latest: ProcessingProgress;
  listeners: Set<ProgressListener>;
  forgetTimer?: ReturnType<typeof setTimeout>;
}

/**
 * How long a finished document's last report is kept. A failed upload leaves no document
 * behind, so this is where its reason waits for a browser that reconnects to ask.
 */
export const FINISHED_PROGRESS_KEPT_MS = 10 * 60_000;

/**
 * Processing progress per document, in memory: the processor publishes, the server-sent-events
 * route subscribes. Reports are only ever handed to the document's owner.
 */
export class ProgressHub {
  readonly #entries = new Map<string, Entry>();

  /** Records a report and passes it to every listener; a finished report is kept a while. */
  publish(userId: string, progress: ProcessingProgress): void {
    const entry = this.#entries.get(progress.documentId) ?? {
      userId,
      latest: progress,
      listeners: new Set<ProgressListener>(),
    };
    entry.latest = progress;
    this.#entries.set(progress.documentId, entry);
    for (const listener of entry.listeners) listener(progress);
    if (!progress.isProcessing) {
      clearTimeout(entry.forgetTimer);
      entry.forgetTimer = setTimeout(
        () => this.#entries.delete(progress.documentId),
        FINISHED_PROGRESS_KEPT_MS,
      );
      entry.forgetTimer.unref();
    }
  }

  /** The newest report on the user's document, if there is one. */
  latest(userId: string, documentId: string): ProcessingProgress | undefined {
    const entry = this.#entries.get(documentId);
    return entry?.userId === userId ? entry.latest : undefined;
  }

  /**
   * Follows the user's document: the listener gets the newest report at once, then every report
   * after it. Another user's document gives nothing. Returns the function that stops following.
   */
  subscribe(userId: string, documentId: string, listener: ProgressListener): () => void {
    let entry = this.#entries.get(documentId);
    if (!entry) {
      entry = { userId, latest: waitingProgress(documentId), listeners: new Set() };
      this.#entries.set(documentId, entry);
    }
    if (entry.userId !== userId) return () => undefined;
    const { listeners } = entry;
    listeners.add(listener);
    listener(entry.latest);
    return () => listeners.delete(listener);
  }

  /** Forgets a document's reports at once. */
  forget(documentId: string): void {
    clearTimeout(this.#entries.get(documentId)?.forgetTimer);
    this.#entries.delete(documentId);
  }
}

/** The report for a document that is queued and not being read yet. */
export function waitingProgress(documentId: string, totalPages = 0): ProcessingProgress {
  return {
    documentId,
    isProcessing: true,
    status: 'processing',
    currentPage: 0,
    totalPages,
    message: 'Waiting to be read',
    progress: 0,
    processingError: null,
  };
}
