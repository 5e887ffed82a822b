import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';
import { makeDocx, makePdf } from '../../tests/support/make-documents.test-support.ts';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
} from '../../tests/support/postgres.test-support.ts';
import { median } from './bench-helpers.ts';
import {
  answerKey,
  createPostgresDatabase,
  printTable,
  type DatabaseTarget,
  type Row,
} from './bench-table.ts';
import {
  FUZZ_KINDS,
  generateFuzzCases,
  loadContractText,
  type FuzzCase,
  type MalformedMultipart,
} from './reliability-files.ts';
import {
  BenchServer,
  bearer,
  listAllDocuments,
  multipartBody,
  PASSWORD,
  readAnonKey,
  send,
  signIn,
  signUp,
  sleep,
  upload,
  type Answer,
  type User,
} from './reliability-server.ts';

/**
 * `npm run bench reliability [-- --flags]`: the real server under abuse, on loopback only, on
 * SQLite (and PostgreSQL when its binaries are installed), each part on a fresh data directory:
 *
 * (a) a fuzz of hostile uploads by signed-up users through POST /api/documents;
 * (b) kill -9 of the server at a random moment of a burst of uploads and analyses, then a
 *     restart on the same data: every acknowledged upload and analysis still there, and every
 *     user's credit ledger summing to their balance;
 * (c) the sign-in back-off after parallel wrong passwords, and a flood of ~9.5 MB uploads by one
 *     user: accepted vs refused, the server's peak memory, and how long a second user waits.
 *
 * Prints one table (check, result, target, pass/fail) and notes that explain it; exits 0.
 */

interface Options {
  fuzz: number;
  kills: number;
  flood: number;
  floodMegabytes: number;
  wrongPasswords: number;
  seed: number;
  databases: ('sqlite' | 'postgres')[];
  whitespaceKilobytes: number;
  drainSeconds: number;
  settleSeconds: number;
  concurrency: number;
  postgresFuzz: number;
  postgresKills: number;
}

const HELP = `npm run bench reliability -- [flags]
  --fuzz N             hostile uploads on SQLite (default 300)
  --kills N            kill -9 trials on SQLite (default 20)
  --flood N            parallel ~9.5 MB uploads by one user (default 40)
  --flood-mb X         size of each flood upload in MB (default 9.5)
  --wrong-passwords N  parallel wrong passwords before the right one (default 25)
  --db sqlite|postgres|both   databases (default both when PostgreSQL is installed)
  --pg-fuzz N          hostile uploads on PostgreSQL (default 80)
  --pg-kills N         kill -9 trials on PostgreSQL (default 8)
  --seed N             seed of the fuzz (default: random, printed)
  --whitespace-kb N    size of the "run of spaces without a line break" text case (default 48)
  --drain-seconds N    wait for accepted fuzz/flood files to be read (default 45)
  --settle-seconds N   wait for analyses to end after the last restart (default 75)
  --concurrency N      fuzz uploads in flight (default 4)`;

function parseOptions(argv: readonly string[]): Options {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    if (!argument.startsWith('--')) continue;
    const [name, inline] = argument.slice(2).split('=', 2) as [string, string | undefined];
    flags.set(name, inline ?? argv[++index] ?? '');
  }
  const number = (name: string, fallback: number) => {
    const value = flags.get(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number`);
    return parsed;
  };
  const hasPostgres = findPostgresBinaries() !== null;
  const db = flags.get('db') ?? (hasPostgres ? 'both' : 'sqlite');
  const databases: Options['databases'] =
    db === 'both' ? ['sqlite', 'postgres'] : db === 'postgres' ? ['postgres'] : ['sqlite'];
  return {
    fuzz: number('fuzz', 300),
    kills: number('kills', 20),
    flood: number('flood', 40),
    floodMegabytes: number('flood-mb', 9.5),
    wrongPasswords: number('wrong-passwords', 25),
    seed: number('seed', Math.floor(Math.random() * 1_000_000)),
    databases,
    whitespaceKilobytes: number('whitespace-kb', 48),
    drainSeconds: number('drain-seconds', 45),
    settleSeconds: number('settle-seconds', 75),
    concurrency: Math.max(1, number('concurrency', 4)),
    postgresFuzz: number('pg-fuzz', 80),
    postgresKills: number('pg-kills', 8),
  };
}

// ---------------------------------------------------------------- the table

const megabytes = (kib: number) =>
  `${Math.round((kib * 1024) / 1_000_000).toLocaleString('en-US')} MB`;
const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** "201 x3, 413 FILE_TOO_LARGE x2" from a tally, largest first. */
const tallyText = (tally: Map<string, number>) =>
  [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} x${count}`)
    .join(', ') || 'none';
const bump = (tally: Map<string, number>, key: string, by = 1) =>
  tally.set(key, (tally.get(key) ?? 0) + by);

// ---------------------------------------------------------------- databases

// ---------------------------------------------------------------- canary

/** A loopback HTTP server that counts hits: an XXE entity the server resolved would land here. */
async function startCanary(): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('CANARY-ENTITY-TEXT');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------- (a) fuzz

function malformedRequest(
  variant: MalformedMultipart,
  fuzzCase: FuzzCase,
): { headers: Record<string, string>; body: Uint8Array; abortAfterBytes?: number } {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  const part = (disposition: string, bytes: Uint8Array | string, extra = '') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${extra}Content-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    ]);
  const file = part(`name="file"; filename="${fuzzCase.fileName}"`, fuzzCase.bytes);
  const close = Buffer.from(`--${boundary}--\r\n`);
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const body = (...chunks: Buffer[]) => new Uint8Array(Buffer.concat(chunks));
  switch (variant) {
    case 'no-boundary':
      return { headers: { 'content-type': 'multipart/form-data' }, body: body(file, close) };
    case 'no-closing-boundary':
      return { headers: { 'content-type': multipart }, body: body(file) };
    case 'boundary-mismatch':
      return { headers: { 'content-type': `${multipart}X` }, body: body(file, close) };
    case 'wrong-field-name':
      return {
        headers: { 'content-type': multipart },
        body: body(part(`name="document"; filename="${fuzzCase.fileName}"`, fuzzCase.bytes), close),
      };
    case 'two-files':
      return { headers: { 'content-type': multipart }, body: body(file, file, close) };
    case 'not-multipart-json':
      return {
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array(
          Buffer.from(JSON.stringify({ file: Buffer.from(fuzzCase.bytes).toString('base64') })),
        ),
      };
    case 'aborted-mid-body': {
      const whole = body(file, close);
      return {
        headers: { 'content-type': multipart },
        body: whole,
        abortAfterBytes: Math.floor(whole.length / 2),
      };
    }
    case 'huge-part-header':
      return {
        headers: { 'content-type': multipart },
        body: body(
          part(
            `name="file"; filename="${fuzzCase.fileName}"`,
            fuzzCase.bytes,
            `X-Pad: ${'a'.repeat(200_000)}\r\n`,
          ),
          close,
        ),
      };
    case 'many-fields':
      return {
        headers: { 'content-type': multipart },
        body: body(
          ...Array.from({ length: 60 }, (_, index) => part(`name="f${index}"`, 'x')),
          file,
          close,
        ),
      };
    case 'field-without-filename':
      return {
        headers: { 'content-type': multipart },
        body: body(part('name="file"', fuzzCase.bytes), close),
      };
    case 'preamble-junk':
      return {
        headers: { 'content-type': multipart },
        body: body(Buffer.alloc(1_000_000, 'z'), Buffer.from('\r\n'), file, close),
      };
    case 'no-content-type':
      return { headers: {}, body: body(file, close) };
  }
}

