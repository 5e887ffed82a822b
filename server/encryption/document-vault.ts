import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BlobStore, ByteSpan } from '../storage/blob-store.ts';
import { KEY_BYTES, open, seal } from './aes-gcm.ts';
import { findDocumentKey, type DocumentKeyRow } from './document-key-queries.ts';
import { findSealedSpans, openFile, openFileSpanFromParts, sealFile } from './file-cipher.ts';
import { DataKeyError, type MasterKeyring } from './master-keys.ts';

/** What a sealed text is: part of the associated data, so one cannot stand in for another. */
export type SealedField = 'text' | 'pages' | 'analysis' | 'chat' | 'citations';

/** A new document's key: the plain key to seal its data now, and the row that keeps it wrapped. */
export interface NewDocumentKey {
  key: Buffer;
  row: DocumentKeyRow;
}

// Keys opened recently, so a page of range requests does not unwrap the key each time.
const CACHED_KEYS = 256;

/**
 * Envelope encryption of everything that holds a document's words (issue 35, decision 032).
 * Each document has its own random AES-256 key, stored only wrapped by the master key; its file,
 * text, pages, analysis and chat are sealed under it with AES-256-GCM. A document stored before
 * encryption has no key, and its data is read as it was written.
 *
 * Sealing and opening look the key up through the `db` they are given: inside a transaction,
 * pass the transaction (SQLite has one connection, which the transaction holds).
 */
export class DocumentVault {
  readonly #keyring: MasterKeyring;
  readonly #keys = new Map<string, Buffer>();

  constructor(keyring: MasterKeyring) {
    this.#keyring = keyring;
  }

  /** A fresh key for a new document, wrapped by the current master key. */
  createDocumentKey(documentId: string): NewDocumentKey {
    this.#keyring.refresh();
    const master = this.#keyring.current();
    const key = randomBytes(KEY_BYTES);
    return {
      key,
      row: {
        document_id: documentId,
        master_key_id: master.id,
        wrapped_key: wrapKey(master.bytes, key, documentId).toString('base64'),
        created_at: new Date().toISOString(),
      },
    };
  }

  /** A new document's file, sealed under its new key before it is stored. */
  sealNewFile(newKey: NewDocumentKey, bytes: Uint8Array): Uint8Array {
    return sealFile(newKey.key, bytes, newKey.row.document_id);
  }

  /** The document's key, or null for a document stored before encryption. */
  async findKey(db: Kysely<Database>, documentId: string): Promise<Buffer | null> {
    const cached = this.#keys.get(documentId);
    if (cached) return cached;
    const row = await findDocumentKey(db, documentId);
    if (!row) return null;
    const key = this.unwrap(row);
    const oldest = this.#keys.keys().next();
    if (this.#keys.size >= CACHED_KEYS && !oldest.done) this.#keys.delete(oldest.value);
    this.#keys.set(documentId, key);
    return key;
  }

  /** Opens a stored wrapped key with whichever master key wrapped it. */
  unwrap(row: DocumentKeyRow): Buffer {
    let master = this.#keyring.find(row.master_key_id);
    if (!master) {
      // Rotated by another process since this one read the key file.
      this.#keyring.refresh();
      master = this.#keyring.find(row.master_key_id);
    }
    if (!master)
      throw new DataKeyError(`Master key ${row.master_key_id} is not among the keys given.`);
    return unwrapKey(master.bytes, Buffer.from(row.wrapped_key, 'base64'), row.document_id);
  }

  /** Drops a deleted document's key from memory. */
  forget(documentId: string): void {
    this.#keys.delete(documentId);
  }

  /** Seals a text under the document's key (a document without one keeps it as it is). */
  async sealText(
    db: Kysely<Database>,
    documentId: string,
    field: SealedField,
    text: string,
  ): Promise<string> {
    const key = await this.findKey(db, documentId);
    return key ? sealTextWith(key, documentId, field, text) : text;
  }

  /** Opens a text sealTextWith or sealText made. */
  async openText(
    db: Kysely<Database>,
    documentId: string,
    field: SealedField,
    stored: string,
  ): Promise<string> {
    const key = await this.findKey(db, documentId);
    if (!key) return stored;
    return open(key, Buffer.from(stored, 'base64'), textData(documentId, field)).toString('utf8');
  }

  /** The document's whole file, read from the store and opened; null when the blob is missing. */
  async readFile(
    db: Kysely<Database>,
    blobStore: BlobStore,
    document: { id: string; storage_key: string },
  ): Promise<Uint8Array | null> {
    const blob = await blobStore.find(document.storage_key);
    if (!blob) return null;
    const key = await this.findKey(db, document.id);
    return key ? openFile(key, blob.bytes, document.id) : blob.bytes;
  }

  /**
   * Bytes `span` of the document's file, reading only the chunks that hold them; null when the
   * blob is missing.
   */
  async readFileSpan(
    db: Kysely<Database>,
    blobStore: BlobStore,
    document: { id: string; storage_key: string; file_size: number },
    span: ByteSpan,
  ): Promise<Uint8Array | null> {
    const key = await this.findKey(db, document.id);
    if (!key) return (await blobStore.findRange(document.storage_key, span))?.bytes ?? null;
    const spans = findSealedSpans(span);
    const [header, chunks] = await Promise.all([
      blobStore.findRange(document.storage_key, spans.header),
      blobStore.findRange(document.storage_key, spans.chunks),
    ]);
    if (!header || !chunks) return null;
    return openFileSpanFromParts(
      key,
      { header: header.bytes, chunks: chunks.bytes },
      document.id,
      document.file_size,
      span,
    );
  }
}

/** Seals a text with a key in hand (a new document's, before its key row is stored). */
export function sealTextWith(
  key: Uint8Array,
  documentId: string,
  field: SealedField,
  text: string,
): string {
  return seal(key, Buffer.from(text, 'utf8'), textData(documentId, field)).toString('base64');
}

function textData(documentId: string, field: SealedField): string {
  return `${field} ${documentId}`;
}

/** Wraps a document key under a master key, bound to its document. */
export function wrapKey(master: Uint8Array, key: Uint8Array, documentId: string): Buffer {
  return seal(master, key, `document key ${documentId}`);
}

function unwrapKey(master: Uint8Array, wrapped: Uint8Array, documentId: string): Buffer {
  return open(master, wrapped, `document key ${documentId}`);
}
