import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { Answerer } from './engine/answerer.ts';
import type { Env } from './env.ts';
import { registerClientErrorRoutes } from './http/routes/client-error-routes.ts';
import { registerConfigRoutes } from './http/routes/config-routes.ts';
import { handleConnectionError } from './http/middleware/connection-error-handler.ts';
import { handleFrameworkError, registerErrorHandler } from './http/middleware/error-handler.ts';
import { registerHealthRoutes } from './http/routes/health-routes.ts';
import {
  getPageConnectOrigins,
  registerSecurityHeaders,
} from './http/middleware/security-headers.ts';
import { registerWebAppRoutes } from './http/routes/web-app-routes.ts';
import { createAuthContext, registerAuthService } from './auth/index.ts';
import {
  createTokenVerifier,
  registerApiAuthentication,
  type TokenVerifier,
} from './http/middleware/authenticate.ts';
import { registerMeRoutes } from './http/routes/me-routes.ts';
import { registerAccountRoutes } from './http/routes/account-routes.ts';
import { registerSessionRoutes } from './http/routes/session-routes.ts';
import { registerCors } from './http/middleware/cors.ts';
import type { AnalysisRunner, AnalysisRunnerOptions } from './analysis/analysis-runner.ts';
import { createConfiguredEngine } from './engine/engine.ts';
import { registerAnalysisRoutes } from './http/routes/analysis-routes.ts';
import { registerChatRoutes } from './http/routes/chat-routes.ts';
import { registerCreditRoutes } from './http/routes/credit-routes.ts';
import { registerPaymentRoutes } from './http/routes/payment-routes.ts';
import { registerStatsRoutes } from './http/routes/stats-routes.ts';
import { registerDocumentRoutes } from './http/routes/document-routes.ts';
import { registerCompareRoutes } from './http/routes/compare-routes.ts';
import { registerReportRoutes } from './http/routes/report-routes.ts';
import { registerShareRoutes } from './http/routes/share-routes.ts';
import type { ReadingRunner } from './reading/reading-runner.ts';
import { ReadingQueue } from './reading/reading-queue.ts';
import { UploadInspector } from './reading/upload-inspector.ts';
import { createProgressRelays, type ProgressRelays } from './progress/progress-relays.ts';
import { createJobRunners } from './workers/job-runners.ts';
import type { DatabaseKind } from './db/database.ts';
import type { Signals } from './db/signals.ts';
import type { ReadingThreadOptions } from './reading/reading-threads.ts';
import { createLoggerOptions, type LogStream } from './logging/logger-options.ts';
import { registerLeftoverSweeper, type LeftoverSweeper } from './maintenance/leftover-sweeper.ts';
import { deleteExpiredDocuments } from './retention/delete-expired-documents.ts';
import { deleteExpiredActivity } from './activity/delete-expired-activity.ts';
import { registerActivityRoutes } from './http/routes/activity-routes.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createBlobStore } from './storage/create-blob-store.ts';
import type { DocumentVault } from './encryption/document-vault.ts';
import { openVault } from './encryption/open-vault.ts';
import { sealDocumentsInClear } from './encryption/seal-documents-in-clear.ts';

/** Everything the app needs from outside, so tests can start it in-process with their own. */
export interface AppDependencies {
  env: Env;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  /** Messages between the processes sharing the database (new jobs, progress). */
  signals: Signals;
  /** This process among those sharing the database; a new one each start by default. */
  instanceId?: string;
  /**
   * Whether this process also reads and analyses documents (the default, the embedded
   * set-up), or only serves, leaving the jobs to `legal-explainer worker` processes.
   */
  runsJobs?: boolean;
  /** The built web app (dist/web), or null to serve only the API. */
  webDirectory: string | null;
  /** Set to false in tests to keep their output quiet. */
  isLogging?: boolean;
  /** Where log lines go; standard output by default. Tests read them here. */
  logStream?: LogStream;
  /** Where uploads are kept; by default the store the env names. A store passed in stays the caller's to close. */
  blobStore?: BlobStore;
  /** Tests replace the engine (e.g. with one that fails); by default the env's engine runs. */
  analyse?: AnalysisRunnerOptions['analyse'];
  /** Tests do not wait between an engine's retries. */
  analysisRetryBackOffMs?: readonly number[];
  /** Tests replace the Ask-AI answerer; by default the env's engine answers. */
  answer?: Answerer;
  /** Tests shorten the extraction worker's time-outs. */
  readingThreadOptions?: ReadingThreadOptions;
  /** The current time share links expire by; tests move it forward. By default the system's. */
  now?: () => Date;
  /** Seals the documents' data; by default one over the master keys the env gives. */
  vault?: DocumentVault;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The progress of readings and analyses, whichever process does them. */
    progress: ProgressRelays;
    /** Reads uploaded documents in the background (unless jobs run elsewhere); tests wait on its `idle()`. */
    readingRunner: ReadingRunner;
    /** Runs analysis jobs (unless jobs run elsewhere); tests wait on its `idle()`. */
    analysisRunner: AnalysisRunner;
    /** Removes leftovers and documents past their period, hourly; tests call its `sweep()`. */
    sweeper: LeftoverSweeper;
    /** Seals and opens the documents' data; tests read stored rows through it. */
    vault: DocumentVault;
  }
}

