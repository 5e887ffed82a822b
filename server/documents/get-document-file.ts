import { AppError } from '../../common/errors/app-error.ts';
import { buildDownloadFileName } from '../../common/files/file-names.ts';
import type { ByteSpan } from '../storage/blob-store.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import type { DocumentDependencies } from './document-dependencies.ts';

/**
 * An upload's original file, with the name and content type to serve it under: both from the
 * type found in its content, never from the name it was uploaded under. Its bytes are read on
 * demand, whole or a span of them, once the caller knows which it needs from the size.
 */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  /** Bytes in the whole file. */
  size: number;
  read(span?: ByteSpan): Promise<Uint8Array>;
}

/** The user's original file, byte for byte; NOT_FOUND for anyone else's. */
export async function getDocumentFile(
  dependencies: Pick<DocumentDependencies, 'db' | 'blobStore' | 'vault'>,
  userId: string,
  documentId: string,
): Promise<DocumentFile> {
  const document = await findDocument(dependencies.db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  const { db, blobStore, vault } = dependencies;
  const size = document.file_size;
  return {
    fileName: buildDownloadFileName(document.file_name, document.file_type),
    contentType: document.content_type,
    size,
    async read(span) {
      const bytes = await (span
        ? vault.readFileSpan(db, blobStore, document, span)
        : vault.readFile(db, blobStore, document));
      // The blob is written before its row and deleted after it, so this means outside damage.
      if (!bytes) throw new AppError('DATA_CORRUPTION', 'The file of this document is missing.');
      // The row's size says where a span may end; a blob that ends sooner was damaged.
      if (span && bytes.byteLength !== span.end - span.start + 1) {
        throw new AppError('DATA_CORRUPTION', 'The file of this document is damaged.');
      }
      return bytes;
    },
  };
}
