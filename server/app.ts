import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { createAnswerer, type Answerer } from './chat/answerer.ts';
import type { Env } from './env.ts';
import { registerClientErrorRoutes } from './http/client-error-routes.ts';
import { registerConfigRoutes } from './http/config-routes.ts';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { registerHealthRoutes } from './http/health-routes.ts';
import { getPageConnectOrigins, registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebAppRoutes } from './http/web-app-routes.ts';
import { createAuthContext, registerAuthService } from './auth/index.ts';
import { createTokenVerifier, registerApiAuthentication } from './http/authenticate.ts';
import { registerMeRoutes } from './http/me-routes.ts';
import { registerAccountRoutes } from './http/account-routes.ts';
import { registerCors } from './http/cors.ts';
import { AnalysisWorker, type AnalysisWorkerOptions } from './analysis/analysis-worker.ts';
import { createConfiguredLanguageModel } from './analysis/llm-model.ts';
import { runAnalysis } from './analysis/run-analysis.ts';
import { registerAnalysisRoutes } from './http/analysis-routes.ts';
import { registerChatRoutes } from './http/chat-routes.ts';
import { registerCreditRoutes } from './http/credit-routes.ts';
import { registerPaymentRoutes } from './payments/payment-routes.ts';
import { registerStatsRoutes } from './http/stats-routes.ts';
import { registerDocumentRoutes } from './http/document-routes.ts';
import { registerReportRoutes } from './http/report-routes.ts';
import { registerShareRoutes } from './http/share-routes.ts';
import { DocumentProcessor } from './processing/document-processor.ts';
import type { ExtractionJobOptions } from './processing/extraction-job.ts';
import { registerLeftoverSweeper } from './maintenance/leftover-sweeper.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createBlobStore } from './storage/create-blob-store.ts';

/** Everything the app needs from outside, so tests can start it in-process with their own. */
export interface AppDependencies {
  env: Env;
  db: Kysely<Database>;
  /** The built web app (dist/web), or null to serve only the API. */
  webDirectory: string | null;
  /** Set to false in tests to keep their output quiet. */
  isLogging?: boolean;
  /** Where uploads are kept; by default the store the env names. A store passed in stays the caller's to close. */
  blobStore?: BlobStore;
  /** Tests replace the engine (e.g. with one that fails); by default the env's engine runs. */
  analyse?: AnalysisWorkerOptions['analyse'];
  /** Tests replace the Ask-AI answerer; by default the env's engine answers. */
  answer?: Answerer;
  /** Tests shorten the extraction worker's time-outs. */
  extractionJobOptions?: ExtractionJobOptions;
  /** The current time share links expire by; tests move it forward. By default the system's. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded documents in the background; tests wait on its `idle()`. */
    documentProcessor: DocumentProcessor;
    /** Runs analysis jobs; tests wait on its `idle()`. */
    analysisWorker: AnalysisWorker;
  }
}

/** Builds the HTTP server with every route registered; the caller decides when to listen. */
export async function createApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { env, db } = dependencies;
  const app = Fastify({
    logger:
      dependencies.isLogging === false
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: env.TRUST_PROXY ?? false,
    // Uploads have their own, larger limit on their route.
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route runs (a malformed or overlong path) answer
    // with catalogue bodies too, not Fastify's own.
    frameworkErrors: handleFrameworkError,
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerCors(app, env);
  registerHealthRoutes(app, db);
  if (env.AUTH_URL && env.AUTH_ANON_KEY) {
    // An external Supabase-compatible provider: nothing is mounted at /auth/v1 here.
    registerConfigRoutes(app, env, { authUrl: env.AUTH_URL, anonKey: env.AUTH_ANON_KEY });
    registerApiAuthentication(
      app,
      createTokenVerifier({ kind: 'external', authUrl: env.AUTH_URL }),
    );
  } else {
    const siteUrl = env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
    const auth = await createAuthContext(app, env, db, siteUrl);
    await registerAuthService(app, auth);
    registerConfigRoutes(app, env, { authUrl: null, anonKey: auth.keys.anonKey });
    registerApiAuthentication(app, createTokenVerifier({ kind: 'embedded', keys: auth.keys, db }));
  }
  registerMeRoutes(app);
  registerCreditRoutes(app, db);
  registerPaymentRoutes(app, { db, env });
  registerStatsRoutes(app, db);
  let blobStore = dependencies.blobStore;
  if (!blobStore) {
    const ownStore = await createBlobStore(env);
    app.addHook('onClose', () => ownStore.close());
    blobStore = ownStore;
  }
  const processor = new DocumentProcessor({
    db,
    blobStore,
    log: {
      info: (details, message) => app.log.info(details, message),
      warn: (details, message) => app.log.warn(details, message),
    },
    ...(dependencies.extractionJobOptions && { jobOptions: dependencies.extractionJobOptions }),
    // An analysis asked for during the reading starts as soon as the text is there.
    onDocumentReady: () => app.analysisWorker.poke(),
  });
  // Documents a stopped server was still reading are read again once it is ready; closing stops
  // the readings in progress and leaves them for the next start.
  app.addHook('onReady', async () => {
    await processor.resumeUnfinished();
  });
  registerLeftoverSweeper(app, { db, blobStore });
  app.addHook('onClose', () => processor.close());
  app.decorate('documentProcessor', processor);
  await registerDocumentRoutes(app, {
    db,
    blobStore,
    processor,
    maxUploadBytes: Math.floor(env.MAX_UPLOAD_MB * 1024 * 1024),
  });
  const engine = { languageModel: createConfiguredLanguageModel(env) };
  const analysisWorker = new AnalysisWorker({
    db,
    analyse:
      dependencies.analyse ?? ((job, reportStep) => runAnalysis(db, job, engine, reportStep)),
    log: { warn: (details, message) => app.log.warn(details, message) },
    leaseMs: env.ANALYSIS_LEASE_SECONDS * 1000,
  });
  // Jobs a stopped server left behind are taken over once their lease runs out.
  app.addHook('onReady', async () => analysisWorker.poke());
  app.addHook('onClose', () => analysisWorker.close());
  app.decorate('analysisWorker', analysisWorker);
  registerAnalysisRoutes(app, { db, worker: analysisWorker });
  registerChatRoutes(app, {
    db,
    answer: dependencies.answer ?? createAnswerer(engine.languageModel),
  });
  registerAccountRoutes(app, { db, blobStore, processor });
  registerReportRoutes(app, { db, now: dependencies.now ?? (() => new Date()) });
  await registerShareRoutes(app, {
    db,
    blobStore,
    now: dependencies.now ?? (() => new Date()),
    publicUrl: env.PUBLIC_URL,
  });
  registerClientErrorRoutes(app);
  await registerWebAppRoutes(app, dependencies.webDirectory, {
    connectOrigins: getPageConnectOrigins(env),
  });
  return app;
}
