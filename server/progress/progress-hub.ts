/** Someone following one document's reports. */
export type ProgressListener<Report> = (report: Report) => void;

interface Entry<Report> {
  userId: string;
  latest: Report;
  listeners: Set<ProgressListener<Report>>;
  forgetTimer?: ReturnType<typeof setTimeout>;
}

/**
 * How long a finished report is kept. A failed upload leaves no document behind, so this is
 * where its reason waits for a browser that reconnects to ask.
 */
export const FINISHED_PROGRESS_KEPT_MS = 10 * 60_000;

/**
 * Progress reports per document, in memory: a background worker publishes, a server-sent-events
 * route subscribes. Reports are only ever handed to the document's owner. Used for reading
 * uploads and for analysis jobs.
 */
export class ProgressHub<Report extends { documentId: string }> {
  readonly #entries = new Map<string, Entry<Report>>();
  readonly #isFinished: (report: Report) => boolean;

  /** `isFinished` tells the last report of a run, which is kept a while and then forgotten. */
  constructor(isFinished: (report: Report) => boolean) {
    this.#isFinished = isFinished;
  }

  /** Records a report and passes it to every listener; a finished report is kept a while. */
  publish(userId: string, report: Report): void {
    const entry = this.#entries.get(report.documentId) ?? {
      userId,
      latest: report,
      listeners: new Set<ProgressListener<Report>>(),
    };
    entry.latest = report;
    this.#entries.set(report.documentId, entry);
    for (const listener of entry.listeners) listener(report);
    if (this.#isFinished(report)) {
      clearTimeout(entry.forgetTimer);
      entry.forgetTimer = setTimeout(
        () => this.#entries.delete(report.documentId),
        FINISHED_PROGRESS_KEPT_MS,
      );
      entry.forgetTimer.unref();
    }
  }

  /** The newest report on the user's document, if there is one. */
  latest(userId: string, documentId: string): Report | undefined {
    const entry = this.#entries.get(documentId);
    return entry?.userId === userId ? entry.latest : undefined;
  }

  /**
   * Follows the user's document: the listener gets the newest report at once (`whenUnknown` when
   * nothing was published yet), then every report after it. Another user's document gives
   * nothing. Returns the function that stops following.
   */
  subscribe(
    userId: string,
    documentId: string,
    listener: ProgressListener<Report>,
    whenUnknown: () => Report,
  ): () => void {
    let entry = this.#entries.get(documentId);
    if (!entry) {
      entry = { userId, latest: whenUnknown(), listeners: new Set() };
      this.#entries.set(documentId, entry);
    }
    if (entry.userId !== userId) return () => undefined;
    const { listeners } = entry;
    listeners.add(listener);
    listener(entry.latest);
    return () => listeners.delete(listener);
  }

  /** Whether anyone in this process follows the document now. */
  isFollowed(documentId: string): boolean {
    return (this.#entries.get(documentId)?.listeners.size ?? 0) > 0;
  }

  /** Forgets a document's reports at once. */
  forget(documentId: string): void {
    clearTimeout(this.#entries.get(documentId)?.forgetTimer);
    this.#entries.delete(documentId);
  }
}