/**
 * For (a) and (b): every bench user comes from 127.0.0.1, so the server believes the
 * X-Forwarded-For each user sends (a separate address per user) and sign-ups are not limited
 * per address. (c) runs on the defaults.
 */
const SEPARATE_ADDRESSES = { TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_IP: '100000' };

interface Accepted {
  id: string;
  user: User;
  kind: string;
  fileName: string;
}

async function runFuzz(
  label: string,
  projectRoot: string,
  databaseUrl: string | undefined,
  count: number,
  options: Options,
  canary: { url: string; hits: string[] },
  notes: string[],
): Promise<Row[]> {
  const server = new BenchServer({ projectRoot, databaseUrl, env: SEPARATE_ADDRESSES });
  const started = performance.now();
  try {
    await server.start();
    server.resetPeak();
    const anonKey = await readAnonKey(server.baseUrl);
    const userCount = Math.max(1, Math.ceil(count / 6));
    const users: User[] = [];
    for (let index = 0; index < userCount; index += 4)
      users.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(4, userCount - index) }, (_, offset) =>
            signUp(server.baseUrl, anonKey, `fuzz${index + offset}`),
          ),
        )),
      );

    const answers = new Map<string, number>();
    const byKind = new Map<string, Map<string, number>>();
    const serverErrors: string[] = [];
    const noAnswer: string[] = [];
    const crashKinds: string[] = [];
    const accepted: Accepted[] = [];
    const inFlight = new Set<string>();
    const slowestByKind = new Map<string, number>();
    // What was going on at the memory peak: uploads in flight and files accepted in the last 20 s
    // (read in the background meanwhile).
    const recentlyAccepted: { at: number; kind: string }[] = [];
    let beingRead: string[] = [];
    let memoryPeak = { kib: 0, during: [] as string[] };
    server.onSample = (kib) => {
      if (kib <= memoryPeak.kib) return;
      const since = Date.now() - 20_000;
      memoryPeak = {
        kib,
        during: [
          ...new Set([
            ...inFlight,
            ...recentlyAccepted
              .filter((entry) => entry.at >= since)
              .map((entry) => `${entry.kind} (accepted in the last 20 s)`),
            ...beingRead.map((kind) => `${kind} (being read)`),
          ]),
        ],
      };
    };
    const canaryBefore = canary.hits.length;
    let restarting: Promise<unknown> | undefined;

    // Event-loop watch: /healthz answers at once unless the server's main thread is busy.
    let slowest = { ms: 0, during: [] as string[] };
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const during = [...inFlight];
        const answer = await send(`${server.baseUrl}/healthz`, { timeoutMs: 600_000 });
        if (answer.status === 200 && answer.milliseconds > slowest.ms)
          slowest = { ms: answer.milliseconds, during: [...new Set([...during, ...inFlight])] };
        await sleep(250);
      }
    })();

    const cases = generateFuzzCases(count, options.seed, {
      canaryUrl: canary.url,
      whitespaceRunBytes: options.whitespaceKilobytes * 1024,
      projectRoot,
    });
    let index = 0;
    const worker = async () => {
      for (;;) {
        const next = await cases.next();
        if (next.done) return;
        const fuzzCase = next.value;
        const user = users[index++ % users.length] ?? users[0];
        if (!user) return;
        if (!server.isRunning) {
          restarting ??= server.start().finally(() => (restarting = undefined));
          await restarting;
        }
        const tag = `${fuzzCase.kind}#${index}`;
        inFlight.add(fuzzCase.kind);
        let answer: Answer;
        if (fuzzCase.malformed) {
          const request = malformedRequest(fuzzCase.malformed, fuzzCase);
          answer = await send(`${server.baseUrl}/api/documents`, {
            method: 'POST',
            headers: { ...bearer(user), ...request.headers },
            body: request.body,
            abortAfterBytes: request.abortAfterBytes,
          });
        } else {
          answer = await upload(
            server.baseUrl,
            user,
            fuzzCase.fileName,
            fuzzCase.contentType,
            fuzzCase.bytes,
          );
        }
        inFlight.delete(fuzzCase.kind);
        slowestByKind.set(
          fuzzCase.kind,
          Math.max(slowestByKind.get(fuzzCase.kind) ?? 0, answer.milliseconds),
        );
        if (answer.status === 201) recentlyAccepted.push({ at: Date.now(), kind: fuzzCase.kind });
        const key = answerKey(answer);
        bump(answers, key);
        const kindTally = byKind.get(fuzzCase.kind) ?? new Map<string, number>();
        bump(kindTally, key);
        byKind.set(fuzzCase.kind, kindTally);
        if (answer.status >= 500) serverErrors.push(`${tag}: ${key}`);
        if (answer.status === 0) {
          if (!server.isRunning) crashKinds.push(fuzzCase.kind);
          else if (fuzzCase.malformed !== 'aborted-mid-body')
            noAnswer.push(`${tag}: ${answer.failure}`);
        }
        if (answer.status === 201 && typeof answer.json?.id === 'string')
          accepted.push({
            id: answer.json.id,
            user,
            kind: fuzzCase.kind,
            fileName: String(answer.json.fileName),
          });
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const sendMs = performance.now() - started;

    // The accepted files are read in the background: wait (bounded) and see how each ended.
    const deadline = Date.now() + options.drainSeconds * 1000;
    const owners = [...new Set(accepted.map((entry) => entry.user))];
    let listed = new Map<string, string>();
    for (;;) {
      listed = new Map();
      for (const owner of owners)
        for (const document of (await listAllDocuments(server.baseUrl, owner)) ?? [])
          listed.set(document.id, document.status);
      const processingEntries = accepted.filter((entry) => listed.get(entry.id) === 'processing');
      beingRead = [...new Set(processingEntries.map((entry) => entry.kind))];
      const processing = processingEntries.length;
      if (processing === 0 || Date.now() > deadline || !server.isRunning) break;
      await sleep(2000);
    }
    const outcome = new Map<string, number>();
    for (const entry of accepted)
      bump(
        outcome,
        listed.get(entry.id) === 'ready'
          ? 'read'
          : listed.get(entry.id) === 'processing'
            ? 'still being read'
            : 'removed as unreadable',
      );

    // XXE: no canary hit, no /etc/passwd or expanded entity in any text that was read.
    const xxeLeaks: string[] = [];
    for (const entry of accepted.filter(
      (item) => /XXE|laughs/.test(item.kind) && listed.get(item.id) === 'ready',
    )) {
      const pages = await send(`${server.baseUrl}/api/documents/${entry.id}/pages`, {
        headers: bearer(entry.user),
      });
      const text = JSON.stringify(pages.json ?? '');
      if (/root:[^:]*:0:0|CANARY-ENTITY-TEXT|(lol){50}/.test(text))
        xxeLeaks.push(`${entry.kind} (${entry.id})`);
    }
    const canaryHits = canary.hits.length - canaryBefore;

    // Hostile names: the stored name has no folders or control characters, <= 255 characters,
    // and the file downloads (its Content-Disposition header could be written).
    const nameProblems: string[] = [];
    const named = accepted.filter(
      (entry) => entry.kind.startsWith('name/') && listed.get(entry.id) !== undefined,
    );
    // Folders, and control characters (U+0000-U+001F, U+007F).
    const isUnsafe = (name: string) =>
      [...name].some((character) => {
        const code = character.charCodeAt(0);
        return character === '/' || character === '\\' || code < 0x20 || code === 0x7f;
      });
    for (const entry of named) {
      if (isUnsafe(entry.fileName) || entry.fileName.length > 255 || entry.fileName.length === 0)
        nameProblems.push(`stored as ${JSON.stringify(entry.fileName)}`);
      const file = await send(`${server.baseUrl}/api/documents/${entry.id}/file`, {
        headers: bearer(entry.user),
      });
      if (file.status !== 200)
        nameProblems.push(`download of ${JSON.stringify(entry.fileName)}: ${answerKey(file)}`);
      if (file.status >= 500) serverErrors.push(`download of a hostile name: ${answerKey(file)}`);
    }
    watching = false;
    await watch;
    const alive = server.isRunning && (await send(`${server.baseUrl}/readyz`)).status === 200;
    const peak = server.peakRssKiB;
    await server.stop();
    const highWater = server.highWaterKiB;

    const kinds = Object.keys(FUZZ_KINDS).length;
    notes.push(
      `[${label}] fuzz answers by kind (seed ${options.seed}):`,
      ...[...byKind.entries()].map(
        ([kind, tally]) =>
          `    ${kind}: ${tallyText(tally)}; slowest answer ${secondsText(slowestByKind.get(kind) ?? 0)}`,
      ),
      `[${label}] fuzz memory peak ${megabytes(memoryPeak.kib)} while: ${memoryPeak.during.join(', ') || 'nothing in flight'}`,
    );
    if (serverErrors.length) notes.push(`[${label}] fuzz 5xx answers: ${serverErrors.join('; ')}`);
    if (noAnswer.length)
      notes.push(`[${label}] fuzz requests with no answer: ${noAnswer.join('; ')}`);
    if (server.crashes.length)
      notes.push(
        `[${label}] fuzz crashes: ${server.crashes.map((crash) => `${crash.how} ${crash.stderr}`).join(' | ')}; kinds in flight: ${[...new Set(crashKinds)].join(', ')}`,
      );
    if (server.logErrors.size)
      notes.push(`[${label}] fuzz server log, error level: ${tallyText(server.logErrors)}`);
    if (canaryHits)
      notes.push(`[${label}] XXE canary hits: ${canary.hits.slice(canaryBefore).join(', ')}`);
    if (xxeLeaks.length) notes.push(`[${label}] XXE text leaks: ${xxeLeaks.join(', ')}`);
    if (nameProblems.length) notes.push(`[${label}] hostile names: ${nameProblems.join('; ')}`);

    return [
      {
        check: `[${label}] (a) fuzz: hostile uploads sent`,
        result:
          `${count} files, ${kinds} kinds, ${users.length} users, in ${secondsText(sendMs)}: ${tallyText(answers)}`.slice(
            0,
            400,
          ),
        target: 'each answered 201 or 4xx',
        pass: null,
      },
      {
        check: `[${label}] (a) fuzz: server errors (5xx)`,
        result: `${serverErrors.length}${serverErrors.length ? ` (${[...new Set(serverErrors.map((error) => error.split('#')[0]))].join(', ')})` : ''}`,
        target: '0',
        pass: serverErrors.length === 0,
      },
      {
        check: `[${label}] (a) fuzz: crashes (server process exit)`,
        result: `${server.crashes.length}${crashKinds.length ? ` (in flight: ${[...new Set(crashKinds)].join(', ')})` : ''}; ready at the end: ${alive ? 'yes' : 'NO'}`,
        target: '0, still ready',
        pass: server.crashes.length === 0 && alive,
      },
      {
        check: `[${label}] (a) fuzz: requests left without an answer`,
        result: `${noAnswer.length} (not counting the bench's own aborted bodies)`,
        target: '0',
        pass: noAnswer.length === 0,
      },
      {
        check: `[${label}] (a) fuzz: accepted (201) files after background reading`,
        result: `${accepted.length} accepted: ${tallyText(outcome)} (waited up to ${options.drainSeconds} s)`,
        target: 'none stuck',
        pass: null,
      },
      {
        check: `[${label}] (a) fuzz: XXE resolved (canary hits, /etc/passwd or entities in text)`,
        result: `${canaryHits} canary hits, ${xxeLeaks.length} leaks in read text`,
        target: '0, 0',
        pass: canaryHits === 0 && xxeLeaks.length === 0,
      },
      {
        check: `[${label}] (a) fuzz: hostile names stored clean and downloadable`,
        result: `${named.length - new Set(nameProblems).size} of ${named.length} accepted`,
        target: 'all',
        pass: nameProblems.length === 0,
      },
      {
        check: `[${label}] (a) fuzz: slowest /healthz (main thread blocked)`,
        result: `${secondsText(slowest.ms)}${slowest.ms > 2000 ? ` (in flight: ${slowest.during.join(', ')})` : ''}`,
        target: '< 2 s',
        pass: slowest.ms < 2000,
      },
      {
        check: `[${label}] (a) fuzz: server peak memory`,
        result: `RSS ${megabytes(peak)} (sampled every 200 ms), VmHWM ${megabytes(highWater)}`,
        // Hostile files fill the reader threads to their limits (two readers and an inspection,
        // each with a 512 MB heap and 128 MB buffers, Tesseract beside them): bounded, not small.
        target: '< 3,000 MB',
        pass: Math.max(peak, highWater) * 1024 < 3e9,
      },
      {
        check: `[${label}] (a) fuzz: server log lines at error level`,
        result: `${[...server.logErrors.values()].reduce((sum, value) => sum + value, 0)} (see notes)`,
        target: '-',
        pass: null,
      },
    ];
  } finally {
    await server.dispose();
  }
}

