import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { makeScannedPdf } from '../../core/parsing/ocr/make-scanned-pdf.test-support.ts';
import type { Cluster, ClusterProcess } from './cluster.test-support.ts';
import { LEGAL_CONTRACT_FIXTURES } from './contract-fixtures.test-support.ts';

/** What a run of many users through the cluster found. */
export interface ScaleReport {
  users: number;
  uploadsAccepted: number;
  /** Uploads answered 201 whose document is not there, ready, at the end. */
  uploadsLost: number;
  streamsCompleted: number;
  streamsStarted: number;
  /** Documents whose reading a second worker finished after the first died. */
  readingsTakenOver: number;
  /** Documents with other than exactly one succeeded analysis job. */
  notAnalysedOnce: number;
  /** Users whose credit ledger does not sum to their balance, or who paid twice for one. */
  ledgerMismatches: number;
  /** Milliseconds from the upload to the finished analysis, one per document. */
  uploadToAnalysisMs: number[];
  elapsedMs: number;
  /** What was killed, when, and what it was doing. */
  kills: string[];
}

export interface ScaleOptions {
  users: number;
  documentsPerUser: number;
  /** Every Nth user's first document is a scan, read with OCR. */
  scanEvery?: number;
  killApiDuringUpload?: boolean;
  killWorkerDuringOcr?: boolean;
  killWorkerDuringAnalysis?: boolean;
}

const PASSWORD = 'Scale!Passw0rd';
const fixtureTexts = LEGAL_CONTRACT_FIXTURES.map((name) =>
  readFileSync(
    fileURLToPath(new URL(`../fixtures/contracts/${name}.txt`, import.meta.url)),
    'utf8',
  ),
);

/**
 * Many users at once through the proxy: each signs up, starts the free trial, uploads their
 * documents, follows each reading to its end, analyses each (Idempotency-Key, retried on a
 * failed answer as a browser would) and follows the analysis to its end; meanwhile processes
 * are killed as asked. Then the database is checked: every accepted upload there and read,
 * every document analysed once, every ledger equal to its balance.
 */
export async function runScaleScenario(
  cluster: Cluster,
  options: ScaleOptions,
): Promise<ScaleReport> {
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  const report: ScaleReport = {
    users: options.users,
    uploadsAccepted: 0,
    uploadsLost: 0,
    streamsCompleted: 0,
    streamsStarted: 0,
    readingsTakenOver: 0,
    notAnalysedOnce: 0,
    ledgerMismatches: 0,
    uploadToAnalysisMs: [],
    elapsedMs: 0,
    kills: [],
  };
  const started = performance.now();
  const accepted: string[] = [];
  let uploadsStarted = 0;
  const killing = startKiller(cluster, pool, options, report, () => uploadsStarted);
  try {
    const anonKey = String(
      ((await getJson(`${cluster.url}/api/config`)) as { anonKey: string }).anonKey,
    );
    const scan = options.scanEvery ? await makeScan() : null;
    await Promise.all(
      Array.from({ length: options.users }, async (_, userIndex) => {
        const headers = await signUpWithTrial(cluster.url, anonKey, userIndex);
        await Promise.all(
          Array.from({ length: options.documentsPerUser }, async (__, documentIndex) => {
            const isScan =
              !!scan && documentIndex === 0 && userIndex % (options.scanEvery ?? 1) === 0;
            const file = isScan
              ? { name: 'scan.pdf', type: 'application/pdf', bytes: scan }
              : textDocument(userIndex, documentIndex);
            uploadsStarted++;
            const uploadedAt = performance.now();
            const id = await uploadWithRetry(cluster.url, headers, file);
            accepted.push(id);
            report.uploadsAccepted++;
            report.streamsStarted++;
            if (
              await followToEnd(
                `${cluster.url}/api/documents/${id}/progress`,
                headers,
                isReadingDone,
              )
            )
              report.streamsCompleted++;
            await analyseWithRetry(cluster.url, headers, id);
            report.streamsStarted++;
            if (
              await followToEnd(
                `${cluster.url}/api/documents/${id}/analysis-job/events`,
                headers,
                isAnalysisDone,
              )
            )
              report.streamsCompleted++;
            report.uploadToAnalysisMs.push(performance.now() - uploadedAt);
          }),
        );
      }),
    );
    report.elapsedMs = performance.now() - started;
    await killing.stop();
    await checkDatabase(pool, accepted, report);
    return report;
  } finally {
    await killing.stop();
    await pool.end();
  }
}

