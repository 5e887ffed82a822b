import type { Kysely, Selectable } from 'kysely';
import type { Database, DocumentsTable } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { insertDocumentKey, type DocumentKeyRow } from '../encryption/document-key-queries.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

/** A stored document row. */
export type DocumentRow = Selectable<DocumentsTable>;

/** A document as an upload stores it: its reading not yet claimed by any worker. */
export type NewDocumentRow = Omit<
  DocumentRow,
  'reading_owner' | 'reading_lease_expires_at' | 'reading_attempts' | 'text_length'
>;

/** The columns a list or a single document shows: no text, no pages. */
export type DocumentSummaryRow = Pick<
  DocumentRow,
  | 'id'
  | 'file_name'
  | 'file_type'
  | 'content_type'
  | 'file_size'
  | 'storage_key'
  | 'page_count'
  | 'status'
  | 'created_at'
>;

const SUMMARY_COLUMNS = [
  'id',
  'file_name',
  'file_type',
  'content_type',
  'file_size',
  'storage_key',
  'page_count',
  'status',
  'created_at',
] as const;

/** Where a page of the newest-first list starts: after this document. */
export interface DocumentListPosition {
  createdAt: string;
  id: string;
}

/** Stores a new document row. */
export async function insertDocument(db: Kysely<Database>, row: NewDocumentRow): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

/**
 * Inserts the row and its key unless its owner already has `limit` documents being read, and
 * says whether it did. The owner's user row is locked first (a write that changes nothing), so
 * uploads arriving together are counted one after another and cannot pass the limit together.
 */
export async function insertDocumentWithinReadingLimit(
  db: Kysely<Database>,
  row: NewDocumentRow,
  key: DocumentKeyRow,
  limit: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auth_users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', row.user_id)
      .execute();
    if ((await countDocumentsBeingRead(trx, row.user_id)) >= limit) return false;
    await insertDocument(trx, row);
    await insertDocumentKey(trx, key);
    return true;
  });
}

/** The user's document with these bytes, if they uploaded them before. */
export async function findDocumentByHash(
  db: Kysely<Database>,
  userId: string,
  sha256: string,
): Promise<DocumentSummaryRow | undefined> {
  return db
    .selectFrom('documents')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

/** One of the user's documents; another user's id finds nothing. */
export async function findDocument(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<DocumentSummaryRow | undefined> {
  return db
    .selectFrom('documents')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** The extracted text and page JSON of one of the user's documents, still sealed. */
export async function findDocumentText(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<
  | Pick<
      DocumentRow,
      'id' | 'file_type' | 'status' | 'page_count' | 'extracted_text' | 'pages_json'
    >
  | undefined
> {
  return db
    .selectFrom('documents')
    .select(['id', 'file_type', 'status', 'page_count', 'extracted_text', 'pages_json'])
    .where('user_id', '=', userId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/**
 * Up to `limit` of the user's documents, newest first, starting after `after`. Ties on the
 * creation time are broken by id, so paging never skips or repeats a document.
 */
export async function listDocuments(
  db: Kysely<Database>,
  userId: string,
  options: { limit: number; after?: DocumentListPosition | undefined },
): Promise<DocumentSummaryRow[]> {
  let query = db.selectFrom('documents').select(SUMMARY_COLUMNS).where('user_id', '=', userId);
  const { after } = options;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** Removes one of the user's documents; returns its blob's key, or undefined when none matched. */
export async function deleteDocument(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('documents')
    .where('user_id', '=', userId)
    .where('id', '=', documentId)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}

/** How many of the user's documents are still being read. */
export async function countDocumentsBeingRead(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Stores a document's text and pages, sealed, and makes it ready. Only a row still processing
 * changes, so a document deleted meanwhile stays deleted. Returns whether the row was there.
 */
export async function completeDocument(
  db: Kysely<Database>,
  vault: DocumentVault,
  documentId: string,
  content: { extractedText: string; pagesJson: string; pageCount: number },
): Promise<boolean> {
  const [extractedText, pagesJson] = await Promise.all([
    vault.sealText(db, documentId, 'text', content.extractedText),
    vault.sealText(db, documentId, 'pages', content.pagesJson),
  ]);
  const result = await db
    .updateTable('documents')
    .set({
      status: 'ready',
      extracted_text: extractedText,
      pages_json: pagesJson,
      text_length: content.extractedText.length,
      page_count: content.pageCount,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', documentId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return changedAnyRow(result);
}

/** Removes a document that could not be read; returns its blob's key when the row was there. */
export async function deleteUnreadableDocument(
  db: Kysely<Database>,
  documentId: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('documents')
    .where('id', '=', documentId)
    .where('status', '=', 'processing')
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}
