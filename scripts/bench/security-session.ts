import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type AppDatabase } from '../../server/db/database.ts';
import type { Row } from './bench-table.ts';
import {
  BenchServer,
  bearer,
  PASSWORD,
  readAnonKey,
  send,
  signUp,
  sleep,
  upload,
  type Answer,
  type User,
} from './reliability-server.ts';

/**
 * What every attack of `npm run bench security` is given: a real server of its own on a fresh
 * database (SQLite or PostgreSQL), its whole log, a direct view of its database to check what
 * an attack left behind, and the means to act as its users.
 */
export class SecuritySession {
  readonly rows: Row[] = [];
  anonKey = '';
  #database: AppDatabase | undefined;

  constructor(
    readonly kind: 'sqlite' | 'postgres',
    readonly server: BenchServer,
    readonly projectRoot: string,
  ) {}

  static async start(
    kind: 'sqlite' | 'postgres',
    projectRoot: string,
    databaseUrl: string | undefined,
    env: Record<string, string> = {},
  ): Promise<SecuritySession> {
    const server = new BenchServer({
      projectRoot,
      databaseUrl,
      keepsLog: true,
      // Request lines are logged at info; each bench user sends its own X-Forwarded-For.
      env: { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', ...env },
    });
    await server.start();
    const session = new SecuritySession(kind, server, projectRoot);
    session.anonKey = await readAnonKey(server.baseUrl);
    return session;
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }

  /** The server's database, opened beside it (SQLite in WAL mode allows that). */
  get db() {
    this.#database ??= openDatabase({
      databaseUrl: this.server.settings.databaseUrl,
      dataDirectory: this.server.dataDirectory,
    });
    return this.#database.db;
  }

  async close(): Promise<void> {
    await this.#database?.close();
    await this.server.dispose();
  }

  /** Records one line of the table, named for this database. */
  report(item: number, check: string, result: string, target: string, pass: boolean | null) {
    this.rows.push({ check: `${item}. ${check} [${this.kind}]`, result, target, pass });
  }

  signUp(label: string): Promise<User> {
    return signUp(this.baseUrl, this.anonKey, label);
  }

  /** A request to the sign-in service with the anon key, from `address`. */
  auth(
    route: string,
    options: { method?: string; body?: unknown; token?: string; address?: string } = {},
  ): Promise<Answer> {
    return send(`${this.baseUrl}/auth/v1${route}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        apikey: this.anonKey,
        'content-type': 'application/json',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.address && { 'x-forwarded-for': options.address }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
  }

  /** A request to the product API as `user`. */
  api(user: User, route: string, options: { method?: string; body?: unknown } = {}) {
    return send(`${this.baseUrl}${route}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...bearer(user),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
  }

  /** Uploads a file and waits until it is read; its id. */
  async uploadAndRead(user: User, fileName: string, type: string, bytes: Uint8Array) {
    const answer = await upload(this.baseUrl, user, fileName, type, bytes);
    const id = answer.json?.id;
    if (answer.status !== 201 || typeof id !== 'string')
      throw new Error(`Upload failed: ${answer.status} ${JSON.stringify(answer.json)}`);
    const giveUpAt = Date.now() + 300_000;
    while (Date.now() < giveUpAt) {
      const document = await this.api(user, `/api/documents/${id}`);
      if (document.json?.status === 'ready') return id;
      if (document.status === 404) throw new Error(`${fileName} could not be read`);
      await sleep(300);
    }
    throw new Error(`${fileName} was not read in 5 minutes`);
  }

  /** Takes the free trial and analyses the document; the analysis once it is there. */
  async analyse(user: User, documentId: string): Promise<Record<string, unknown>> {
    await this.api(user, '/api/credits/trial', { method: 'POST' });
    const started = await send(`${this.baseUrl}/api/documents/${documentId}/analyze`, {
      method: 'POST',
      headers: { ...bearer(user), 'idempotency-key': `${documentId}-${Date.now()}` },
    });
    if (started.status !== 202) throw new Error(`Analysis refused: ${started.status}`);
    const giveUpAt = Date.now() + 300_000;
    while (Date.now() < giveUpAt) {
      const job = await this.api(user, `/api/documents/${documentId}/analysis-job`);
      const status = (job.json?.job as { status?: string } | null | undefined)?.status;
      if (status === 'failed') throw new Error('The analysis failed');
      if (status === 'succeeded') {
        const document = await this.api(user, `/api/documents/${documentId}`);
        return document.json?.analysis as Record<string, unknown>;
      }
      await sleep(500);
    }
    throw new Error('The analysis did not end in 5 minutes');
  }

  /** Uploads a text, waits until it is read, and analyses it (a link shows analysed ones). */
  async uploadAnalysed(user: User, fileName: string, bytes: Uint8Array): Promise<string> {
    const documentId = await this.uploadAndRead(user, fileName, 'text/plain', bytes);
    await this.analyse(user, documentId);
    return documentId;
  }

  /** Shares an analysed document for 7 days: the answer and the link's token. */
  async share(user: User, documentId: string): Promise<{ created: Answer; token: string }> {
    const created = await this.api(user, `/api/documents/${documentId}/shares`, {
      body: { expiresInDays: 7 },
    });
    const url = String(created.json?.url ?? '');
    return { created, token: url.slice(url.lastIndexOf('/') + 1) };
  }

  /** The lines the server logged since `from` (an index into its log). */
  logSince(from: number): string[] {
    return this.server.logLines.slice(from);
  }
}

export { PASSWORD };

/** A contract of our own fixtures as text, with a line that makes it unique. */
export function contractText(projectRoot: string, extra = ''): Uint8Array {
  const file = path.join(projectRoot, 'tests/fixtures/contracts/mutual-nda.txt');
  return new TextEncoder().encode(`${readFileSync(file, 'utf8')}\n${extra}\n`);
}
