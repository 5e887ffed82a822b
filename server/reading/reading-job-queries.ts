import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

/** A document a worker has claimed to read. */
export interface ReadingJob {
  documentId: string;
  userId: string;
  storageKey: string;
  pageCount: number;
  /** How many times a worker has started it, this time included. */
  attempts: number;
}

/**
 * Claims the next document to read for `owner` until `leaseExpiresAt`: one still 'processing'
 * whose lease is absent or has run out (a dead worker's, or a retry's back-off that is over).
 * Fair between users: the owner with the fewest readings under way goes first, then the oldest
 * upload. On PostgreSQL the row is locked with SKIP LOCKED, so workers claiming at once take
 * different documents without waiting on each other; the update's condition keeps a claim
 * single on SQLite too.
 */
export async function claimReadingJob(
  db: Kysely<Database>,
  kind: DatabaseKind,
  owner: string,
  now: string,
  leaseExpiresAt: string,
): Promise<ReadingJob | undefined> {
  return db.transaction().execute(async (trx) => {
    const candidate = await trx
      .selectFrom('documents')
      .select(['id', 'user_id', 'storage_key', 'page_count', 'reading_attempts'])
      .where('status', '=', 'processing')
      .where((eb) =>
        eb.or([
          eb('reading_lease_expires_at', 'is', null),
          eb('reading_lease_expires_at', '<', now),
        ]),
      )
      .orderBy(
        (eb) =>
          eb
            .selectFrom('documents as under_way')
            .select((count) => count.fn.countAll().as('count'))
            .whereRef('under_way.user_id', '=', 'documents.user_id')
            .where('under_way.status', '=', 'processing')
            .where('under_way.reading_owner', 'is not', null)
            .where('under_way.reading_lease_expires_at', '>=', now),
        'asc',
      )
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .$if(kind === 'postgres', (query) => query.forUpdate().skipLocked())
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await trx
      .updateTable('documents')
      .set({
        reading_owner: owner,
        reading_lease_expires_at: leaseExpiresAt,
        reading_attempts: candidate.reading_attempts + 1,
      })
      .where('id', '=', candidate.id)
      .where('status', '=', 'processing')
      .where('reading_attempts', '=', candidate.reading_attempts)
      .executeTakeFirst();
    if (!changedAnyRow(claimed)) return undefined;
    return {
      documentId: candidate.id,
      userId: candidate.user_id,
      storageKey: candidate.storage_key,
      pageCount: candidate.page_count,
      attempts: candidate.reading_attempts + 1,
    };
  });
}

/** Extends the owner's claim; false when it is no longer theirs or the document is gone. */
export async function renewReadingLease(
  db: Kysely<Database>,
  documentId: string,
  owner: string,
  leaseExpiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ reading_lease_expires_at: leaseExpiresAt })
    .where('id', '=', documentId)
    .where('status', '=', 'processing')
    .where('reading_owner', '=', owner)
    .executeTakeFirst();
  return changedAnyRow(result);
}

/**
 * Gives the owner's claim up so the reading is tried again, by any worker, from `retryAt` (the
 * back-off after a failure that was not the file's own).
 */
export async function releaseReadingForRetry(
  db: Kysely<Database>,
  documentId: string,
  owner: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ reading_owner: null, reading_lease_expires_at: retryAt })
    .where('id', '=', documentId)
    .where('reading_owner', '=', owner)
    .execute();
}

/**
 * Frees every claim at once. Only for SQLite at start: one process serves it, so a claim in
 * the file is a previous run's, and waiting for its lease would only delay the reading.
 */
export async function releaseAllReadingClaims(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('documents')
    .set({ reading_owner: null, reading_lease_expires_at: null })
    .where('status', '=', 'processing')
    .where('reading_owner', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