// ---------------------------------------------------------------- the users

type Headers = Record<string, string>;

async function signUpWithTrial(url: string, anonKey: string, index: number): Promise<Headers> {
  // A fresh address each try: a try cut off by a kill may have made its account.
  const session = (await retry(() =>
    getJson(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `scale-${index}-${randomUUID().slice(0, 8)}@example.com`,
        password: PASSWORD,
      }),
    }),
  )) as { access_token: string };
  const headers = {
    authorization: `Bearer ${session.access_token}`,
    // Each user from an address of their own, as real users are (the proxy is trusted).
    'x-forwarded-for': `10.88.${index >> 8}.${index & 255}`,
  };
  // A retried request whose first try was granted answers that the trial is used: granted.
  await retry(() =>
    getJson(`${url}/api/credits/trial`, { method: 'POST', headers }).catch((error: Error) => {
      if (!error.message.includes('TRIAL_ALREADY_USED')) throw error;
    }),
  );
  return headers;
}

function textDocument(userIndex: number, documentIndex: number) {
  const text = fixtureTexts[(userIndex + documentIndex) % fixtureTexts.length] ?? '';
  return {
    name: `contract-${userIndex}-${documentIndex}.txt`,
    type: 'text/plain',
    // A line of its own makes each user's copy a different file.
    bytes: new TextEncoder().encode(`${text}\n\nReference ${userIndex}-${documentIndex}.\n`),
  };
}

async function makeScan(): Promise<Uint8Array> {
  const lines = [
    'SERVICES AGREEMENT',
    'The Supplier shall deliver the services described in Schedule A.',
    'The Customer shall pay each invoice within thirty days of receipt.',
    'Either party may terminate this Agreement on sixty days written notice.',
    'This Agreement is governed by the laws of the State of New York.',
  ];
  return (await makeScannedPdf([lines])).bytes;
}

async function uploadWithRetry(
  url: string,
  headers: Headers,
  file: { name: string; type: string; bytes: Uint8Array },
): Promise<string> {
  return retry(async () => {
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const answer = (await getJson(`${url}/api/documents`, {
      method: 'POST',
      headers,
      body: form,
    })) as { id: string };
    return answer.id;
  });
}

async function analyseWithRetry(url: string, headers: Headers, documentId: string): Promise<void> {
  // One key for every try: the server charges once however often the request arrives.
  const key = randomUUID();
  await retry(() =>
    getJson(`${url}/api/documents/${documentId}/analyze`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': key },
    }),
  );
}

const isReadingDone = (data: Record<string, unknown>) => data.isProcessing === false;
const isAnalysisDone = (data: Record<string, unknown>) => {
  const status = (data.job as { status?: string } | undefined)?.status;
  return status === 'succeeded' || status === 'failed';
};

/**
 * Reads a progress stream until its last report, connecting again (to whichever instance) when
 * it breaks, as the browser does. True when the last report was reached within two minutes.
 */
async function followToEnd(
  url: string,
  headers: Headers,
  isLast: (data: Record<string, unknown>) => boolean,
): Promise<boolean> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      // Bounded, as a stuck connection must not stop the user: they connect again.
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = await response.text();
      const reports = body
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice('data: '.length)) as Record<string, unknown>);
      const last = reports.at(-1);
      if (last && isLast(last)) return true;
    } catch {
      // A killed instance: the next try lands on another.
    }
    await sleep(300);
  }
  return false;
}

async function getJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Tries again on a failed answer (a killed instance, a limit) for up to a minute. */
async function retry<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the kills

/**
 * Kills what the options ask for at the moment it is busy: an API instance once uploads are
 * under way, the first worker while it reads a scan with OCR, and the second while it analyses;
 * each is started again a moment later, as a supervisor would.
 */
