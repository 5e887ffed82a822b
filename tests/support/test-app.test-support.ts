import type { FastifyInstance } from 'fastify';
import { createApp, type AppDependencies } from '../../server/app.ts';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../server/db/database.ts';
import type { Database } from '../../server/db/schema.ts';
import { loadEnv } from '../../server/env.ts';
import type { ReadingThreadOptions } from '../../server/reading/reading-threads.ts';
import type { BlobStore } from '../../server/storage/blob-store.ts';
import { createTestDatabase, type TestDatabase } from './test-database.test-support.ts';

/** An in-process app on a fresh database, for tests that speak HTTP to it with inject(). */
export interface TestApp {
  app: FastifyInstance;
  /** The app's database, for tests that set up or check rows directly. */
  db: Kysely<Database>;
  /** Resolves once every uploaded document has been read (or refused). */
  waitForReadings: () => Promise<void>;
  close: () => Promise<void>;
}

/** Starts the app in-process on a fresh database; settings may be overridden per test. */
export async function createTestApp(
  options: {
    kind?: DatabaseKind;
    webDirectory?: string | null;
    env?: Record<string, string>;
    /** A blob store the test keeps (and closes) itself, to look at the stored files. */
    blobStore?: BlobStore;
    readingThreadOptions?: ReadingThreadOptions;
    /** Replaces the analysis engine, e.g. with one that fails. */
    analyse?: AppDependencies['analyse'];
    /** Replaces the Ask-AI answerer, e.g. with one that answers what the test wants. */
    answer?: AppDependencies['answer'];
    /** A database the test keeps (and closes) itself, e.g. to start a second app on it. */
    database?: TestDatabase;
    /** False for an instance that only serves, leaving reading and analysis to another. */
    runsJobs?: boolean;
    /** Where the app's log lines go; without it the app logs nothing. */
    logStream?: AppDependencies['logStream'];
    /** The app's clock, which tests move forward (share links expire by it). */
    now?: AppDependencies['now'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.kind ?? 'sqlite'));
  const env = loadEnv({ DATA_DIR: database.dataDirectory, NODE_ENV: 'test', ...options.env });
  const app = await createApp({
    env,
    db: database.db,
    databaseKind: database.kind,
    signals: database.signals,
    webDirectory: options.webDirectory ?? null,
    isLogging: options.logStream !== undefined,
    ...(options.logStream && { logStream: options.logStream }),
    blobStore: options.blobStore,
    ...(options.readingThreadOptions && { readingThreadOptions: options.readingThreadOptions }),
    // An engine a test replaces is retried without waiting.
    ...(options.analyse && { analyse: options.analyse, analysisRetryBackOffMs: [0, 0] }),
    ...(options.answer && { answer: options.answer }),
    ...(options.runsJobs !== undefined && { runsJobs: options.runsJobs }),
    ...(options.now && { now: options.now }),
  });
  return {
    app,
    db: database.db,
    waitForReadings: () => app.readingRunner.idle(),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
