import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { isParseError } from '../../core/parsing/index.ts';
import type { DatabaseKind } from '../db/database.ts';
import {
  completeDocument,
  deleteUnreadableDocument,
} from '../document-records/document-queries.ts';
import {
  claimReadingJob,
  releaseAllReadingClaims,
  releaseReadingForRetry,
  renewReadingLease,
  type ReadingJob,
} from './reading-job-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { Signals } from '../db/signals.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import { refundUnfinishedJobs } from '../analysis/refund-unfinished-jobs.ts';
import {
  ReadingThreads,
  type ReadingThreadJob,
  type ReadingThreadOptions,
} from './reading-threads.ts';
import { createProgressReporter, failedProgress, finishedProgress } from './reading-progress.ts';
import { READING_SIGNAL, readCancelSignal } from './reading-queue.ts';

/**
 * Documents read at the same time by one process (WORKER_CONCURRENCY). Each reading takes a core
 * (OCR most of all); two let a long scan and a short contract proceed side by side on a
 * two-core machine.
 */
export const READING_CONCURRENCY = 2;

// A lease is renewed three times in its life, so one slow renewal does not lose it.
const RENEWALS_PER_LEASE = 3;
// How often an idle reader looks for work it was not told about (a lapsed lease, a retry).
const POLL_EVERY_MS = 2_000;
/** A reading that failed this often for reasons not the file's own is given up. */
export const MAX_READING_ATTEMPTS = 3;
// Waits before the next attempt after such a failure: 5 s, then 20 s.
const RETRY_BACKOFF_MS = [5_000, 20_000];

/** What the reading runner needs; tests pass job options with short time-outs. */
export interface ReadingRunnerOptions {
  db: Kysely<Database>;
  kind: DatabaseKind;
  signals: Signals;
  blobStore: BlobStore;
  /** Opens the stored file and seals the text read from it. */
  vault: DocumentVault;
  progress: ProgressRelay<ProcessingProgress>;
  log: {
    info: (details: Record<string, unknown>, message: string) => void;
    warn: (details: Record<string, unknown>, message: string) => void;
  };
  concurrency?: number;
  jobOptions?: ReadingThreadOptions;
  /** How long a claim holds without renewal (READING_LEASE_SECONDS). */
  leaseMs?: number;
  pollEveryMs?: number;
  /** Told when a document has been read, so an analysis waiting for it can start. */
  onDocumentReady?: (documentId: string) => void;
}

interface Reading {
  job: ReadingThreadJob | null;
  stop: 'deleted' | 'closing' | 'lost' | null;
}

/**
 * Reads uploaded documents, a few at a time, each in a worker thread. The documents waiting are
 * rows in the database ('processing'), claimed with a lease (claimReadingJob: fair between
 * users, SKIP LOCKED on PostgreSQL), so any number of worker processes share them and one that
 * dies has its readings taken over once the lease lapses. Progress goes through the relay to
 * whichever instance streams it. A document that cannot be read is removed with its file, so bad
 * input leaves nothing behind; its reason stays in the progress for the browser. A failure that
 * is not the file's fault is tried again after a back-off, at most MAX_READING_ATTEMPTS times.
 */
export class ReadingRunner {
  readonly #options: ReadingRunnerOptions;
  readonly #threads: ReadingThreads;
  /** This process's name on the readings it claims (documents.reading_owner). */
  readonly owner = `reader-${randomUUID()}`;
  readonly #running = new Map<string, Reading>();
  #claiming = false;
  #hasMoreWork = true;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopListening: (() => void) | null = null;
  #idleWaiters: (() => void)[] = [];
  #isClosed = false;

  constructor(options: ReadingRunnerOptions) {
    this.#options = options;
    this.#threads = new ReadingThreads(options.jobOptions);
  }

