import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, sleep, waitForReady } from './bench-server.ts';

/**
 * The real server as `npm run bench reliability` drives it: its own process on a throwaway data
 * directory it removes when disposed (and a PostgreSQL database when given), its memory sampled from /proc every 200 ms, its
 * error-level log lines counted, and an exit it was not asked for recorded as a crash.
 */

export interface ServerSettings {
  projectRoot: string;
  databaseUrl?: string;
  /** Environment added to the bench's defaults. */
  env?: Record<string, string>;
  /** Keep every line the server writes to its log in `logLines` (the security bench reads them). */
  keepsLog?: boolean;
}

/** Server log lines at error level or above (pino: 50 error, 60 fatal), by message. */
export type LogErrors = Map<string, number>;

export class BenchServer {
  readonly settings: ServerSettings;
  readonly dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-reliability-'));
  process: ChildProcess | undefined;
  baseUrl = '';
  /** Exits nobody asked for (not our SIGKILL or SIGTERM): code or signal, and when. */
  readonly crashes: { at: number; how: string; stderr: string }[] = [];
  readonly logErrors: LogErrors = new Map();
  /** Every line of the log, when the settings ask to keep it. */
  readonly logLines: string[] = [];
  /** Peak VmRSS seen by the sampler since the last resetPeak(), in KiB. */
  peakRssKiB = 0;
  /** The highest VmHWM read from any process this server ran as, in KiB. */
  highWaterKiB = 0;
  /** Told of every memory sample (KiB), so a caller can note what was going on at the peak. */
  onSample: ((rssKiB: number) => void) | undefined;
  #expectedExit = false;
  #sampler: ReturnType<typeof setInterval> | undefined;
  #stderr = '';

  constructor(settings: ServerSettings) {
    this.settings = settings;
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  get isRunning(): boolean {
    return !!this.process && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Starts the server on a new free port and waits for /readyz; returns the milliseconds taken. */
  async start(): Promise<number> {
    const started = performance.now();
    const port = await findFreePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.#expectedExit = false;
    this.#stderr = '';
    const child = spawn(process.execPath, ['bin/legal-explainer.js', 'start'], {
      cwd: this.settings.projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDirectory,
        DATABASE_URL: this.settings.databaseUrl ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        STORAGE_DRIVER: 'local',
        LLM_PROVIDER: '',
        STRIPE_SECRET_KEY: '',
        ...this.settings.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.#readLogLine(line);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.#stderr = (this.#stderr + chunk.toString()).slice(-4000);
    });
    child.once('exit', (code, signal) => {
      this.#stopSampler();
      if (!this.#expectedExit)
        this.crashes.push({
          at: Date.now(),
          how: signal ? `signal ${signal}` : `exit code ${code}`,
          stderr: this.#stderr.trim().slice(-1500),
        });
    });
    this.#startSampler();
    await waitForReady(this.baseUrl, child);
    return performance.now() - started;
  }

  /** kill -9, as a power cut or the OOM killer would; resolves once the process is gone. */
  async kill9(): Promise<void> {
    const child = this.process;
    if (!child || !this.isRunning) return;
    this.#readHighWater();
    this.#expectedExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (a clean shutdown), SIGKILL after 20 s. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || !this.isRunning) return;
    this.#readHighWater();
    this.#expectedExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }

  /** Stops the server and removes its data directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDirectory, { recursive: true, force: true });
  }

  resetPeak(): void {
    this.peakRssKiB = this.#readStatus('VmRSS') ?? 0;
  }

  /** VmHWM now (the process's own peak RSS since it started), in KiB. */
  readHighWaterNow(): number {
    this.#readHighWater();
    return this.highWaterKiB;
  }

  #readHighWater() {
    const value = this.#readStatus('VmHWM');
    if (value !== undefined) this.highWaterKiB = Math.max(this.highWaterKiB, value);
  }

  #readStatus(field: 'VmRSS' | 'VmHWM'): number | undefined {
    if (!this.pid || !this.isRunning) return undefined;
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      return match ? Number(match[1]) : undefined;
    } catch {
      return undefined;
    }
  }

  #startSampler() {
    this.#stopSampler();
    this.#sampler = setInterval(() => {
      const rss = this.#readStatus('VmRSS');
      if (rss === undefined) return;
      this.peakRssKiB = Math.max(this.peakRssKiB, rss);
      this.onSample?.(rss);
    }, 200);
  }

  #stopSampler() {
    if (this.#sampler) clearInterval(this.#sampler);
    this.#sampler = undefined;
  }

  #readLogLine(line: string) {
    if (this.settings.keepsLog) this.logLines.push(line);
    if (!line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      if ((entry.level ?? 0) < 50) return;
      const key = `${entry.msg ?? '?'}${entry.err?.message ? `: ${entry.err.message.slice(0, 160)}` : ''}`;
      this.logErrors.set(key, (this.logErrors.get(key) ?? 0) + 1);
    } catch {
      // Not a log line.
    }
  }
}