// ---------------------------------------------------------------- (b) kill -9

interface Material {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

const LEGAL_FIXTURES = [
  'consulting-agreement',
  'residential-lease',
  'employment-agreement',
  'loan-note',
  'mutual-nda',
  'terms-of-service',
];

async function makeMaterial(projectRoot: string, index: number): Promise<Material> {
  const { readFileSync } = await import('node:fs');
  const name = LEGAL_FIXTURES[index % LEGAL_FIXTURES.length] ?? 'consulting-agreement';
  const text = `${readFileSync(path.join(projectRoot, 'tests', 'fixtures', 'contracts', `${name}.txt`), 'utf8')}\nReference ${randomUUID()}\n`;
  const lines = text.split('\n');
  switch (index % 3) {
    case 0:
      return {
        fileName: `${name}.txt`,
        contentType: 'text/plain',
        bytes: new Uint8Array(Buffer.from(text)),
      };
    case 1:
      return {
        fileName: `${name}.pdf`,
        contentType: 'application/pdf',
        bytes: await makePdf(
          [lines.slice(0, 40), lines.slice(40, 80), lines.slice(80)].filter((page) => page.length),
        ),
      };
    default:
      return {
        fileName: `${name}.docx`,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: await makeDocx(lines[0] ?? 'Agreement', lines.slice(1).filter(Boolean)),
      };
  }
}

interface Acked {
  user: User;
  documentId: string;
  size: number;
  trial: number;
}

async function runKillTrials(
  label: string,
  projectRoot: string,
  databaseUrl: string | undefined,
  trials: number,
  options: Options,
  notes: string[],
): Promise<Row[]> {
  const server = new BenchServer({ projectRoot, databaseUrl, env: SEPARATE_ADDRESSES });
  const usersPerTrial = 2;
  const uploadsPerUser = 5;
  try {
    await server.start();
    let anonKey = await readAnonKey(server.baseUrl);
    const users: User[] = [];
    const ackedUploads: Acked[] = [];
    const ackedJobs: { user: User; documentId: string; jobId: string; trial: number }[] = [];
    const missingUploads: string[] = [];
    const missingFiles: string[] = [];
    const missingJobs: string[] = [];
    const ledgerMismatches: string[] = [];
    const burstAnswers = new Map<string, number>();
    const restartMs: number[] = [];
    const killAtMs: number[] = [];
    let ledgerChecks = 0;
    let cutOff = 0;

    for (let trial = 1; trial <= trials; trial++) {
      // Users and files are made before the burst, so the burst is only uploads and analyses.
      const trialUsers: User[] = [];
      for (let index = 0; index < usersPerTrial; index++)
        trialUsers.push(await signUp(server.baseUrl, anonKey, `kill${trial}-${index}`));
      users.push(...trialUsers);
      const materials = await Promise.all(
        Array.from({ length: usersPerTrial * uploadsPerUser }, (_, index) =>
          makeMaterial(projectRoot, trial * 100 + index),
        ),
      );
      const baseUrl = server.baseUrl;
      const killAfter = 150 + Math.random() * 2350;
      killAtMs.push(killAfter);
      const record = (answer: Answer) => {
        bump(burstAnswers, answer.status === 0 ? 'cut off by the kill' : answerKey(answer));
        if (answer.status === 0) cutOff++;
      };
      const burst = trialUsers.map(async (user, userIndex) => {
        record(
          await send(`${baseUrl}/api/credits/trial`, { method: 'POST', headers: bearer(user) }),
        );
        // Uploads one after another per user (both users at once), each analysed as soon as it is in.
        const analyses: Promise<void>[] = [];
        for (let index = 0; index < uploadsPerUser; index++) {
          const material = materials[userIndex * uploadsPerUser + index];
          if (!material) break;
          const answer = await upload(
            baseUrl,
            user,
            material.fileName,
            material.contentType,
            material.bytes,
          );
          record(answer);
          if (answer.status === 0) break;
          if (answer.status !== 201 || typeof answer.json?.id !== 'string') continue;
          const documentId = answer.json.id;
          ackedUploads.push({ user, documentId, size: material.bytes.length, trial });
          analyses.push(
            send(`${baseUrl}/api/documents/${documentId}/analyze`, {
              method: 'POST',
              headers: { ...bearer(user), 'idempotency-key': randomUUID() },
            }).then((analysis) => {
              record(analysis);
              const job = analysis.json?.job as { id?: string } | undefined;
              if (analysis.status === 202 && job?.id)
                ackedJobs.push({ user, documentId, jobId: job.id, trial });
            }),
          );
        }
        await Promise.all(analyses);
      });
      await sleep(killAfter);
      await server.kill9();
      await Promise.all(burst);
      restartMs.push(await server.start());
      anonKey = await readAnonKey(server.baseUrl);

      // Every upload ever answered 201 is listed for its user, and this trial's files download.
      for (const user of users) {
        const listedIds = new Set(
          (await listAllDocuments(server.baseUrl, user))?.map((document) => document.id) ?? [],
        );
        for (const acked of ackedUploads.filter((entry) => entry.user === user))
          if (!listedIds.has(acked.documentId))
            missingUploads.push(`trial ${acked.trial}: ${acked.documentId}`);
      }
      for (const acked of ackedUploads.filter((entry) => entry.trial === trial)) {
        const file = await send(`${server.baseUrl}/api/documents/${acked.documentId}/file`, {
          headers: bearer(acked.user),
        });
        if (file.status !== 200)
          missingFiles.push(`trial ${trial}: ${acked.documentId} ${answerKey(file)}`);
      }
      for (const job of ackedJobs.filter((entry) => entry.trial === trial)) {
        const answer = await send(
          `${server.baseUrl}/api/documents/${job.documentId}/analysis-job`,
          { headers: bearer(job.user) },
        );
        if (answer.status !== 200)
          missingJobs.push(`trial ${trial}: job ${job.jobId} ${answerKey(answer)}`);
      }
      // Every user's ledger sums to their balance, and the last entry's balance_after is it.
      for (const user of users) {
        const plan = await send(`${server.baseUrl}/api/getUserPlan`, { headers: bearer(user) });
        const history = await send(`${server.baseUrl}/api/credits/history`, {
          headers: bearer(user),
        });
        const entries = (history.json?.entries ?? []) as { amount: number; balanceAfter: number }[];
        const credits = Number(plan.json?.credits);
        const sum = entries.reduce((total, entry) => total + entry.amount, 0);
        const last = entries[0]?.balanceAfter ?? 0;
        ledgerChecks++;
        if (plan.status !== 200 || history.status !== 200 || sum !== credits || last !== credits)
          ledgerMismatches.push(
            `trial ${trial} ${user.email}: balance ${credits}, ledger sum ${sum}, last balance_after ${last}`,
          );
      }
    }

    // After the last restart: every acknowledged analysis ends (a lapsed lease is taken over).
    const settleStarted = performance.now();
    const jobStates = new Map<string, string>();
    for (;;) {
      for (const job of ackedJobs) {
        if (jobStates.get(job.jobId) === 'succeeded' || jobStates.get(job.jobId) === 'failed')
          continue;
        const answer = await send(
          `${server.baseUrl}/api/documents/${job.documentId}/analysis-job`,
          { headers: bearer(job.user) },
        );
        const state = (answer.json?.job as { id?: string; status?: string } | undefined) ?? {};
        // The latest job of the document is the one asked for (one analysis per document here).
        jobStates.set(
          job.jobId,
          state.id === job.jobId ? String(state.status) : `superseded (${state.status})`,
        );
      }
      const open = [...jobStates.values()].filter(
        (state) => state === 'queued' || state === 'running',
      ).length;
      if (open === 0 || performance.now() - settleStarted > options.settleSeconds * 1000) break;
      await sleep(2000);
    }
    const settleMs = performance.now() - settleStarted;
    const jobTally = new Map<string, number>();
    for (const state of jobStates.values()) bump(jobTally, state);
    const stuck = [...jobStates.values()].filter(
      (state) => state === 'queued' || state === 'running',
    ).length;
    const processingLeft = (
      await Promise.all(
        users.map(async (user) => (await listAllDocuments(server.baseUrl, user)) ?? []),
      )
    )
      .flat()
      .filter((document) => document.status === 'processing').length;

    await server.stop();

    // The whole database, read with the project's own layer: every account's ledger sums to its
    // balance, no balance is negative, and every failed analysis was refunded.
    const database = openDatabase({ databaseUrl, dataDirectory: server.dataDirectory });
    let accountProblems: string[] = [];
    let accounts = 0;
    let unrefunded = 0;
    try {
      const rows = await database.db
        .selectFrom('accounts')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('credit_ledger')
              .select((inner) => ['user_id', inner.fn.sum<number | string>('amount').as('total')])
              .groupBy('user_id')
              .as('ledger'),
          (join) => join.onRef('ledger.user_id', '=', 'accounts.user_id'),
        )
        .select(['accounts.user_id', 'accounts.credits', 'ledger.total'])
        .execute();
      accounts = rows.length;
      accountProblems = rows
        .filter((row) => Number(row.total ?? 0) !== Number(row.credits) || Number(row.credits) < 0)
        .map((row) => `${row.user_id}: credits ${row.credits}, ledger sum ${row.total}`);
      const failed = await sql<{ count: number | string }>`
        select count(*) as count from analysis_jobs j
        where j.status = 'failed'
          and not exists (select 1 from credit_ledger l where l.user_id = j.user_id and l.reason = 'refund' and l.reference = j.id)`.execute(
        database.db,
      );
      unrefunded = Number(failed.rows[0]?.count ?? 0);
    } finally {
      await database.close();
    }

    if (missingUploads.length)
      notes.push(
        `[${label}] kill -9: uploads answered 201 but not listed after restart: ${missingUploads.join(', ')}`,
      );
    if (missingFiles.length)
      notes.push(
        `[${label}] kill -9: files not downloadable after restart: ${missingFiles.join(', ')}`,
      );
    if (missingJobs.length)
      notes.push(
        `[${label}] kill -9: analyses answered 202 without their job after restart: ${missingJobs.join(', ')}`,
      );
    if (ledgerMismatches.length)
      notes.push(`[${label}] kill -9: ledger mismatches: ${ledgerMismatches.join('; ')}`);
    if (accountProblems.length)
      notes.push(
        `[${label}] kill -9: accounts in the database whose ledger does not sum to the balance: ${accountProblems.join('; ')}`,
      );
    if (server.crashes.length)
      notes.push(
        `[${label}] kill -9 part: unexpected exits: ${server.crashes.map((crash) => `${crash.how} ${crash.stderr}`).join(' | ')}`,
      );
    if (server.logErrors.size)
      notes.push(
        `[${label}] kill -9 part, server log at error level: ${tallyText(server.logErrors)}`,
      );
    notes.push(`[${label}] kill -9 burst answers: ${tallyText(burstAnswers)}`);

    const fiveHundreds = [...burstAnswers.entries()]
      .filter(([key]) => /^5\d\d/.test(key))
      .reduce((sum, [, count]) => sum + count, 0);
    return [
      {
        check: `[${label}] (b) kill -9: trials`,
        result: `${trials} kills at ${secondsText(Math.min(...killAtMs))}-${secondsText(Math.max(...killAtMs))} into a burst (${usersPerTrial} new users: trial, ${uploadsPerUser} uploads each, analyse each); ${ackedUploads.length} uploads 201, ${ackedJobs.length} analyses 202, ${cutOff} requests cut off; restart median ${secondsText(median(restartMs))} (max ${secondsText(Math.max(...restartMs))})`,
        target: '-',
        pass: null,
      },
      {
        check: `[${label}] (b) kill -9: uploads answered 201 listed after restart`,
        result: `${ackedUploads.length - new Set(missingUploads).size} of ${ackedUploads.length}; files downloadable: ${ackedUploads.length - missingFiles.length} of ${ackedUploads.length}`,
        target: 'all',
        pass: missingUploads.length === 0 && missingFiles.length === 0,
      },
      {
        check: `[${label}] (b) kill -9: analyses answered 202 still there after restart`,
        result: `${ackedJobs.length - missingJobs.length} of ${ackedJobs.length}`,
        target: 'all',
        pass: missingJobs.length === 0,
      },
      {
        check: `[${label}] (b) kill -9: ledger sum = balance (API, every user after every restart)`,
        result: `${ledgerChecks - ledgerMismatches.length} of ${ledgerChecks} checks (${users.length} users)`,
        target: 'all',
        pass: ledgerMismatches.length === 0,
      },
      {
        check: `[${label}] (b) kill -9: ledger sum = balance (database, all accounts)`,
        result: `${accounts - accountProblems.length} of ${accounts} accounts; failed analyses not refunded: ${unrefunded}`,
        target: 'all; 0',
        pass: accountProblems.length === 0 && unrefunded === 0,
      },
      {
        check: `[${label}] (b) kill -9: analyses ended after the last restart`,
        result: `${tallyText(jobTally)} after ${secondsText(settleMs)}; documents still 'processing': ${processingLeft}`,
        target: `none queued/running after ${options.settleSeconds} s`,
        pass: stuck === 0,
      },
      {
        check: `[${label}] (b) kill -9: 5xx answers / unexpected exits`,
        result: `${fiveHundreds} / ${server.crashes.length}`,
        target: '0 / 0',
        pass: fiveHundreds === 0 && server.crashes.length === 0,
      },
    ];
  } finally {
    await server.dispose();
  }
}

