import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Of these storage keys and document ids, the ones some document row still names: its blob is
 * no leftover.
 */
export async function findNamedDocuments(
  db: Kysely<Database>,
  storageKeys: readonly string[],
  documentIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where((where) =>
      where.or([where('storage_key', 'in', storageKeys), where('id', 'in', documentIds)]),
    )
    .execute();
  return new Set(rows.flatMap((row) => [row.storage_key, row.id]));
}

/** Whether the database holds any document at all, of anyone. */
export async function hasAnyDocument(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('documents').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
