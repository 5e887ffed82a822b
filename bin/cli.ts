import { EnvError, loadEnv } from '../server/env.ts';
import { DataKeyError } from '../server/encryption/master-keys.ts';
import { findProjectRoot } from './project-root.ts';
import { buildWeb, getWebDirectory, isWebBuildStale } from './web-build.ts';
import { escapeForTerminal } from './terminal-text.ts';

const projectRoot = findProjectRoot(import.meta.url);

const USAGE = `Usage: legal-explainer <command>

Commands:
  start [--serve-only]       build the web app if needed, then serve it with the API on PORT,
                             reading and analysing documents in the same process; with
                             --serve-only, leave that to worker processes
  worker                     read, recognise (OCR) and analyze documents for every server
                             sharing DATABASE_URL (PostgreSQL); /healthz on WORKER_HEALTH_PORT
  migrate                    bring the database's schema up to date (and create S3_BUCKET
                             when S3_CREATE_BUCKET is set), then exit
  analyze FILE... [--jsonl] [--as ROLE]
                             print each PDF, DOCX or TXT file's analysis as JSON, written for
                             the party ROLE (default: the document type's reader)
  ask FILE "QUESTION" [--json]
                             answer a question about the file, citing its passages
  report FILE --format pdf|docx|docx-comments|md|csv|ics [-o OUT] [--include SECTIONS]
         [--as ROLE]         write the file's analysis as a report, the same as the web
                             app's download
  compare OLD NEW [--as ROLE] [--json]
                             what changed between two versions of a document, and what it
                             changes for the party ROLE (default: the old version's reader)
  build-web                  build the web app into dist/web
  admin ...                  manage users, credits and plans (run it for the list)
  help         show this text`;

/** A server keeps the process alive until a signal stops it; other commands exit with a code. */
const KEEP_RUNNING = 'keep-running';

/** Runs one command of the command line; returns the process exit code, or KEEP_RUNNING. */
async function runCommand(args: string[]): Promise<number | typeof KEEP_RUNNING> {
  const [command = 'help'] = args;
  switch (command) {
    case 'start':
      return start({ runsJobs: !args.includes('--serve-only') });
    case 'worker':
      return startWorkerProcess();
    case 'migrate':
      return migrate();
    case 'analyze': {
      // Each command loads only what it needs, so a quick command starts quickly.
      const { runAnalyzeCommand } = await import('./analyze-command.ts');
      return runAnalyzeCommand(args.slice(1));
    }
    case 'ask': {
      const { runAskCommand } = await import('./ask-command.ts');
      return runAskCommand(args.slice(1));
    }
    case 'report': {
      const { runReportCommand } = await import('./report-command.ts');
      return runReportCommand(args.slice(1));
    }
    case 'compare': {
      const { runCompareCommand } = await import('./compare-command.ts');
      return runCompareCommand(args.slice(1));
    }
    case 'admin': {
      const { runAdminCommand } = await import('./admin-command.ts');
      return runAdminCommand(args.slice(1));
    }
    case 'build-web':
      await buildWeb(projectRoot);
      return 0;
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return 0;
    default:
      console.error(`Unknown command: ${escapeForTerminal(command)}\n\n${USAGE}`);
      return 2;
  }
}

async function start(options: { runsJobs: boolean }): Promise<typeof KEEP_RUNNING> {
  const env = loadEnv();
  if (isWebBuildStale(projectRoot)) {
    console.log('Building the web app (first start or sources changed)...');
    await buildWeb(projectRoot);
  }
  const { startServer, stopOnSignals } = await import('../server/main.ts');
  const server = await startServer(env, getWebDirectory(projectRoot), options);
  stopOnSignals(server, env.SHUTDOWN_TIMEOUT_MS);
  return KEEP_RUNNING;
}

async function startWorkerProcess(): Promise<typeof KEEP_RUNNING> {
  const env = loadEnv();
  const { stopOnSignals } = await import('../server/main.ts');
  const { startWorker } = await import('../server/workers/start-worker.ts');
  stopOnSignals(await startWorker(env), env.SHUTDOWN_TIMEOUT_MS);
  return KEEP_RUNNING;
}

async function migrate(): Promise<number> {
  const env = loadEnv();
  const { openMigratedDatabase } = await import('../server/db/database.ts');
  const { createBlobStore } = await import('../server/storage/create-blob-store.ts');
  const database = await openMigratedDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDirectory: env.dataDirectory,
    onIdleConnectionError: (error) => console.error(error),
  });
  await database.close();
  // Opening the store checks it, and creates the bucket when S3_CREATE_BUCKET says so.
  await (await createBlobStore(env)).close();
  console.log(`The ${database.kind} database is up to date.`);
  return 0;
}

try {
  const exitCode = await runCommand(process.argv.slice(2));
  if (exitCode !== KEEP_RUNNING) process.exit(exitCode);
} catch (error) {
  // Settings and keys the operator must fix: the message says how, a stack would only hide it.
  if (error instanceof EnvError || error instanceof DataKeyError) {
    console.error(error.message);
  } else {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(escapeForTerminal(text, { keepLayout: true }));
  }
  process.exit(1);
}