function startKiller(
  cluster: Cluster,
  pool: pg.Pool,
  options: ScaleOptions,
  report: ScaleReport,
  uploadsStarted: () => number,
): { stop: () => Promise<void> } {
  let isStopped = false;
  const kill = async (target: ClusterProcess, during: string) => {
    await target.kill9();
    report.kills.push(`${target.name} (kill -9) ${during}`);
    await sleep(1000);
    if (!isStopped) await target.restart();
  };
  const tasks: Promise<void>[] = [];
  const [api] = cluster.apis;
  const [ocrWorker, analysisRunner] = cluster.workers;
  if (options.killApiDuringUpload && api)
    tasks.push(
      (async () => {
        while (!isStopped && uploadsStarted() < 3) await sleep(20);
        if (!isStopped) await kill(api, 'while uploads were arriving');
      })(),
    );
  if (options.killWorkerDuringOcr && ocrWorker)
    tasks.push(
      waitFor(
        () => isStopped,
        async () => {
          const { rows } = await pool.query(
            `SELECT d.id FROM documents d JOIN job_progress p ON p.document_id = d.id AND p.kind = 'reading'
             WHERE d.status = 'processing' AND d.reading_owner = $1 AND p.report_json LIKE '%Recognising%'`,
            [ocrWorker.owners.reader],
          );
          return rows.length > 0;
        },
      ).then((isBusy) => (isBusy ? kill(ocrWorker, 'in the middle of OCR') : undefined)),
    );
  if (options.killWorkerDuringAnalysis && analysisRunner)
    tasks.push(
      waitFor(
        () => isStopped,
        async () => {
          const { rows } = await pool.query(
            `SELECT id FROM analysis_jobs WHERE status = 'running' AND lease_owner = $1`,
            [analysisRunner.owners.analysis],
          );
          return rows.length > 0;
        },
      ).then((isBusy) =>
        isBusy ? kill(analysisRunner, 'in the middle of an analysis') : undefined,
      ),
    );
  return {
    stop: async () => {
      isStopped = true;
      await Promise.all(tasks);
    },
  };
}

/** Polls `isBusy` every 50 ms until it holds (true) or `isStopped` (false). */
async function waitFor(isStopped: () => boolean, isBusy: () => Promise<boolean>): Promise<boolean> {
  while (!isStopped()) {
    if (await isBusy().catch(() => false)) return true;
    await sleep(50);
  }
  return false;
}

// ---------------------------------------------------------------- the checks

async function checkDatabase(pool: pg.Pool, accepted: string[], report: ScaleReport) {
  const documents = await pool.query<{ id: string; status: string; reading_attempts: number }>(
    'SELECT id, status, reading_attempts FROM documents WHERE id = ANY($1)',
    [accepted],
  );
  const ready = new Set(
    documents.rows.filter((row) => row.status === 'ready').map((row) => row.id),
  );
  report.uploadsLost = accepted.filter((id) => !ready.has(id)).length;
  report.readingsTakenOver = documents.rows.filter((row) => row.reading_attempts > 1).length;
  const jobs = await pool.query<{ document_id: string; succeeded: string; analyses: string }>(
    `SELECT d.id AS document_id,
            (SELECT count(*) FROM analysis_jobs j WHERE j.document_id = d.id AND j.status = 'succeeded') AS succeeded,
            (SELECT count(*) FROM analyses a WHERE a.document_id = d.id) AS analyses
       FROM documents d WHERE d.id = ANY($1)`,
    [accepted],
  );
  report.notAnalysedOnce = jobs.rows.filter(
    (row) => Number(row.succeeded) !== 1 || Number(row.analyses) !== 1,
  ).length;
  const ledgers = await pool.query<{
    user_id: string;
    credits: number;
    total: string;
    debits: string;
    documents: string;
  }>(
    `SELECT a.user_id, a.credits,
            (SELECT coalesce(sum(amount), 0) FROM credit_ledger l WHERE l.user_id = a.user_id) AS total,
            (SELECT count(*) FROM credit_ledger l WHERE l.user_id = a.user_id AND l.amount < 0) AS debits,
            (SELECT count(*) FROM documents d WHERE d.user_id = a.user_id) AS documents
       FROM accounts a WHERE a.user_id IN (SELECT user_id FROM documents WHERE id = ANY($1))`,
    [accepted],
  );
  report.ledgerMismatches = ledgers.rows.filter(
    (row) =>
      Number(row.total) !== Number(row.credits) || Number(row.debits) !== Number(row.documents),
  ).length;
}
