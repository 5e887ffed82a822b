import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import { builtInEngine } from './engine/engine-thread.ts';
import { openMigratedDatabase, type AppDatabase } from './db/database.ts';
import { getOrCreateAppSetting } from './settings/app-setting-queries.ts';
import type { Env } from './env.ts';

/** A running server and the way to stop it cleanly. */
export interface RunningServer {
  app: FastifyInstance;
  database: AppDatabase;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Opens the database, brings its schema up to date and starts listening on HOST:PORT. By default
 * the process also reads and analyses documents (the embedded set-up); with `runsJobs: false` it
 * only serves, and `legal-explainer worker` processes do the jobs.
 */
export async function startServer(
  env: Env,
  webDirectory: string | null,
  options: { runsJobs?: boolean } = {},
): Promise<RunningServer> {
  // Until the app's logger exists, a lost idle connection goes to stderr.
  let reportLostConnection = (error: Error) => console.error('Database connection closed', error);
  const database = await openMigratedDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDirectory: env.dataDirectory,
    onIdleConnectionError: (error) => reportLostConnection(error),
  });
  const installationId = await getOrCreateAppSetting(database.db, 'instance_id', () =>
    randomUUID(),
  );
  const runsJobs = options.runsJobs ?? true;
  const app = await createApp({
    env,
    db: database.db,
    databaseKind: database.kind,
    signals: database.signals,
    webDirectory,
    runsJobs,
  });
  reportLostConnection = (error) =>
    app.log.warn({ err: error }, 'The database closed an idle connection; it will be replaced');
  await app.listen({ host: env.HOST, port: env.PORT });
  if (runsJobs) {
    // Threads started now, while nobody waits, rather than by the first person's document.
    app.readingRunner.warmUp();
    void builtInEngine.warmUp();
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
  app.log.info(
    { installationId, database: database.kind, dataDirectory: env.dataDirectory, runsJobs },
    `Legal Explainer is serving ${url}`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    // Close the listener first so in-flight requests finish, then the database they used.
    stopping ??= app.close().then(() => database.close());
    return stopping;
  };
  return { app, database, url, stop };
}

/** Stops the server on SIGTERM or SIGINT, giving in-flight work a bounded time to finish. */
export function stopOnSignals(
  server: Pick<RunningServer, 'app' | 'stop'>,
  timeoutMs: number,
): void {
  const handle = (signal: NodeJS.Signals) => {
    server.app.log.info(`${signal} received: shutting down`);
    const forceExit = setTimeout(() => {
      server.app.log.error('Shutdown took too long: exiting anyway');
      process.exit(1);
    }, timeoutMs);
    forceExit.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}
