import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { Signals } from '../db/signals.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { waitingProgress } from './reading-progress.ts';

/** The signal that a document is waiting to be read: any idle reader looks for work. */
export const READING_SIGNAL = 'read';
const CANCEL_PREFIX = 'cancel-reading ';

/** The document whose reading a signal stops, if it is such a signal. */
export function readCancelSignal(payload: string): string | null {
  return payload.startsWith(CANCEL_PREFIX) ? payload.slice(CANCEL_PREFIX.length) : null;
}

/**
 * How the web side hands documents to the readers, wherever they run: the document's row
 * ('processing') is the job, so this only tells the owner's stream it waits and wakes the
 * readers. A lost signal costs a reader's next look, a couple of seconds.
 */
export class ReadingQueue {
  readonly #signals: Signals;
  readonly #progress: ProgressRelay<ProcessingProgress>;

  constructor(signals: Signals, progress: ProgressRelay<ProcessingProgress>) {
    this.#signals = signals;
    this.#progress = progress;
  }

  /** A stored document now waits to be read. */
  async announce(task: { documentId: string; userId: string; pageCount: number }): Promise<void> {
    this.#progress.publish(task.userId, waitingProgress(task.documentId, task.pageCount));
    await this.#signals.send('jobs', READING_SIGNAL).catch(() => undefined);
  }

  /** Its document is being deleted: whichever reader has it stops. */
  async cancel(documentId: string): Promise<void> {
    this.#progress.hub.forget(documentId);
    await this.#signals.send('jobs', CANCEL_PREFIX + documentId).catch(() => undefined);
  }
}
