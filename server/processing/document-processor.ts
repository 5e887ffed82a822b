import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { AppError } from '../../common/errors/app-error.ts';
import {
  completeDocument,
  deleteUnreadableDocument,
  listUnfinishedDocuments,
} from '../db/queries/documents.ts';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import {
  ExtractionWorkers,
  type ExtractionJob,
  type ExtractionJobOptions,
} from './extraction-job.ts';
import { refundUnfinishedJobs } from '../analysis/refund-unfinished-jobs.ts';
import { FairQueue } from './fair-queue.ts';
import { ProgressHub } from '../progress/progress-hub.ts';
import {
  createProgressReporter,
  failedProgress,
  finishedProgress,
  waitingProgress,
} from './processing-progress.ts';

/**
 * Documents read at the same time. Each reading takes a core (OCR most of all); two let a long
 * scan and a short contract proceed side by side on a two-core machine.
 */
export const EXTRACTION_CONCURRENCY = 2;

/**
 * A stored document whose text is to be read. Only its id and where its file is: the bytes are
 * read from the store when its turn comes, so a thousand waiting uploads hold no memory.
 */
export interface ProcessingTask {
  documentId: string;
  userId: string;
  storageKey: string;
  /** Known page count so far, for the first report. */
  pageCount: number;
}

/** What the processor needs; tests pass job options with short time-outs. */
export interface DocumentProcessorOptions {
  db: Kysely<Database>;
  blobStore: BlobStore;
  log: {
    info: (details: Record<string, unknown>, message: string) => void;
    warn: (details: Record<string, unknown>, message: string) => void;
  };
  concurrency?: number;
  jobOptions?: ExtractionJobOptions;
  /** Told when a document has been read, so an analysis waiting for it can start. */
  onDocumentReady?: (documentId: string) => void;
}

type Stop = 'deleted' | 'closing';

/**
 * Reads uploaded documents in the background, a few at a time, each in its own worker thread,
 * taking them fairly between users (FairQueue), and reports progress to the hub. A document that cannot be read is removed with its file,
 * so bad input leaves nothing behind; its reason stays in the hub for the browser. A document
 * still being read when the server stops stays 'processing' and is read again at the next start.
 */
export class DocumentProcessor {
  readonly hub = new ProgressHub<ProcessingProgress>((report) => !report.isProcessing);
  readonly #options: DocumentProcessorOptions;
  readonly #workers: ExtractionWorkers;
  readonly #queue = new FairQueue<ProcessingTask>();
  readonly #running = new Map<
    string,
    { userId: string; job: ExtractionJob | null; stop: Stop | null }
  >();
  #idleWaiters: (() => void)[] = [];
  #isClosed = false;

  constructor(options: DocumentProcessorOptions) {
    this.#options = options;
    this.#workers = new ExtractionWorkers(options.jobOptions);
  }

  /** Queues a stored document for reading. */
  enqueue(task: ProcessingTask): void {
    if (this.#isClosed) return;
    this.hub.publish(task.userId, waitingProgress(task.documentId, task.pageCount));
    this.#queue.push(task);
    this.#startNext();
  }

  /** Queues every document a previous run left unread. Returns how many there were. */
  async resumeUnfinished(): Promise<number> {
    const rows = await listUnfinishedDocuments(this.#options.db);
    for (const row of rows) {
      this.enqueue({
        documentId: row.id,
        userId: row.user_id,
        storageKey: row.storage_key,
        pageCount: row.page_count,
      });
    }
    if (rows.length > 0) {
      this.#options.log.info(
        { count: rows.length },
        'Reading documents left unread at the last stop',
      );
    }
    return rows.length;
  }

  /** Starts a reader ahead of the first upload (a serving process does; tests do not). */
  warmUp(): void {
    if (!this.#isClosed) this.#workers.warmUp();
  }

  /** Stops reading a document that is being deleted. */
  cancel(documentId: string): void {
    this.#queue.remove((task) => task.documentId === documentId);
    const running = this.#running.get(documentId);
    if (running) {
      running.stop = 'deleted';
      running.job?.cancel();
    }
    this.hub.forget(documentId);
  }

  /** Resolves once nothing is queued or running (tests wait on this). */
  idle(): Promise<void> {
    if (this.#queue.size === 0 && this.#running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops every reading, leaving its document to be read again at the next start. */
  async close(): Promise<void> {
    this.#isClosed = true;
    this.#queue.clear();
    for (const running of this.#running.values()) {
      running.stop = 'closing';
      running.job?.cancel();
    }
    await this.idle();
    await this.#workers.close();
  }

  #startNext(): void {
    const concurrency = this.#options.concurrency ?? EXTRACTION_CONCURRENCY;
    while (this.#running.size < concurrency) {
      const task = this.#queue.take(this.#countRunningByUser());
      if (!task) break;
      const state = {
        userId: task.userId,
        job: null as ExtractionJob | null,
        stop: null as Stop | null,
      };
      this.#running.set(task.documentId, state);
      void this.#process(task, state).finally(() => {
        this.#running.delete(task.documentId);
        this.#startNext();
        if (this.#queue.size === 0 && this.#running.size === 0) {
          for (const resolve of this.#idleWaiters.splice(0)) resolve();
        }
      });
    }
  }

  #countRunningByUser(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { userId } of this.#running.values())
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
    return counts;
  }

  async #process(
    task: ProcessingTask,
    state: { job: ExtractionJob | null; stop: Stop | null },
  ): Promise<void> {
    const { db, blobStore, log } = this.#options;
    const report = createProgressReporter(task.documentId);
    try {
      const bytes = (await blobStore.find(task.storageKey))?.bytes;
      if (state.stop) return;
      if (!bytes)
        throw new AppError('DATA_CORRUPTION', 'The stored file of this document is missing.');
      state.job = this.#workers.run(bytes, (progress) =>
        this.hub.publish(task.userId, report(progress)),
      );
      const document = await state.job.result;
      const isStored = await completeDocument(db, task.documentId, {
        extractedText: document.text,
        pagesJson: JSON.stringify(document.pages),
        pageCount: document.pages.length,
      });
      if (!isStored) return;
      this.hub.publish(task.userId, finishedProgress(task.documentId, document.pages.length));
      this.#options.onDocumentReady?.(task.documentId);
    } catch (error) {
      if (state.stop) return;
      const failure =
        error instanceof AppError
          ? error
          : new AppError('TEXT_EXTRACTION_FAILED', 'This document could not be read.', {
              cause: error,
            });
      log.warn(
        { err: error, documentId: task.documentId, code: failure.code },
        'A document could not be read and was removed',
      );
      await this.#removeUnreadable(task.userId, task.documentId);
      this.hub.publish(task.userId, failedProgress(task.documentId, task.pageCount, failure));
    }
  }

  async #removeUnreadable(userId: string, documentId: string): Promise<void> {
    const { db, blobStore, log } = this.#options;
    // An analysis asked for while it was being read will never run: its credit comes back.
    const storageKey = await db.transaction().execute(async (trx) => {
      await refundUnfinishedJobs(trx, { userId, documentId });
      return deleteUnreadableDocument(trx, documentId);
    });
    if (storageKey !== undefined)
      await deleteBlobQuietly({ blobStore, warn: log.warn }, storageKey);
  }
}
