import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import { insertDocumentKey } from './document-key-queries.ts';
import { sealTextWith, type DocumentVault, type NewDocumentKey } from './document-vault.ts';

/** What sealing needs; the app passes its logger's warn. */
export interface SealingDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  vault: DocumentVault;
  warn: (details: Record<string, unknown>, message: string) => void;
}

// Documents looked up per query.
const BATCH_SIZE = 50;

/**
 * Seals the documents an earlier version stored in clear, at start, before requests are served:
 * each gets its key, its file is written sealed under a new name, and its text, pages,
 * analysis and chat are sealed in one transaction that also points the row at the new file;
 * then the old file goes. A crash leaves either the old document whole (and an orphaned new file,
 * which the leftover sweeper removes) or the sealed one. Documents still being read are sealed
 * at the next start, once read. Returns how many were sealed.
 */
export async function sealDocumentsInClear(dependencies: SealingDependencies): Promise<number> {
  let sealed = 0;
  const skipped = new Set<string>();
  for (;;) {
    const documents = (
      await listDocumentsInClear(dependencies.db, BATCH_SIZE + skipped.size)
    ).filter((document) => !skipped.has(document.id));
    if (documents.length === 0) return sealed;
    for (const document of documents) {
      if (await sealDocument(dependencies, document)) sealed++;
      else skipped.add(document.id);
    }
  }
}

interface DocumentInClear {
  id: string;
  user_id: string;
  storage_key: string;
}

function listDocumentsInClear(db: Kysely<Database>, limit: number): Promise<DocumentInClear[]> {
  return db
    .selectFrom('documents')
    .leftJoin('document_keys', 'document_keys.document_id', 'documents.id')
    .select(['documents.id', 'documents.user_id', 'documents.storage_key'])
    .where('document_keys.document_id', 'is', null)
    .where('documents.status', '=', 'ready')
    .limit(limit)
    .execute();
}

async function sealDocument(
  dependencies: SealingDependencies,
  document: DocumentInClear,
): Promise<boolean> {
  const { db, blobStore, vault } = dependencies;
  const newKey = vault.createDocumentKey(document.id);
  const blob = await blobStore.find(document.storage_key);
  // Same shape as an upload's key, so the leftover sweeper removes it if the row never names it.
  const sealedKey = `documents/${document.user_id}/${randomUUID()}`;
  if (blob)
    await blobStore.put(
      sealedKey,
      vault.sealNewFile(newKey, blob.bytes),
      'application/octet-stream',
    );
  let isSealed = false;
  try {
    isSealed = await db
      .transaction()
      .execute((trx) => sealRows(trx, newKey, document, blob ? sealedKey : document.storage_key));
  } catch (error) {
    // Another process sealed it first.
    if (!isUniqueViolation(error)) throw error;
  }
  if (blob) await deleteBlobQuietly(dependencies, isSealed ? document.storage_key : sealedKey);
  return isSealed;
}

/** Seals every row of the document under its new key; false when it changed meanwhile. */
async function sealRows(
  trx: Kysely<Database>,
  newKey: NewDocumentKey,
  document: DocumentInClear,
  storageKey: string,
): Promise<boolean> {
  const { id } = document;
  const seal = (field: Parameters<typeof sealTextWith>[2], text: string) =>
    sealTextWith(newKey.key, id, field, text);
  const row = await trx
    .selectFrom('documents')
    .select(['extracted_text', 'pages_json'])
    .where('id', '=', id)
    .where('storage_key', '=', document.storage_key)
    .executeTakeFirst();
  if (!row) return false;
  await insertDocumentKey(trx, newKey.row);
  await trx
    .updateTable('documents')
    .set({
      extracted_text: seal('text', row.extracted_text),
      pages_json: seal('pages', row.pages_json),
      storage_key: storageKey,
    })
    .where('id', '=', id)
    .execute();
  const analysis = await trx
    .selectFrom('analyses')
    .select('analysis_json')
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (analysis)
    await trx
      .updateTable('analyses')
      .set({ analysis_json: seal('analysis', analysis.analysis_json) })
      .where('document_id', '=', id)
      .execute();
  const messages = await trx
    .selectFrom('chat_messages')
    .select(['id', 'content', 'citations_json'])
    .where('document_id', '=', id)
    .execute();
  for (const message of messages)
    await trx
      .updateTable('chat_messages')
      .set({
        content: seal('chat', message.content),
        citations_json: seal('citations', message.citations_json),
      })
      .where('id', '=', message.id)
      .execute();
  return true;
}