/** Builds the HTTP server with every route registered; the caller decides when to listen. */
export async function createApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { env, db } = dependencies;
  const app = Fastify({
    logger:
      dependencies.isLogging === false
        ? false
        : createLoggerOptions(env.LOG_LEVEL, dependencies.logStream),
    trustProxy: env.TRUST_PROXY ?? false,
    // Uploads have their own, larger limit on their route.
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route runs (a malformed or overlong path) answer
    // with catalogue bodies too, not Fastify's own.
    frameworkErrors: handleFrameworkError,
    // Requests Node cannot parse are answered with the security headers as well.
    clientErrorHandler: handleConnectionError,
  });
  // Before anything is stored: a wrong or missing master key stops the start here.
  const vault =
    dependencies.vault ??
    (await openVault(db, env, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    }));
  app.decorate('vault', vault);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerCors(app, env);
  registerHealthRoutes(app, db);
  let verifyToken: TokenVerifier;
  if (env.AUTH_URL && env.AUTH_ANON_KEY) {
    // An external Supabase-compatible provider: nothing is mounted at /auth/v1 here.
    registerConfigRoutes(app, env, { authUrl: env.AUTH_URL, anonKey: env.AUTH_ANON_KEY });
    verifyToken = createTokenVerifier({ kind: 'external', authUrl: env.AUTH_URL });
  } else {
    const siteUrl = env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
    const auth = await createAuthContext(app, env, db, siteUrl);
    await registerAuthService(app, auth);
    registerConfigRoutes(app, env, { authUrl: null, anonKey: auth.keys.anonKey });
    verifyToken = createTokenVerifier({ kind: 'embedded', keys: auth.keys, db });
  }
  registerApiAuthentication(app, verifyToken);
  registerMeRoutes(app);
  registerCreditRoutes(app, db);
  registerPaymentRoutes(app, { db, env });
  registerStatsRoutes(app, { db, vault });
  let blobStore = dependencies.blobStore;
  if (!blobStore) {
    const ownStore = await createBlobStore(env);
    app.addHook('onClose', () => ownStore.close());
    blobStore = ownStore;
  }
  const progress = createProgressRelays({
    db,
    signals: dependencies.signals,
    instanceId: dependencies.instanceId ?? randomUUID(),
    warn: (details, message) => app.log.warn(details, message),
  });
  app.addHook('onClose', async () => progress.stop());
  app.decorate('progress', progress);
  const inspector = new UploadInspector(dependencies.readingThreadOptions);
  app.addHook('onClose', () => inspector.close());
  const readings = new ReadingQueue(dependencies.signals, progress.reading);
  const now = dependencies.now ?? (() => new Date());
  const documentDependencies = {
    db,
    blobStore,
    vault,
    inspector,
    readings,
    warn: (details: Record<string, unknown>, message: string) => app.log.warn(details, message),
  };
  // Documents an earlier version kept in clear are sealed before anyone is served.
  const sealedAtStart = await sealDocumentsInClear(documentDependencies);
  if (sealedAtStart > 0)
    app.log.info({ documents: sealedAtStart }, 'Encrypted the documents stored before encryption');
  const sweeper = registerLeftoverSweeper(app, {
    db,
    blobStore,
    deleteExpiredDocuments: (sweepTime, isStopping) =>
      deleteExpiredDocuments({
        dependencies: documentDependencies,
        now: sweepTime,
        log: app.log,
        isStopping,
      }),
    deleteExpiredActivity: (sweepTime) =>
      deleteExpiredActivity(db, { now: sweepTime, retentionDays: env.ACTIVITY_RETENTION_DAYS }),
  });
  app.decorate('sweeper', sweeper);
  await registerDocumentRoutes(app, {
    db,
    blobStore,
    vault,
    inspector,
    readings,
    readingProgress: progress.reading,
    maxUploadBytes: Math.floor(env.MAX_UPLOAD_MB * 1024 * 1024),
  });
  const engine = createConfiguredEngine(env);
  if (dependencies.runsJobs !== false) {
    // Everything in one process (the embedded default): this server reads and analyses too.
    const jobs = createJobRunners({
      env,
      db,
      kind: dependencies.databaseKind,
      signals: dependencies.signals,
      blobStore,
      vault,
      progress,
      engine,
      log: {
        info: (details, message) => app.log.info(details, message),
        warn: (details, message) => app.log.warn(details, message),
      },
      ...(dependencies.analyse && { analyse: dependencies.analyse }),
      ...(dependencies.analysisRetryBackOffMs && {
        analysisRetryBackOffMs: dependencies.analysisRetryBackOffMs,
      }),
      ...(dependencies.readingThreadOptions && {
        readingThreadOptions: dependencies.readingThreadOptions,
      }),
    });
    // Jobs a stopped server left behind are taken (at once on SQLite, after their lease on
    // PostgreSQL); closing frees the readings in progress for the next start.
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.close());
    app.decorate('readingRunner', jobs.readingRunner);
    app.decorate('analysisRunner', jobs.analysisRunner);
  }
  registerAnalysisRoutes(app, {
    db,
    vault,
    signals: dependencies.signals,
    progress: progress.analysis,
  });
  registerChatRoutes(app, {
    db,
    vault,
    answer: dependencies.answer ?? engine.answer,
  });
  registerAccountRoutes(app, { db, blobStore, vault, inspector, readings, now });
  registerSessionRoutes(app, {
    db,
    isEmbeddedAuth: !(env.AUTH_URL && env.AUTH_ANON_KEY),
    now,
  });
  registerReportRoutes(app, { db, vault, now });
  registerActivityRoutes(app, { db, now });
  registerCompareRoutes(app, { db, vault, now });
  await registerShareRoutes(app, {
    db,
    blobStore,
    vault,
    now,
    publicUrl: env.PUBLIC_URL,
  });
  registerClientErrorRoutes(app, { db, verifyToken, now });
  await registerWebAppRoutes(app, dependencies.webDirectory, {
    connectOrigins: getPageConnectOrigins(env),
  });
  return app;
}