// ---------------------------------------------------------------- (c) lock and flood

/**
 * A ~`megabytes` MB text file that the server accepts and reads: ~600,000 characters of
 * contract (200 pages) on lines padded with trailing spaces to fill the size (the way a
 * fixed-width export looks). Plain 9.5 MB of text would be refused at once (more than 500
 * pages), which floods nothing.
 */
function makeFloodTexts(projectRoot: string, count: number, sizeMegabytes: number): Uint8Array[] {
  const size = Math.floor(sizeMegabytes * 1024 * 1024);
  const lines = loadContractText(projectRoot)
    .split('\n')
    .filter((line) => line.trim());
  const content: string[] = [];
  let characters = 0;
  for (let section = 1; characters < 600_000; section++)
    for (const line of lines) {
      const numbered = `${section}.${line}`;
      content.push(numbered);
      characters += numbered.length + 1;
    }
  const width = Math.floor(size / content.length) - 1;
  const base = Buffer.from(
    content
      .map((line) => line.padEnd(width, ' '))
      .join('\n')
      .padEnd(size, ' '),
    'utf8',
  );
  return Array.from({ length: count }, () => {
    const copy = Buffer.from(base);
    copy.write(`FLOOD ${randomUUID()} `, 0, 'utf8');
    return new Uint8Array(copy);
  });
}