  /**
   * Starts taking readings: those waiting now, each one announced from then on, and every few
   * seconds whatever else became due. On SQLite, which one process serves, claims left by a
   * previous run are freed first, so its readings start again at once.
   */
  async start(): Promise<void> {
    if (this.#options.kind === 'sqlite') {
      const freed = await releaseAllReadingClaims(this.#options.db);
      if (freed > 0)
        this.#options.log.info({ count: freed }, 'Reading documents left unread at the last stop');
    }
    this.#stopListening = this.#options.signals.listen('jobs', (payload) => {
      if (payload === READING_SIGNAL) this.poke();
      const cancelled = readCancelSignal(payload);
      if (cancelled) this.#cancel(cancelled);
    });
    this.poke();
  }

  /** Starts a reader thread ahead of the first document, so it does not wait for pdf.js. */
  warmUp(): void {
    if (!this.#isClosed) this.#threads.warmUp();
  }

  /** Looks for work now. */
  poke(): void {
    this.#hasMoreWork = true;
    void this.#fill();
  }

  /** Resolves once nothing is running and nothing is waiting that this process could take. */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops every reading; each is freed for another worker or the next start. */
  async close(): Promise<void> {
    this.#isClosed = true;
    clearTimeout(this.#timer);
    this.#stopListening?.();
    for (const reading of this.#running.values()) {
      reading.stop = 'closing';
      reading.job?.cancel();
    }
    await this.idle();
    await this.#threads.close();
  }

  #cancel(documentId: string): void {
    const reading = this.#running.get(documentId);
    if (!reading) return;
    reading.stop = 'deleted';
    reading.job?.cancel();
  }

  async #fill(): Promise<void> {
    if (this.#claiming || this.#isClosed) return;
    this.#claiming = true;
    try {
      const concurrency = this.#options.concurrency ?? READING_CONCURRENCY;
      while (!this.#isClosed && this.#hasMoreWork && this.#running.size < concurrency) {
        const now = Date.now();
        const job = await claimReadingJob(
          this.#options.db,
          this.#options.kind,
          this.owner,
          new Date(now).toISOString(),
          new Date(now + this.#leaseMs()).toISOString(),
        );
        if (!job) {
          this.#hasMoreWork = false;
          break;
        }
        const reading: Reading = { job: null, stop: null };
        this.#running.set(job.documentId, reading);
        void this.#read(job, reading).finally(() => {
          this.#running.delete(job.documentId);
          this.#tellIfIdle();
          this.poke();
        });
      }
    } catch (error) {
      this.#options.log.warn({ err: error }, 'Could not look for documents to read');
    } finally {
      this.#claiming = false;
      this.#scheduleNextLook();
      this.#tellIfIdle();
    }
  }

  #tellIfIdle(): void {
    if (this.#isIdle()) for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  #scheduleNextLook(): void {
    clearTimeout(this.#timer);
    if (this.#isClosed) return;
    this.#timer = setTimeout(() => this.poke(), this.#options.pollEveryMs ?? POLL_EVERY_MS);
    this.#timer.unref();
  }

  #isIdle(): boolean {
    return this.#running.size === 0 && !this.#claiming && (!this.#hasMoreWork || this.#isClosed);
  }

  async #read(job: ReadingJob, reading: Reading): Promise<void> {
    const { db, blobStore, vault, log, progress } = this.#options;
    const report = createProgressReporter(job.documentId);
    const renewal = setInterval(() => {
      const until = new Date(Date.now() + this.#leaseMs()).toISOString();
      void renewReadingLease(db, job.documentId, this.owner, until).then(
        (isStillMine) => {
          // Deleted meanwhile, or taken over after a lapse: this reading is no longer wanted.
          if (!isStillMine && !reading.stop) {
            reading.stop = 'lost';
            reading.job?.cancel();
          }
        },
        (error: unknown) =>
          log.warn({ err: error, documentId: job.documentId }, 'A reading lease was not renewed'),
      );
    }, this.#leaseMs() / RENEWALS_PER_LEASE);
    try {
      const bytes = await vault.readFile(db, blobStore, {
        id: job.documentId,
        storage_key: job.storageKey,
      });
      if (reading.stop) return;
      if (!bytes)
        throw new AppError('DATA_CORRUPTION', 'The stored file of this document is missing.');
      reading.job = this.#threads.run(bytes, (step) => progress.publish(job.userId, report(step)));
      const document = await reading.job.result;
      const isStored = await completeDocument(db, vault, job.documentId, {
        extractedText: document.text,
        pagesJson: JSON.stringify(document.pages),
        pageCount: document.pages.length,
      });
      if (!isStored) return;
      progress.publish(job.userId, finishedProgress(job.documentId, document.pages.length));
      this.#options.onDocumentReady?.(job.documentId);
    } catch (error) {
      if (reading.stop === 'deleted' || reading.stop === 'lost') return;
      if (reading.stop === 'closing') {
        await this.#release(job, 0);
        return;
      }
      if (!isFinalFailure(error) && job.attempts < MAX_READING_ATTEMPTS) {
        log.warn(
          { err: error, documentId: job.documentId, attempts: job.attempts },
          'A reading failed and will be tried again',
        );
        await this.#release(job, RETRY_BACKOFF_MS[job.attempts - 1] ?? 0);
        return;
      }
      const failure =
        error instanceof AppError
          ? error
          : new AppError('TEXT_EXTRACTION_FAILED', 'This document could not be read.', {
              cause: error,
            });
      log.warn(
        { err: error, documentId: job.documentId, code: failure.code },
        'A document could not be read and was removed',
      );
      await this.#removeUnreadable(job.userId, job.documentId);
      progress.publish(job.userId, failedProgress(job.documentId, job.pageCount, failure));
    } finally {
      clearInterval(renewal);
    }
  }

  async #release(job: ReadingJob, afterMs: number): Promise<void> {
    const retryAt = new Date(Date.now() + afterMs).toISOString();
    await releaseReadingForRetry(this.#options.db, job.documentId, this.owner, retryAt).catch(
      (error: unknown) =>
        this.#options.log.warn({ err: error, documentId: job.documentId }, 'A claim was not freed'),
    );
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

  #leaseMs(): number {
    return this.#options.leaseMs ?? 20_000;
  }
}

/**
 * A failure that another attempt would only repeat: the file's own (a ParseError), or its
 * stored file missing. Anything else (a reader thread that died, a store or database that did
 * not answer) is worth trying again.
 */
function isFinalFailure(error: unknown): boolean {
  return isParseError(error) || (error instanceof AppError && error.code === 'DATA_CORRUPTION');
}
