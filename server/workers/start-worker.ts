import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { createConfiguredEngine } from '../engine/engine.ts';
import { builtInEngine } from '../engine/engine-thread.ts';
import { EnvError, type Env } from '../env.ts';
import { registerHealthRoutes } from '../http/routes/health-routes.ts';
import { createLoggerOptions } from '../logging/logger-options.ts';
import { openMigratedDatabase } from '../db/database.ts';
import { createProgressRelays } from '../progress/progress-relays.ts';
import { createBlobStore } from '../storage/create-blob-store.ts';
import { createJobRunners } from './job-runners.ts';
import { openVault } from '../encryption/open-vault.ts';

/** A running worker process and the way to stop it cleanly. */
export interface RunningWorker {
  /** Only /healthz and /readyz, on WORKER_HEALTH_PORT: the worker serves nothing else. */
  app: FastifyInstance;
  url: string;
  stop: () => Promise<void>;
}

/**
 * `legal-explainer worker`: reads, recognises (OCR) and analyses documents for every instance
 * sharing the database, WORKER_CONCURRENCY readings at a time. It needs PostgreSQL: SQLite is
 * served by one process, which does its jobs itself.
 */
export async function startWorker(env: Env): Promise<RunningWorker> {
  if (!env.DATABASE_URL)
    throw new EnvError([
      'DATABASE_URL: a separate worker needs PostgreSQL; with the embedded SQLite database, `legal-explainer start` reads and analyses documents itself.',
    ]);
  let reportLostConnection = (error: Error) => console.error('Database connection closed', error);
  const database = await openMigratedDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDirectory: env.dataDirectory,
    onIdleConnectionError: (error) => reportLostConnection(error),
  });
  const app = Fastify({ logger: createLoggerOptions(env.LOG_LEVEL) });
  reportLostConnection = (error) =>
    app.log.warn({ err: error }, 'The database connection closed; it will be replaced');
  registerHealthRoutes(app, database.db);
  const blobStore = await createBlobStore(env);
  const log = {
    info: (details: Record<string, unknown>, message: string) => app.log.info(details, message),
    warn: (details: Record<string, unknown>, message: string) => app.log.warn(details, message),
  };
  const progress = createProgressRelays({
    db: database.db,
    signals: database.signals,
    instanceId: randomUUID(),
    warn: log.warn,
  });
  const jobs = createJobRunners({
    env,
    db: database.db,
    kind: database.kind,
    signals: database.signals,
    blobStore,
    vault: await openVault(database.db, env, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    }),
    progress,
    engine: createConfiguredEngine(env),
    log,
  });
  await app.listen({ host: env.HOST, port: env.WORKER_HEALTH_PORT });
  await jobs.start();
  jobs.readingRunner.warmUp();
  void builtInEngine.warmUp();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.WORKER_HEALTH_PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
  app.log.info(
    {
      concurrency: env.WORKER_CONCURRENCY,
      health: `${url}/healthz`,
      readerOwner: jobs.readingRunner.owner,
      analysisOwner: jobs.analysisRunner.owner,
    },
    'Legal Explainer worker is taking jobs',
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Jobs first, freeing readings in progress for the other workers; then the rest.
      await jobs.close();
      progress.stop();
      await app.close();
      await blobStore.close();
      await database.close();
    })();
    return stopping;
  };
  return { app, url, stop };
}
