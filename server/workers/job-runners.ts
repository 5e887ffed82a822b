import type { Kysely } from 'kysely';
import { AnalysisWorker, type AnalysisWorkerOptions } from '../analysis/analysis-worker.ts';
import { runAnalysis, type AnalysisEngineSettings } from '../analysis/run-analysis.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { Signals } from '../db/signals.ts';
import type { Env } from '../env.ts';
import { DocumentProcessor } from '../processing/document-processor.ts';
import type { ExtractionJobOptions } from '../processing/extraction-job.ts';
import type { ProgressRelays } from '../progress/progress-relays.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What runs the background jobs of one process: reading documents and analysing them. */
export interface JobRunners {
  processor: DocumentProcessor;
  analysisWorker: AnalysisWorker;
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
  engine: AnalysisEngineSettings;
  log: {
    info: (details: Record<string, unknown>, message: string) => void;
    warn: (details: Record<string, unknown>, message: string) => void;
  };
  /** Tests replace the engine (e.g. with one that fails), and do not wait between its retries. */
  analyse?: AnalysisWorkerOptions['analyse'];
  analysisRetryBackOffMs?: readonly number[];
  extractionJobOptions?: ExtractionJobOptions;
}): JobRunners {
  const { env, db, vault, signals, log } = options;
  const analysisWorker = new AnalysisWorker({
    db,
    vault,
    kind: options.kind,
    analyse:
      options.analyse ??
      ((job, reportStep) => runAnalysis(db, vault, job, options.engine, reportStep)),
    log,
    progress: options.progress.analysis,
    signals,
    leaseMs: env.ANALYSIS_LEASE_SECONDS * 1000,
    ...(options.analysisRetryBackOffMs && { retryBackOffMs: options.analysisRetryBackOffMs }),
  });
  const processor = new DocumentProcessor({
    db,
    kind: options.kind,
    signals,
    blobStore: options.blobStore,
    vault,
    progress: options.progress.reading,
    log,
    concurrency: env.WORKER_CONCURRENCY,
    leaseMs: env.READING_LEASE_SECONDS * 1000,
    ...(options.extractionJobOptions && { jobOptions: options.extractionJobOptions }),
    // An analysis asked for during the reading starts as soon as the text is there.
    onDocumentReady: () => analysisWorker.poke(),
  });
  return {
    processor,
    analysisWorker,
    start: async () => {
      await processor.start();
      analysisWorker.start();
    },
    close: async () => {
      await processor.close();
      await analysisWorker.close();
    },
  };
}
