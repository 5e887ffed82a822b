import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { AnalysisJobsTable, Database } from '../db/schema.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

export type AnalysisJobRow = Selectable<AnalysisJobsTable>;

/** Stores a new job. */
export async function insertAnalysisJob(db: Kysely<Database>, job: AnalysisJobRow): Promise<void> {
  await db.insertInto('analysis_jobs').values(job).execute();
}

/** The job the user's request key already made, if any. */
export async function findAnalysisJobByKey(
  db: Kysely<Database>,
  userId: string,
  idempotencyKey: string,
): Promise<AnalysisJobRow | undefined> {
  return db
    .selectFrom('analysis_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The document's newest job. */
export async function findLatestAnalysisJob(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<AnalysisJobRow | undefined> {
  return db
    .selectFrom('analysis_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Takes the oldest job that is waiting (past its back-off, if it failed before) or whose
 * worker's lease ran out (its process died), for this worker until `leaseExpiresAt`. On
 * PostgreSQL the row is locked with SKIP LOCKED, so workers claiming at once take different
 * jobs without waiting on each other; the conditional UPDATE keeps a claim single everywhere.
 */
export async function claimAnalysisJob(
  db: Kysely<Database>,
  kind: DatabaseKind,
  owner: string,
  now: string,
  leaseExpiresAt: string,
): Promise<AnalysisJobRow | undefined> {
  const isClaimable = (eb: ExpressionBuilder<Database, 'analysis_jobs'>) =>
    eb.or([
      eb.and([
        eb('analysis_jobs.status', '=', 'queued'),
        eb.or([
          eb('analysis_jobs.lease_expires_at', 'is', null),
          eb('analysis_jobs.lease_expires_at', '<=', now),
        ]),
      ]),
      eb.and([
        eb('analysis_jobs.status', '=', 'running'),
        eb('analysis_jobs.lease_expires_at', '<', now),
      ]),
    ]);
  const claimedId = await db.transaction().execute(async (trx) => {
    // A job may be asked for while its document is still being read; it waits until it is ready.
    const candidate = await trx
      .selectFrom('analysis_jobs')
      .select('analysis_jobs.id')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('documents')
            .select('documents.id')
            .whereRef('documents.id', '=', 'analysis_jobs.document_id')
            .where('documents.status', '=', 'ready'),
        ),
      )
      .where(isClaimable)
      .orderBy('analysis_jobs.created_at')
      .orderBy('analysis_jobs.id')
      .limit(1)
      .$if(kind === 'postgres', (query) => query.forUpdate().skipLocked())
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await trx
      .updateTable('analysis_jobs')
      .set((eb) => ({
        status: 'running',
        lease_owner: owner,
        lease_expires_at: leaseExpiresAt,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', candidate.id)
      .where(isClaimable)
      .executeTakeFirst();
    return changedAnyRow(claimed) ? candidate.id : undefined;
  });
  return claimedId === undefined ? undefined : findAnalysisJob(db, claimedId);
}

/** One job by its id. */
export async function findAnalysisJob(
  db: Kysely<Database>,
  jobId: string,
): Promise<AnalysisJobRow | undefined> {
  return db.selectFrom('analysis_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

/** Extends this worker's lease on a running job; false when it is no longer this worker's. */
export async function renewAnalysisLease(
  db: Kysely<Database>,
  jobId: string,
  owner: string,
  leaseExpiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('analysis_jobs')
    .set({ lease_expires_at: leaseExpiresAt })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return changedAnyRow(result);
}

/**
 * Gives a job the owner holds back to the queue, to be tried again by any worker from `retryAt`
 * (the back-off after a failure that was not the document's own).
 */
export async function releaseAnalysisForRetry(
  db: Kysely<Database>,
  jobId: string,
  owner: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable('analysis_jobs')
    // Without an owner, lease_expires_at is when the job may be tried again.
    .set({ status: 'queued', lease_owner: null, lease_expires_at: retryAt })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Ends a job this worker holds, as succeeded or failed; false when it was not this worker's. */
export async function finishAnalysisJob(
  db: Kysely<Database>,
  jobId: string,
  owner: string,
  outcome: { status: 'succeeded' } | { status: 'failed'; errorCode: string; errorMessage: string },
): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('analysis_jobs')
    .set({
      status: outcome.status,
      error_code: outcome.status === 'failed' ? outcome.errorCode : null,
      error_message: outcome.status === 'failed' ? outcome.errorMessage : null,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: now,
      finished_at: now,
    })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return changedAnyRow(result);
}

/** Keeps a document's latest analysis, sealed, replacing the one before. */
export async function saveAnalysis(
  db: Kysely<Database>,
  vault: DocumentVault,
  row: { documentId: string; userId: string; jobId: string; analysisJson: string },
): Promise<void> {
  const now = new Date().toISOString();
  const analysisJson = await vault.sealText(db, row.documentId, 'analysis', row.analysisJson);
  await db
    .insertInto('analyses')
    .values({
      document_id: row.documentId,
      user_id: row.userId,
      job_id: row.jobId,
      analysis_json: analysisJson,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('document_id')
        .doUpdateSet({ job_id: row.jobId, analysis_json: analysisJson, created_at: now }),
    )
    .execute();
}

/** A document's latest analysis with the job that made it; undefined when it has none. */
export async function findAnalysis(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
): Promise<{ jobId: string; analysisJson: string } | undefined> {
  const row = await db
    .selectFrom('analyses')
    .select(['job_id', 'analysis_json'])
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return (
    row && {
      jobId: row.job_id,
      analysisJson: await vault.openText(db, documentId, 'analysis', row.analysis_json),
    }
  );
}

/** The latest analyses of these documents of the user, by document id. */
export async function findAnalyses(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentIds: readonly string[],
): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('analyses')
    .select(['document_id', 'analysis_json'])
    .where('user_id', '=', userId)
    .where('document_id', 'in', documentIds)
    .execute();
  const opened = await Promise.all(
    rows.map(async (row) => {
      const json = await vault.openText(db, row.document_id, 'analysis', row.analysis_json);
      return [row.document_id, json] as const;
    }),
  );
  return new Map(opened);
}

/** The jobs of one of the user's documents that have not ended: waiting or running. */
export async function findUnfinishedAnalysisJobIds(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<string[]> {
  const jobs = await db
    .selectFrom('analysis_jobs')
    .select('id')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return jobs.map((job) => job.id);
}

/** Of these documents of the user's, those with an analysis job waiting or running. */
export async function findDocumentsBeingAnalysed(
  db: Kysely<Database>,
  userId: string,
  documentIds: readonly string[],
): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('analysis_jobs')
    .select('document_id')
    .where('user_id', '=', userId)
    .where('document_id', 'in', documentIds)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return new Set(rows.map((row) => row.document_id));
}

// A job that ends with these codes refused the document itself; asking again would be refused
// the same way. ANALYSIS_FAILED is our fault and worth another try, so it is not one of them.
const REFUSAL_CODES = ['NOT_LEGAL_DOCUMENT'];

/** Of these documents of the user's, those whose latest job refused them, with the error code. */
export async function findAnalysisRefusals(
  db: Kysely<Database>,
  userId: string,
  documentIds: readonly string[],
): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const jobs = await db
    .selectFrom('analysis_jobs')
    .select(['document_id', 'status', 'error_code'])
    .where('user_id', '=', userId)
    .where('document_id', 'in', documentIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const refusals = new Map<string, string>();
  const seen = new Set<string>();
  for (const job of jobs) {
    // Newest first: only a document's latest job speaks for it.
    if (seen.has(job.document_id)) continue;
    seen.add(job.document_id);
    if (job.status === 'failed' && job.error_code && REFUSAL_CODES.includes(job.error_code)) {
      refusals.set(job.document_id, job.error_code);
    }
  }
  return refusals;
}
