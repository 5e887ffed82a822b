import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { findFreePort } from './free-port.test-support.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres.test-support.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const serveApi = fileURLToPath(new URL('./serve-api.test-support.ts', import.meta.url));

/**
 * The scaled-out set-up of deploy/compose.yaml on loopback, every part a separate process: a
 * throwaway PostgreSQL, an S3 server (s3rver), API instances that only serve (SERVE_ONLY), worker
 * processes (`legal-explainer worker`), and a round-robin proxy in front of the API instances.
 */
export interface Cluster {
  /** The proxy: where users go. */
  url: string;
  databaseUrl: string;
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  /** Requests the proxy passed to each API instance, by name. */
  requestsByInstance: Map<string, number>;
  /** Starts one more worker process. */
  addWorker: () => Promise<ClusterProcess>;
  stop: () => Promise<void>;
}

/** One process of the cluster. */
export interface ClusterProcess {
  name: string;
  port: number;
  /** Names it logged on the jobs it claims (workers: reader and analysis owners). */
  owners: { reader?: string; analysis?: string };
  isRunning: () => boolean;
  kill9: () => Promise<void>;
  /** Starts it again after a kill, on the same port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startCluster(options: {
  postgresBinaries: string;
  apiCount: number;
  workerCount: number;
  /** Environment every process gets, beside the cluster's own. */
  env?: Record<string, string>;
  /** Serve the built web app too (`legal-explainer start --serve-only`), to look at in a browser. */
  servesWeb?: boolean;
  /** The proxy's port; a free one by default. */
  port?: number;
}): Promise<Cluster> {
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const postgres: ThrowawayPostgres = await startThrowawayPostgres(options.postgresBinaries);
    stops.push(() => postgres.stop());
    const s3Directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-s3-'));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Directory });
    const { port: s3Port } = await s3.run();
    stops.push(async () => {
      await s3.close();
      rmSync(s3Directory, { recursive: true, force: true });
    });
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-cluster-'));
    stops.push(() => rmSync(dataDirectory, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDirectory,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'legal-explainer-cluster',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_CREATE_BUCKET: 'true',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      LLM_PROVIDER: '',
      STRIPE_SECRET_KEY: '',
      // Users come through the proxy from one address; each is told apart by the header.
      TRUST_PROXY: 'loopback',
      ...options.env,
    };

    const apis: ClusterProcess[] = [];
    for (let index = 1; index <= options.apiCount; index++) {
      const api = await startProcess(
        `api-${index}`,
        options.servesWeb
          ? ['bin/legal-explainer.js', 'start', '--serve-only']
          : ['--import', 'tsx', serveApi],
        { ...env, SERVE_ONLY: 'true' },
      );
      apis.push(api);
      stops.push(() => api.stop());
    }
    const workers: ClusterProcess[] = [];
    const addWorker = async () => {
      const worker = await startProcess(
        `worker-${workers.length + 1}`,
        ['bin/legal-explainer.js', 'worker'],
        env,
      );
      workers.push(worker);
      stops.push(() => worker.stop());
      return worker;
    };
    for (let index = 1; index <= options.workerCount; index++) await addWorker();

    const requestsByInstance = new Map<string, number>();
    const proxy = await startRoundRobinProxy(apis, requestsByInstance, options.port);
    stops.push(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));
    return {
      url: proxy.url,
      databaseUrl: postgres.url,
      apis,
      workers,
      requestsByInstance,
      addWorker,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Starts a process on a free port (PORT, or WORKER_HEALTH_PORT) and waits for its /readyz. */
async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<ClusterProcess> {
  const port = await findFreePort();
  let child: ChildProcess | undefined;
  const owners: ClusterProcess['owners'] = {};
  const launch = async () => {
    const started = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, ...env, PORT: String(port), WORKER_HEALTH_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let pending = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) readOwners(line, owners);
    });
    let stderr = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`${name} exited at start: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    started.kill('SIGKILL');
    throw new Error(`${name} did not become ready`);
  };
  const isRunning = () => !!child && child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || !isRunning()) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    const force = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
  };
  await launch();
  return {
    name,
    port,
    owners,
    isRunning,
    kill9: () => end('SIGKILL'),
    restart: launch,
    stop: () => end('SIGTERM'),
  };
}

function readOwners(line: string, owners: ClusterProcess['owners']): void {
  if (!line.startsWith('{')) return;
  try {
    const entry = JSON.parse(line) as { readerOwner?: string; analysisOwner?: string };
    if (entry.readerOwner) owners.reader = entry.readerOwner;
    if (entry.analysisOwner) owners.analysis = entry.analysisOwner;
  } catch {
    // Not a log line.
  }
}

/**
 * A small load balancer: each request to the next API instance in turn, passed through as it
 * streams (server-sent events included). An instance that refuses the connection is skipped
 * and the request tried on the next; once a request reached an instance it is never sent twice.
 */
async function startRoundRobinProxy(
  apis: ClusterProcess[],
  requestsByInstance: Map<string, number>,
  port = 0,
): Promise<{ server: Server; url: string }> {
  let next = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (triesLeft: number) => {
        const api = apis[next++ % apis.length];
        if (!api) return;
        const upstream = httpRequest(
          {
            host: '127.0.0.1',
            port: api.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, 'content-length': body.length },
          },
          (answer) => {
            requestsByInstance.set(api.name, (requestsByInstance.get(api.name) ?? 0) + 1);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            // pipeline, not pipe: an instance killed mid-answer must cut the user's connection
            // too, as a real balancer does, or the user waits on an open stream for ever.
            pipeline(answer, response, () => undefined);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && triesLeft > 1 && !response.headersSent)
            attempt(triesLeft - 1);
          else if (!response.headersSent) response.writeHead(502).end();
          else response.destroy();
        });
        response.on('close', () => upstream.destroy());
        upstream.end(body);
      };
      attempt(apis.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    server,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
  };
}