// ---------------------------------------------------------------- HTTP

export interface Answer {
  /** 0 when no answer came (connection refused or reset, time-out). */
  status: number;
  /** The body's `code` (API errors), `error_code`/`code` (auth errors), or ''. */
  code: string;
  json: Record<string, unknown> | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Why no answer came. */
  failure?: string;
  milliseconds: number;
}

/**
 * One request with node:http, so the bench controls every byte of the body (a malformed
 * multipart, a raw file name) and can drop the connection half way (`abortAfterBytes`).
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Uint8Array | string;
    abortAfterBytes?: number;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'milliseconds'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, milliseconds: performance.now() - started });
    };
    const body =
      typeof options.body === 'string' ? Buffer.from(options.body, 'utf8') : options.body;
    const request = httpRequest(url, {
      method: options.method ?? 'GET',
      headers: {
        ...(body && options.headers?.['content-length'] === undefined
          ? { 'content-length': body.length }
          : {}),
        ...options.headers,
      },
      timeout: options.timeoutMs ?? 180_000,
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> | undefined;
        try {
          json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
        } catch {
          json = undefined;
        }
        // API errors: { code: 'FILE_TOO_LARGE' }; auth errors: { code: 423, error_code: '...' }.
        const code = typeof json?.error_code === 'string' ? json.error_code : (json?.code ?? '');
        finish({
          status: response.statusCode ?? 0,
          code: typeof code === 'string' ? code : String(code),
          json,
          headers: response.headers,
        });
      });
      response.on('error', (error) =>
        finish({ status: 0, code: '', json: undefined, headers: {}, failure: error.message }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        status: 0,
        code: '',
        json: undefined,
        headers: {},
        failure: error.code ?? error.message,
      }),
    );
    if (body && options.abortAfterBytes !== undefined) {
      request.write(body.subarray(0, options.abortAfterBytes));
      setTimeout(() => request.destroy(new Error('aborted by the bench')), 150);
      return;
    }
    request.end(body);
  });
}

// ---------------------------------------------------------------- users

export const PASSWORD = 'Bench!Reliab1lity';

export interface User {
  id: string;
  email: string;
  token: string;
  /**
   * The client address the user's API requests claim (X-Forwarded-For), believed only when the
   * server runs with TRUST_PROXY=loopback: bench users are then separate people on separate
   * addresses rather than one address over the per-address limits.
   */
  address: string;
}

let addresses = 0;

export async function readAnonKey(baseUrl: string): Promise<string> {
  const answer = await send(`${baseUrl}/api/config`);
  return String(answer.json?.anonKey ?? '');
}

/** Signs up a fresh user through /auth/v1/signup (sign-ups are confirmed at once without SMTP). */
export async function signUp(baseUrl: string, anonKey: string, label: string): Promise<User> {
  const email = `bench-${label}-${randomUUID().slice(0, 12)}@example.com`;
  const answer = await send(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = answer.json?.access_token;
  const user = answer.json?.user as { id?: string } | undefined;
  if (answer.status !== 200 || typeof token !== 'string' || !user?.id)
    throw new Error(`Sign-up failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  addresses++;
  return {
    id: user.id,
    email,
    token,
    address: `10.77.${(addresses >> 8) & 255}.${addresses & 255}`,
  };
}

/** Signs in with a password: the raw answer (200 with a session, or the refusal). */
export function signIn(baseUrl: string, anonKey: string, email: string, password: string) {
  return send(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

export const bearer = (user: User) => ({
  authorization: `Bearer ${user.token}`,
  'x-forwarded-for': user.address,
});

/** A well-formed multipart body with one part `file` (the name written raw, as browsers do). */
export function multipartBody(fileName: string, contentType: string, bytes: Uint8Array) {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.replaceAll('"', '%22')}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    'utf8',
  );
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body: new Uint8Array(body), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads one file as the user. */
export function upload(
  baseUrl: string,
  user: User,
  fileName: string,
  contentType: string,
  bytes: Uint8Array,
): Promise<Answer> {
  const { body, contentType: type } = multipartBody(fileName, contentType, bytes);
  return send(`${baseUrl}/api/documents`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': type },
    body,
  });
}

/** Every document of the user, all pages of the list: id, status and name. */
export async function listAllDocuments(
  baseUrl: string,
  user: User,
): Promise<{ id: string; status: string; fileName: string; isAnalysing?: boolean }[] | undefined> {
  const documents: { id: string; status: string; fileName: string; isAnalysing?: boolean }[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const answer = await send(
      `${baseUrl}/api/documents?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { headers: bearer(user) },
    );
    if (answer.status !== 200) return undefined;
    const list = answer.json as unknown as {
      documents: { id: string; status: string; fileName: string; isAnalysing?: boolean }[];
      nextCursor: string | null;
    };
    documents.push(...list.documents);
    if (!list.nextCursor) return documents;
    cursor = list.nextCursor;
  }
  return documents;
}

export { sleep };