async function runLockAndFlood(
  label: string,
  projectRoot: string,
  databaseUrl: string | undefined,
  options: Options,
  notes: string[],
): Promise<Row[]> {
  const server = new BenchServer({ projectRoot, databaseUrl });
  try {
    await server.start();
    const anonKey = await readAnonKey(server.baseUrl);

    // Back-off: parallel wrong passwords from one address, then the right one from it.
    const victim = await signUp(server.baseUrl, anonKey, 'lock');
    const wrong = await Promise.all(
      Array.from({ length: options.wrongPasswords }, (_, index) =>
        signIn(server.baseUrl, anonKey, victim.email, `Wrong!Passw0rd${index}`),
      ),
    );
    const wrongTally = new Map<string, number>();
    for (const answer of wrong) bump(wrongTally, answerKey(answer));
    const right = await signIn(server.baseUrl, anonKey, victim.email, PASSWORD);
    // Each attempt is claimed before its password is checked: a burst gets no more checks than
    // the back-off allows (AUTH_LOCK_AFTER_FAILURES, decision 021).
    const checked = wrongTally.get('400 invalid_credentials') ?? 0;
    const heldBack = checked <= 5 && right.status === 429;

    // Flood: one user's parallel big uploads; a second user's small one in the middle.
    const flooder = await signUp(server.baseUrl, anonKey, 'flood');
    const other = await signUp(server.baseUrl, anonKey, 'bystander');
    const texts = makeFloodTexts(projectRoot, options.flood, options.floodMegabytes);
    const bodies = texts.map((bytes, index) =>
      multipartBody(`flood-${index}.txt`, 'text/plain', bytes),
    );
    texts.length = 0;
    server.resetPeak();
    const floodStarted = performance.now();
    let maxProcessing = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const documents = await listAllDocuments(server.baseUrl, flooder);
        maxProcessing = Math.max(
          maxProcessing,
          documents?.filter((document) => document.status === 'processing').length ?? 0,
        );
        await sleep(250);
      }
    })();
    const flood = Promise.all(
      bodies.map((body) =>
        send(`${server.baseUrl}/api/documents`, {
          method: 'POST',
          headers: { ...bearer(flooder), 'content-type': body.contentType },
          body: body.body,
        }),
      ),
    );
    await sleep(500);
    const bystanderStarted = performance.now();
    const small = await upload(
      server.baseUrl,
      other,
      'lease.txt',
      'text/plain',
      new TextEncoder().encode(`${loadContractText(projectRoot)}\nReference ${randomUUID()}\n`),
    );
    let bystanderMs = Number.NaN;
    let bystanderNote = answerKey(small);
    if (small.status === 201 && typeof small.json?.id === 'string') {
      const giveUpAt = Date.now() + 180_000;
      while (Date.now() < giveUpAt) {
        const answer = await send(`${server.baseUrl}/api/documents/${small.json.id}`, {
          headers: bearer(other),
        });
        if (answer.json?.status === 'ready') {
          bystanderMs = performance.now() - bystanderStarted;
          bystanderNote = 'ready';
          break;
        }
        if (answer.status === 404) {
          bystanderNote = 'removed (reading failed)';
          break;
        }
        await sleep(200);
      }
    }
    const answers = await flood;
    const answeredMs = performance.now() - floodStarted;
    const tally = new Map<string, number>();
    for (const answer of answers) bump(tally, answerKey(answer));
    const acceptedIds = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => String(answer.json?.id));
    // Keep sampling while the accepted files are read (bounded).
    const drainUntil = Date.now() + options.drainSeconds * 1000;
    let read = 0;
    while (Date.now() < drainUntil) {
      const documents = (await listAllDocuments(server.baseUrl, flooder)) ?? [];
      read = documents.filter(
        (document) => acceptedIds.includes(document.id) && document.status === 'ready',
      ).length;
      if (documents.every((document) => document.status !== 'processing')) break;
      await sleep(1000);
    }
    const drainMs = performance.now() - floodStarted;
    polling = false;
    await poll;
    const peak = server.peakRssKiB;
    const alive = server.isRunning;
    await server.stop();
    const highWater = server.highWaterKiB;
    if (server.crashes.length)
      notes.push(
        `[${label}] lock/flood part: unexpected exits: ${server.crashes.map((crash) => `${crash.how} ${crash.stderr}`).join(' | ')}`,
      );
    if (server.logErrors.size)
      notes.push(
        `[${label}] lock/flood part, server log at error level: ${tallyText(server.logErrors)}`,
      );
    const accepted = tally.get('201') ?? 0;
    const refused = tally.get('429 RATE_LIMIT_EXCEEDED') ?? 0;
    const fiveHundreds = answers.filter((answer) => answer.status >= 500).length;

    return [
      {
        check: `[${label}] (c) back-off: ${options.wrongPasswords} parallel wrong passwords, then the right one`,
        result: `wrong: ${tallyText(wrongTally)}; right, from the same address: ${answerKey(right)}`,
        target: 'at most 5 checked; the address waits (429)',
        pass: heldBack,
      },
      {
        check: `[${label}] (c) flood: ${options.flood} parallel ${options.floodMegabytes} MB uploads, one user`,
        result: `${accepted} accepted (201), ${refused} refused (429), other: ${tallyText(new Map([...tally].filter(([key]) => key !== '201' && key !== '429 RATE_LIMIT_EXCEEDED')))}; all answered in ${secondsText(answeredMs)}; ${read} of ${accepted} read after ${secondsText(drainMs)}`,
        target: 'no 5xx, no crash',
        pass: fiveHundreds === 0 && alive && server.crashes.length === 0,
      },
      {
        check: `[${label}] (c) flood: most of the user's documents being read at once`,
        result: `${maxProcessing} (polled every 250 ms)`,
        target: '<= 10 (per-user reading limit)',
        pass: maxProcessing <= 10,
      },
      {
        check: `[${label}] (c) flood: server peak memory`,
        result: `RSS ${megabytes(peak)} (sampled every 200 ms), VmHWM ${megabytes(highWater)}`,
        target: '< 1,200 MB',
        pass: Math.max(peak, highWater) * 1024 < 1.2e9,
      },
      {
        check: `[${label}] (c) flood: a second user's small upload, upload to ready`,
        result: Number.isNaN(bystanderMs)
          ? `not ready: ${bystanderNote}`
          : secondsText(bystanderMs),
        target: '< 30 s',
        pass: bystanderMs < 30_000,
      },
    ];
  } finally {
    await server.dispose();
  }
}

