import { deleteJobProgressBefore } from '../progress/progress-queries.ts';
import { findNamedDocuments, hasAnyDocument } from './leftover-queries.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/**
 * Removes what a crash leaves in the blob store: document files whose row never arrived (or
 * whose delete failed after the row went, see BlobStore's ordering) and the local driver's
 * temporary files of interrupted writes.
 *
 * Only what is provably ours and orphaned is touched:
 * - blobs under `documents/` whose key has exactly the shape upload-document.ts gives it,
 *   `documents/<user>/<uuid>`, with no documents row naming that storage_key (nor that id);
 *   every other key, under this prefix or any other, is left alone;
 * - the temporary files the store itself names (local disk only; S3 writes none).
 * Both only when last written over an hour ago: an upload writes its blob before its row, so a
 * young blob without a row may be an upload in flight, and a young temporary file a write.
 */

/** The one prefix the app writes blobs under (server/documents/upload-document.ts). */
export const DOCUMENT_BLOB_PREFIX = 'documents/';
/** How old a blob or temporary file must be before it counts as a leftover. */
export const LEFTOVER_MIN_AGE_MS = 60 * 60 * 1000;
/** How often the sweep runs after the one at start. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How many keys and file names the log line names; the counts are always complete. */
export const MAX_LOGGED_NAMES = 20;

const USER_SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DOCUMENT_KEY = new RegExp(`^documents/${USER_SEGMENT}/(${UUID})$`);
// Keys checked against the database per query: well under SQLite's parameter limit.
const BATCH_SIZE = 200;

/** Where the sweep reports; the app passes its logger. */
export interface SweepLog {
  info: (details: Record<string, unknown>, message: string) => void;
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** What one sweep needs. */
export interface LeftoverSweepOptions {
  db: Kysely<Database>;
  blobStore: BlobStore;
  log: SweepLog;
  /** The current time; tests move it forward instead of waiting an hour. */
  now?: () => Date;
  /** Leftovers younger than this are kept. Default one hour. */
  minAgeMs?: number;
  /** Asked between removals: true stops the sweep early (the server is closing). */
  isStopping?: () => boolean;
}

/** What one sweep removed. */
export interface SweepResult {
  removedBlobs: string[];
  removedTemporaryFiles: string[];
  /** Orphaned blobs whose removal failed; they are tried again at the next sweep. */
  failedBlobs: number;
  /** Progress reports of readings and analyses long over (their reasons included). */
  removedProgressReports: number;
}

/**
 * Runs one sweep and logs one info line when it removed anything. Throws only when the store
 * cannot be listed or the database asked; nothing is removed without a database answer.
 */
export async function sweepLeftovers(options: LeftoverSweepOptions): Promise<SweepResult> {
  const { db, blobStore, log } = options;
  const isStopping = options.isStopping ?? (() => false);
  const cutoff = new Date(
    (options.now ?? (() => new Date()))().getTime() - (options.minAgeMs ?? LEFTOVER_MIN_AGE_MS),
  );
  const result: SweepResult = {
    removedBlobs: [],
    removedTemporaryFiles: [],
    failedBlobs: 0,
    removedProgressReports: await deleteJobProgressBefore(db, cutoff.toISOString()),
  };
  let firstFailure: unknown;

  if (blobStore.removeStaleTemporaryFiles) {
    result.removedTemporaryFiles = await blobStore.removeStaleTemporaryFiles(cutoff);
  }

  const removeOrphans = async (candidates: Map<string, string>): Promise<void> => {
    if (candidates.size === 0 || isStopping()) return;
    const keys = [...candidates.keys()];
    const ids = [...candidates.values()];
    const kept = await findNamedDocuments(db, keys, ids);
    for (const [key, id] of candidates) {
      if (isStopping()) return;
      if (kept.has(key) || kept.has(id)) continue;
      try {
        await blobStore.delete(key);
        result.removedBlobs.push(key);
      } catch (error) {
        result.failedBlobs += 1;
        firstFailure ??= error;
      }
    }
  };

  // A database with no documents at all beside a store full of them is another database than
  // the files' (a new DATABASE_URL): nothing there is provably orphaned.
  const hasDocuments = await hasAnyDocument(db);
  if (blobStore.list && !hasDocuments) {
    for await (const blob of blobStore.list(DOCUMENT_BLOB_PREFIX)) {
      if (!DOCUMENT_KEY.test(blob.key)) continue;
      log.warn(
        { example: blob.key },
        'The database has no documents but the store has document files: none are removed; check that DATABASE_URL and the store belong together',
      );
      break;
    }
  } else if (blobStore.list) {
    let batch = new Map<string, string>();
    for await (const blob of blobStore.list(DOCUMENT_BLOB_PREFIX)) {
      if (isStopping()) break;
      const id = DOCUMENT_KEY.exec(blob.key)?.[1];
      // Not a key the app gives, or young enough to be an upload whose row is on its way.
      if (id === undefined || !(blob.lastModified.getTime() <= cutoff.getTime())) continue;
      batch.set(blob.key, id);
      if (batch.size >= BATCH_SIZE) {
        await removeOrphans(batch);
        batch = new Map();
      }
    }
    await removeOrphans(batch);
  }

  if (result.failedBlobs > 0) {
    log.warn(
      { err: firstFailure, failedBlobs: result.failedBlobs },
      'Could not remove some orphaned document files; the next sweep tries again',
    );
  }
  if (result.removedBlobs.length > 0 || result.removedTemporaryFiles.length > 0) {
    log.info(
      {
        removedBlobs: result.removedBlobs.length,
        removedTemporaryFiles: result.removedTemporaryFiles.length,
        blobKeys: result.removedBlobs.slice(0, MAX_LOGGED_NAMES),
        temporaryFiles: result.removedTemporaryFiles.slice(0, MAX_LOGGED_NAMES),
      },
      `Removed ${result.removedBlobs.length} orphaned document files and ${result.removedTemporaryFiles.length} stale temporary files`,
    );
  }
  return result;
}

/** Options of the periodic sweeper. */
export interface LeftoverSweeperOptions extends Omit<LeftoverSweepOptions, 'isStopping'> {
  /** Time between sweeps. Default one hour. */
  intervalMs?: number;
  /**
   * Deletes the documents past their owners' automatic deletion period (server/retention),
   * before each sweep for leftovers, which then also takes a file whose delete failed.
   */
  deleteExpiredDocuments?: (now: Date, isStopping: () => boolean) => Promise<unknown>;
  /** Deletes the activity log's entries past their retention (server/activity), each sweep. */
  deleteExpiredActivity?: (now: Date) => Promise<unknown>;
}

/** Sweeps once when started, then every interval (unref'd: it never keeps the process up). */
export class LeftoverSweeper {
  readonly #options: LeftoverSweeperOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #isClosed = false;

  constructor(options: LeftoverSweeperOptions) {
    this.#options = options;
  }

  /** Runs the first sweep now, in the background, and schedules the next ones. */
  start(): void {
    if (this.#isClosed || this.#timer) return;
    void this.sweep();
    this.#timer = setInterval(
      () => void this.sweep(),
      this.#options.intervalMs ?? SWEEP_INTERVAL_MS,
    );
    this.#timer.unref();
  }

  /** Sweeps now unless a sweep is running (then waits for that one); never rejects. */
  sweep(): Promise<void> {
    if (this.#isClosed) return Promise.resolve();
    this.#running ??= this.#deleteExpiredDocuments()
      .then(() => this.#deleteExpiredActivity())
      .then(() =>
        sweepLeftovers({
          ...this.#options,
          isStopping: () => this.#isClosed,
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          this.#options.log.warn({ err: error }, 'The sweep for leftover files failed');
        },
      )
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  /** The automatic deletion's part of a sweep; its failure is logged and the sweep goes on. */
  async #deleteExpiredDocuments(): Promise<void> {
    const { deleteExpiredDocuments } = this.#options;
    if (!deleteExpiredDocuments) return;
    const now = (this.#options.now ?? (() => new Date()))();
    try {
      await deleteExpiredDocuments(now, () => this.#isClosed);
    } catch (error) {
      this.#options.log.warn({ err: error }, 'Deleting documents past their period failed');
    }
  }

  /** The activity log's retention; its failure is logged and the sweep goes on. */
  async #deleteExpiredActivity(): Promise<void> {
    const { deleteExpiredActivity } = this.#options;
    if (!deleteExpiredActivity) return;
    try {
      await deleteExpiredActivity((this.#options.now ?? (() => new Date()))());
    } catch (error) {
      this.#options.log.warn({ err: error }, 'Deleting activity log entries past retention failed');
    }
  }

  /** Stops the schedule and waits for a sweep in progress, which stops at its next removal. */
  async close(): Promise<void> {
    this.#isClosed = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}

/**
 * Starts the sweeper once the app is ready and stops it when the app closes, before the
 * database and the store the app owns are closed.
 */
export function registerLeftoverSweeper(
  app: FastifyInstance,
  options: Pick<
    LeftoverSweeperOptions,
    'db' | 'blobStore' | 'deleteExpiredDocuments' | 'deleteExpiredActivity'
  >,
): LeftoverSweeper {
  const sweeper = new LeftoverSweeper({
    ...options,
    log: {
      info: (details, message) => app.log.info(details, message),
      warn: (details, message) => app.log.warn(details, message),
    },
  });
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', () => sweeper.close());
  return sweeper;
}
