import type { Kysely } from 'kysely';
import type { Database, DocumentKeysTable } from '../db/schema.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

/** A document's wrapped key as stored. */
export type DocumentKeyRow = DocumentKeysTable;

/** Stores a document's wrapped key; done with the document's row, in its transaction. */
export async function insertDocumentKey(db: Kysely<Database>, row: DocumentKeyRow): Promise<void> {
  await db.insertInto('document_keys').values(row).execute();
}

/** The document's wrapped key, or undefined for a document stored before encryption. */
export async function findDocumentKey(
  db: Kysely<Database>,
  documentId: string,
): Promise<DocumentKeyRow | undefined> {
  return db
    .selectFrom('document_keys')
    .selectAll()
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** Every master key id some document key is wrapped by. */
export async function listMasterKeyIdsInUse(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('document_keys').select('master_key_id').distinct().execute();
  return rows.map((row) => row.master_key_id);
}

/** Up to `limit` keys not wrapped by the master key `currentId`, for rotation. */
export async function listKeysWrappedByOthers(
  db: Kysely<Database>,
  currentId: string,
  limit: number,
): Promise<DocumentKeyRow[]> {
  return db
    .selectFrom('document_keys')
    .selectAll()
    .where('master_key_id', '!=', currentId)
    .limit(limit)
    .execute();
}

/**
 * Replaces a wrapped key, only if it is still the one read (a document deleted or re-wrapped
 * meanwhile is left as it is). Returns whether it changed.
 */
export async function replaceWrappedKey(
  db: Kysely<Database>,
  before: DocumentKeyRow,
  after: Pick<DocumentKeyRow, 'master_key_id' | 'wrapped_key'>,
): Promise<boolean> {
  const result = await db
    .updateTable('document_keys')
    .set(after)
    .where('document_id', '=', before.document_id)
    .where('wrapped_key', '=', before.wrapped_key)
    .executeTakeFirst();
  return changedAnyRow(result);
}
