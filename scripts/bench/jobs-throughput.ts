import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { extractDocument } from '../../core/parsing/extract-document.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { createProgressRelays } from '../../server/progress/progress-relays.ts';
import { AnalysisRunner } from '../../server/analysis/analysis-runner.ts';
import { runAnalysis } from '../../server/analysis/run-analysis.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { insertAnalysisJob } from '../../server/analysis/analysis-queries.ts';
import type { Database } from '../../server/db/schema.ts';
import { insertDocumentKey } from '../../server/encryption/document-key-queries.ts';
import { sealTextWith, type DocumentVault } from '../../server/encryption/document-vault.ts';
import { openVault } from '../../server/encryption/open-vault.ts';
import { loadNote, median } from './bench-helpers.ts';
import { analyseWithBuiltInEngine } from '../../server/engine/analyser.ts';

/**
 * One analysis worker's throughput: the CUAD PDFs read once beforehand as the server reads
 * them, stored as 'ready' documents in a throwaway SQLite database, then a queued job for each
 * drained by a single AnalysisRunner running the built-in engine, as the server runs it.
 */

const ROUNDS = 3;

interface StoredPdf {
  name: string;
  documentId: string;
  pages: number;
  words: number;
}

/** Prints documents per minute of one worker over all the PDFs (median of ROUNDS rounds). */
export async function reportWorkerThroughput(pdfFiles: readonly string[]) {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-jobs-'));
  const database = openDatabase({ dataDirectory });
  try {
    await migrateToLatest(database.db);
    const userId = await insertUser(database.db);
    const quiet = { info: () => undefined, warn: () => undefined };
    const vault = await openVault(database.db, { DATA_KEY: undefined, dataDirectory }, quiet);
    const documents: StoredPdf[] = [];
    for (const file of pdfFiles) {
      const bytes = readFileSync(file);
      const parsed = await extractDocument(bytes);
      documents.push(await insertReadyDocument(database.db, vault, userId, file, bytes, parsed));
    }
    const pages = documents.reduce((sum, document) => sum + document.pages, 0);
    const words = documents.reduce((sum, document) => sum + document.words, 0);

    const roundMs: number[] = [];
    const perDocumentMs: number[] = [];
    let slowest = { ms: 0, documentId: '' };
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const jobIds = await queueJobs(database.db, userId, documents, round);
      const timings: { ms: number; documentId: string }[] = [];
      const worker = new AnalysisRunner({
        db: database.db,
        vault,
        kind: database.kind,
        analyse: async (job, reportStep) => {
          const started = performance.now();
          try {
            return await runAnalysis(database.db, vault, job, analyseWithBuiltInEngine, reportStep);
          } finally {
            timings.push({ ms: performance.now() - started, documentId: job.document_id });
          }
        },
        log: { warn: () => {} },
        progress: createProgressRelays({
          db: database.db,
          signals: database.signals,
          instanceId: 'bench',
          warn: () => {},
        }).analysis,
        signals: database.signals,
      });
      const started = performance.now();
      worker.poke();
      await worker.idle();
      roundMs.push(performance.now() - started);
      await worker.close();
      perDocumentMs.push(...timings.map((timing) => timing.ms));
      for (const timing of timings) if (timing.ms > slowest.ms) slowest = timing;
      failures.push(...(await unfinishedJobs(database.db, jobIds, round)));
    }

    const minutes = median(roundMs) / 60_000;
    const slowestDocument = documents.find(
      (document) => document.documentId === slowest.documentId,
    );
    const slowestName = `${slowestDocument?.name ?? '?'}, ${slowestDocument?.pages ?? 0} pages`;
    console.log(
      `jobs: worker throughput, one AnalysisRunner (built-in engine, SQLite), ${documents.length} CUAD PDFs (${pages} pages, ${words.toLocaleString('en-US')} words), ${ROUNDS} rounds; ${loadNote()}`,
    );
    console.log(
      `jobs:   ${(documents.length / minutes).toFixed(0)} documents per minute (median round ${(median(roundMs) / 1000).toFixed(2)} s from poke to idle; rounds ${roundMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
    );
    console.log(
      `jobs:   per document (analyse call, ${perDocumentMs.length} calls): median ${median(perDocumentMs).toFixed(0)} ms, max ${slowest.ms.toFixed(0)} ms (${slowestName}; the very first call, which loads the engine's models: ${(perDocumentMs[0] ?? 0).toFixed(0)} ms); the rest of a round is claiming and saving`,
    );
    if (failures.length > 0) console.log(`jobs:   jobs not succeeded: ${failures.join('; ')}`);
  } finally {
    await database.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** A confirmed e-mail user, as sign-up leaves one (server/db/migrations/0002-auth.ts). */
async function insertUser(db: Kysely<Database>): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('auth_users')
    .values({
      id,
      email: `bench-jobs-${id}@example.com`,
      email_confirmed_at: now,
      app_metadata: JSON.stringify({ provider: 'email', providers: ['email'], role: 'user' }),
      user_metadata: '{}',
      identity_id: randomUUID(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The row a reading leaves for a read PDF (as tests/support/stored-document.test-support.ts). */
async function insertReadyDocument(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  file: string,
  bytes: Uint8Array,
  document: ParsedDocument,
): Promise<StoredPdf> {
  const id = randomUUID();
  const now = new Date().toISOString();
  // Sealed as a reading leaves it, so the engine's reads pay the opening too.
  const documentKey = vault.createDocumentKey(id);
  await db
    .insertInto('documents')
    .values({
      id,
      user_id: userId,
      file_name: path.basename(file),
      file_type: document.fileType,
      content_type: 'application/pdf',
      file_size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: `documents/${userId}/${id}`,
      page_count: document.pages.length,
      status: 'ready',
      extracted_text: sealTextWith(documentKey.key, id, 'text', document.text),
      pages_json: sealTextWith(documentKey.key, id, 'pages', JSON.stringify(document.pages)),
      text_length: document.text.length,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertDocumentKey(db, documentKey.row);
  return {
    name: path.basename(file),
    documentId: id,
    pages: document.pages.length,
    words: document.text.split(/\s+/).filter(Boolean).length,
  };
}

/** One queued job a document, oldest first in the documents' order, as the API creates them. */
async function queueJobs(
  db: Kysely<Database>,
  userId: string,
  documents: readonly StoredPdf[],
  round: number,
): Promise<string[]> {
  const base = Date.now();
  const ids: string[] = [];
  for (const [index, document] of documents.entries()) {
    const id = randomUUID();
    const createdAt = new Date(base + index).toISOString();
    await insertAnalysisJob(db, {
      id,
      user_id: userId,
      document_id: document.documentId,
      status: 'queued',
      idempotency_key: `bench-${round}-${id}`,
      attempts: 0,
      lease_owner: null,
      lease_expires_at: null,
      error_code: null,
      error_message: null,
      created_at: createdAt,
      updated_at: createdAt,
      finished_at: null,
    });
    ids.push(id);
  }
  return ids;
}

/** The round's jobs that did not succeed, with their status and error code. */
async function unfinishedJobs(
  db: Kysely<Database>,
  jobIds: readonly string[],
  round: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('analysis_jobs')
    .innerJoin('documents', 'documents.id', 'analysis_jobs.document_id')
    .select(['documents.file_name', 'analysis_jobs.status', 'analysis_jobs.error_code'])
    .where('analysis_jobs.id', 'in', jobIds)
    .where('analysis_jobs.status', '!=', 'succeeded')
    .execute();
  return rows.map(
    (row) =>
      `round ${round + 1} ${row.file_name}: ${row.status}${row.error_code ? ` (${row.error_code})` : ''}`,
  );
}
