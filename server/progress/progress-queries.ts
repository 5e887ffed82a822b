import type { Kysely } from 'kysely';
import type { Database, JobProgressTable } from '../db/schema.ts';

/** Whose progress: a document's reading, or its analysis. */
export type ProgressKind = JobProgressTable['kind'];

/** The newest report of a reading or an analysis, replacing the one before. */
export async function saveJobProgress(
  db: Kysely<Database>,
  progress: { kind: ProgressKind; documentId: string; userId: string; reportJson: string },
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('job_progress')
    .values({
      kind: progress.kind,
      document_id: progress.documentId,
      user_id: progress.userId,
      report_json: progress.reportJson,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'document_id']).doUpdateSet({
        user_id: progress.userId,
        report_json: progress.reportJson,
        updated_at: updatedAt,
      }),
    )
    .execute();
}

/** The newest report on a document, as stored, with whose document it is. */
export async function findJobProgress(
  db: Kysely<Database>,
  kind: ProgressKind,
  documentId: string,
): Promise<{ userId: string; reportJson: string } | undefined> {
  const row = await db
    .selectFrom('job_progress')
    .select(['user_id', 'report_json'])
    .where('kind', '=', kind)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row && { userId: row.user_id, reportJson: row.report_json };
}

/** Removes reports last written before the given time; returns how many. */
export async function deleteJobProgressBefore(
  db: Kysely<Database>,
  before: string,
): Promise<number> {
  const result = await db
    .deleteFrom('job_progress')
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