// ---------------------------------------------------------------- main

export async function reportReliability(
  projectRoot: string,
  argv: readonly string[],
): Promise<void> {
  const options = parseOptions(argv);
  const started = performance.now();
  const rows: Row[] = [];
  const notes: string[] = [];
  const canary = await startCanary();
  const targets: DatabaseTarget[] = [];
  let stopPostgres = () => {};
  for (const kind of options.databases) {
    if (kind === 'sqlite') {
      targets.push({ kind, create: async () => undefined });
      continue;
    }
    const binaries = findPostgresBinaries();
    if (!binaries) {
      notes.push('PostgreSQL: skipped (no server binaries under /usr/lib/postgresql)');
      continue;
    }
    const postgres = await startThrowawayPostgres(binaries);
    stopPostgres = postgres.stop;
    targets.push({ kind, create: () => createPostgresDatabase(postgres.url) });
  }
  console.log(
    `reliability: real server on loopback, ${targets.map((target) => target.kind).join(' + ')}; fuzz seed ${options.seed}; ${availableParallelism()} cores. This takes a few minutes...`,
  );
  try {
    for (const target of targets) {
      const isPostgres = target.kind === 'postgres';
      const fuzz = isPostgres ? options.postgresFuzz : options.fuzz;
      const kills = isPostgres ? options.postgresKills : options.kills;
      const phase = (name: string) =>
        console.log(
          `reliability: [${target.kind}] ${name} (${secondsText(performance.now() - started)} in)`,
        );
      if (fuzz > 0) {
        phase(`(a) fuzz of ${fuzz} hostile uploads`);
        rows.push(
          ...(await runFuzz(
            target.kind,
            projectRoot,
            await target.create(),
            fuzz,
            options,
            canary,
            notes,
          )),
        );
      }
      if (kills > 0) {
        phase(`(b) ${kills} kill -9 trials`);
        rows.push(
          ...(await runKillTrials(
            target.kind,
            projectRoot,
            await target.create(),
            kills,
            options,
            notes,
          )),
        );
      }
      phase('(c) lock and flood');
      rows.push(
        ...(await runLockAndFlood(target.kind, projectRoot, await target.create(), options, notes)),
      );
    }
  } finally {
    stopPostgres();
    await canary.close();
  }
  const elapsed = performance.now() - started;
  console.log('');
  printTable(rows);
  console.log('');
  console.log(
    `reliability: ${rows.filter((row) => row.pass === false).length} FAIL, ${rows.filter((row) => row.pass === true).length} pass, ${rows.filter((row) => row.pass === null).length} info; ran in ${secondsText(elapsed)} (${availableParallelism()} cores)`,
  );
  console.log('Notes:');
  for (const line of [...EXPLANATIONS(options), ...notes]) console.log(`  ${line}`);
}

