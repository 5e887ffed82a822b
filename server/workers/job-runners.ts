import type { Kysely } from 'kysely';
import { AnalysisRunner, type AnalysisRunnerOptions } from '../analysis/analysis-runner.ts';
import { runAnalysis } from '../analysis/run-analysis.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { Engine } from '../engine/engine.ts';
import type { Signals } from '../db/signals.ts';
import type { Env } from '../env.ts';
import { ReadingRunner } from '../reading/reading-runner.ts';
import type { ReadingThreadOptions } from '../reading/reading-threads.ts';
import type { ProgressRelays } from '../progress/progress-relays.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What runs the background jobs of one process: reading documents and analysing them. */
export interface JobRunners {
  readingRunner: ReadingRunner;
  analysisRunner: AnalysisRunner;
  /** Starts taking jobs: those waiting now and each one announced from then on. */
  start: () => Promise<void>;
  /** Stops taking jobs; readings under way are freed for another worker. */
  close: () => Promise<void>;
}

/**
 * The job runners of a worker process, or of a server that does everything in one process.
 * Both kinds of job are rows in the database claimed with a lease, so any number of processes
 * run them side by side.
 */
export function createJobRunners(options: {
  env: Env;
  db: Kysely<Database>;
  kind: DatabaseKind;
  signals: Signals;
  blobStore: BlobStore;
  vault: DocumentVault;
  progress: ProgressRelays;
  engine: Pick<Engine, 'analyse'>;
  log: {
    info: (details: Record<string, unknown>, message: string) => void;
    warn: (details: Record<string, unknown>, message: string) => void;
  };
  /** Tests replace the engine (e.g. with one that fails), and do not wait between its retries. */
  analyse?: AnalysisRunnerOptions['analyse'];
  analysisRetryBackOffMs?: readonly number[];
  readingThreadOptions?: ReadingThreadOptions;
}): JobRunners {
  const { env, db, vault, signals, log } = options;
  const analysisRunner = new AnalysisRunner({
    db,
    vault,
    kind: options.kind,
    analyse:
      options.analyse ??
      ((job, reportStep) => runAnalysis(db, vault, job, options.engine.analyse, reportStep)),
    log,
    progress: options.progress.analysis,
    signals,
    leaseMs: env.ANALYSIS_LEASE_SECONDS * 1000,
    ...(options.analysisRetryBackOffMs && { retryBackOffMs: options.analysisRetryBackOffMs }),
  });
  const readingRunner = new ReadingRunner({
    db,
    kind: options.kind,
    signals,
    blobStore: options.blobStore,
    vault,
    progress: options.progress.reading,
    log,
    concurrency: env.WORKER_CONCURRENCY,
    leaseMs: env.READING_LEASE_SECONDS * 1000,
    ...(options.readingThreadOptions && { jobOptions: options.readingThreadOptions }),
    // An analysis asked for during the reading starts as soon as the text is there.
    onDocumentReady: () => analysisRunner.poke(),
  });
  return {
    readingRunner,
    analysisRunner,
    start: async () => {
      await readingRunner.start();
      analysisRunner.start();
    },
    close: async () => {
      await readingRunner.close();
      await analysisRunner.close();
    },
  };
}
