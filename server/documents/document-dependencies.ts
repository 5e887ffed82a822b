import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { ReadingQueue } from '../reading/reading-queue.ts';
import type { UploadInspector } from '../reading/upload-inspector.ts';

/** What the document use cases need: the rows, the files, and somewhere to report leftovers. */
export interface DocumentDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  /** Seals and opens the documents' files and texts. */
  vault: DocumentVault;
  /** The quick look at an upload before it is stored. */
  inspector: UploadInspector;
  /** Hands stored documents to the readers, wherever they run. */
  readings: ReadingQueue;
  /** Told about a blob that could not be removed; it is orphaned, never a row without a file. */
  warn: (details: Record<string, unknown>, message: string) => void;
}