const EXPLANATIONS = (options: Options) => [
  `Each part runs a fresh server (node bin/legal-explainer.js start, NODE_ENV=production) on a fresh data directory; on PostgreSQL a fresh database on a throwaway cluster. Memory is the server process's VmRSS from /proc, which includes its reading worker threads; 1 MB = 10^6 bytes.`,
  `(a) ${options.fuzz} hostile files (PostgreSQL: ${options.postgresFuzz}), the kinds in turn, ${options.concurrency} in flight, by users signed up through /auth/v1/signup; for (a) and (b) the server runs with TRUST_PROXY=loopback and each user sends its own X-Forwarded-For address (and AUTH_RATE_LIMIT_PER_IP is raised), because every bench user comes from 127.0.0.1; the per-user limits stay as they are. Files accepted (201) are read in the background; "removed as unreadable" is the designed outcome for a file that fails there. The XXE cases point entities at /etc/passwd and at a loopback canary server. /healthz is asked every 250 ms during the fuzz: a slow answer means the main thread was blocked.`,
  `(b) Each trial signs up two users, then in a burst takes their free trial (POST /api/credits/trial) and uploads five contracts each (TXT, PDF, DOCX), asking POST /api/documents/:id/analyze for each; kill -9 lands at a random moment, the server restarts on the same data, and the checks run. After the last restart the bench waits for every analysis to end (a running one waits out its ${'30 s'} lease).`,
  `(c) The wrong passwords run on the default limits (AUTH_LOCK_AFTER_FAILURES 5: that many failures from one address, then it waits, 1 s doubling; the owner from another address is let in, as \`npm run bench security\` checks). Each flood file is ${options.floodMegabytes} MB: ~600,000 characters of contract padded with trailing spaces, so it is accepted and read (9.5 MB of plain text is refused at once as more than 500 pages; the fuzz has that case).`,
];
