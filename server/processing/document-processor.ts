import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { AppError } from '../../common/errors/app-error.ts';
import {
  completeDocument,
  deleteUnreadableDocument,
  listUnfinishedDocuments,
} from '../db/queries/documents.ts';
import type { Database } from '../db/schema.ts';
import {
  detectFileType,
  inspectDocument,
  type DocumentInspection,
} from '../../core/parsing/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import {
  ExtractionWorkers,
  type ExtractionJob,
  type ExtractionJobOptions,
} from './extraction-job.ts';
import { refundUnfinishedJobs } from '../analysis/refund-unfinished-jobs.ts';
import { FairLimiter } from './fair-limiter.ts';
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
 * Uploads inspected at the same time, on a worker beside the readers. A sound file takes
 * milliseconds; one built to be slow holds the line for at most INSPECTION_TIMEOUT_MS, and
 * turns go round between users.
 */
const INSPECTION_CONCURRENCY = 1;

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

interface ReadingState {
  job: ExtractionJob | null;
  stop: 'deleted' | 'closing' | null;
}

/**
 * Reads uploaded documents in the background, a few at a time, each in its own worker thread,
 * taking turns fairly between users (FairLimiter), and reports progress to the hub. It also
 * inspects uploads on those threads. A document that cannot be read is removed with its file,
 * so bad input leaves nothing behind; its reason stays in the hub for the browser. A document
 * still being read when the server stops stays 'processing' and is read again at the next start.
 */
export class DocumentProcessor {
  readonly hub = new ProgressHub<ProcessingProgress>((report) => !report.isProcessing);
  readonly #options: DocumentProcessorOptions;
  readonly #workers: ExtractionWorkers;
  readonly #readings: FairLimiter;
  readonly #inspections = new FairLimiter(INSPECTION_CONCURRENCY);
  // Every document waiting or being read, and whether it is to stop.
  readonly #tasks = new Map<string, ReadingState>();
  #idleWaiters: (() => void)[] = [];
  #isClosed = false;

  constructor(options: DocumentProcessorOptions) {
    this.#options = options;
    this.#workers = new ExtractionWorkers(options.jobOptions);
    this.#readings = new FairLimiter(options.concurrency ?? EXTRACTION_CONCURRENCY);
  }

  /**
   * The quick look at an upload before it is stored (inspectDocument): its kind and page count,
   * or the ParseError that refuses it. A PDF or Word file is opened on a worker thread, as its
   * structure can be built to be slow or huge to open. A text file is read here: that is one
   * linear pass (about 50 ms for 10 MB), and a thread's heap grew by 600 MB doing it for a burst
   * of large text uploads.
   */
  inspect(userId: string, bytes: Uint8Array): Promise<DocumentInspection> {
    if (detectFileType(bytes) === 'txt') return inspectDocument(bytes);
    return this.#inspections.run(userId, () => this.#workers.inspect(bytes));
  }

  /** Queues a stored document for reading. */
  enqueue(task: ProcessingTask): void {
    if (this.#isClosed) return;
    this.hub.publish(task.userId, waitingProgress(task.documentId, task.pageCount));
    const state: ReadingState = { job: null, stop: null };
    this.#tasks.set(task.documentId, state);
    void this.#readings
      .run(task.userId, () => this.#process(task, state))
      .finally(() => {
        this.#tasks.delete(task.documentId);
        if (this.#tasks.size === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
      });
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
    const state = this.#tasks.get(documentId);
    if (state) {
      state.stop = 'deleted';
      state.job?.cancel();
    }
    this.hub.forget(documentId);
  }

  /** Resolves once nothing is queued or running (tests wait on this). */
  idle(): Promise<void> {
    if (this.#tasks.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops every reading, leaving its document to be read again at the next start. */
  async close(): Promise<void> {
    this.#isClosed = true;
    for (const state of this.#tasks.values()) {
      state.stop = 'closing';
      state.job?.cancel();
    }
    await this.idle();
    await this.#workers.close();
  }

  async #process(task: ProcessingTask, state: ReadingState): Promise<void> {
    // Deleted while it waited, or the server is stopping: its turn passes.
    if (state.stop) return;
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
