import { createHash, randomUUID } from 'node:crypto';
import type { DocumentResponse } from '../../common/api/documents.ts';
import { ParseError } from '../../core/parsing/index.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { removeHiddenCharacters } from '../../common/files/file-names.ts';
import {
  countDocumentsBeingRead,
  findDocumentByHash,
  insertDocumentWithinReadingLimit,
  type DocumentSummaryRow,
} from '../document-records/document-queries.ts';
import { deleteBlobQuietly } from '../storage/delete-blob-quietly.ts';
import type { DocumentDependencies } from './document-dependencies.ts';
import { presentDocument } from './present-document.ts';

/** A file as it arrived: the name the user gave it and its bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The stored document as the API shows it, and whether the user already had these bytes. */
export interface UploadResult {
  document: DocumentResponse;
  isDuplicate: boolean;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
} as const;

const MAX_FILE_NAME_LENGTH = 255;
// What the store is told a sealed file is: nothing about the document inside.
const SEALED_CONTENT_TYPE = 'application/octet-stream';

/**
 * How many of one person's documents may wait to be read at once. Past it an upload is refused
 * with when to try again: one account cannot fill the server's queue.
 */
export const MAX_DOCUMENTS_BEING_READ = 10;
// About how long a document takes to read: when a place is likely free again.
const READING_RETRY_SECONDS = 30;

/**
 * Takes in a user's upload: the same bytes twice give back the first document. Otherwise a
 * quick inspection on a reader thread judges the file's kind from its content and refuses what
 * cannot be read (nothing is stored then); the blob is written, then the row inserted as 'processing', so a
 * crash never leaves a row without its file; and the text is read in the background.
 */
export async function uploadDocument(
  dependencies: DocumentDependencies,
  userId: string,
  file: UploadedFile,
): Promise<UploadResult> {
  const { db, blobStore } = dependencies;
  if (file.bytes.length === 0) throw new ParseError('empty', 'This file is empty (0 bytes).');
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const existing = await findDocumentByHash(db, userId, sha256);
  if (existing) return { document: presentDocument(existing), isDuplicate: true };
  // Refused early when the limit is already reached; checked again as the row goes in, since
  // uploads arriving together all pass this check.
  if ((await countDocumentsBeingRead(db, userId)) >= MAX_DOCUMENTS_BEING_READ)
    throw createReadingLimitError();

  const inspection = await dependencies.inspector.inspect(userId, file.bytes);
  const id = randomUUID();
  const now = new Date().toISOString();
  const summary: DocumentSummaryRow = {
    id,
    file_name: cleanFileName(file.fileName, inspection.fileType),
    file_type: inspection.fileType,
    content_type: CONTENT_TYPES[inspection.fileType],
    file_size: file.bytes.length,
    storage_key: `documents/${userId}/${id}`,
    page_count: inspection.pageCount,
    status: 'processing',
    created_at: now,
  };
  // Sealed before it leaves the process: the store (a disk or S3) never sees the words.
  const documentKey = dependencies.vault.createDocumentKey(id);
  const sealed = dependencies.vault.sealNewFile(documentKey, file.bytes);
  await blobStore.put(summary.storage_key, sealed, SEALED_CONTENT_TYPE);
  let isInserted: boolean;
  try {
    isInserted = await insertDocumentWithinReadingLimit(
      db,
      {
        ...summary,
        user_id: userId,
        sha256,
        extracted_text: '',
        pages_json: '[]',
        updated_at: now,
      },
      documentKey.row,
      MAX_DOCUMENTS_BEING_READ,
    );
  } catch (error) {
    await deleteBlobQuietly(dependencies, summary.storage_key);
    // Two uploads of the same bytes at once: the unique (user_id, sha256) lets one win.
    const winner = await findDocumentByHash(db, userId, sha256);
    if (winner) return { document: presentDocument(winner), isDuplicate: true };
    throw error;
  }
  if (!isInserted) {
    // Uploads arriving together reached the limit meanwhile: this one gives way, leaving nothing.
    await deleteBlobQuietly(dependencies, summary.storage_key);
    throw createReadingLimitError();
  }
  await dependencies.readings.announce({
    documentId: id,
    userId,
    pageCount: summary.page_count,
  });
  return { document: presentDocument(summary), isDuplicate: false };
}

function createReadingLimitError(): AppError {
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `You have ${MAX_DOCUMENTS_BEING_READ} documents still being read. Upload more once they are ready, in about ${READING_RETRY_SECONDS} seconds.`,
    { retryAfterSeconds: READING_RETRY_SECONDS },
  );
}

/**
 * The name to show: no folders, no control or bidirectional-override characters, at most 255
 * characters, and never empty. Downloads get the detected type's extension on top of it.
 */
function cleanFileName(fileName: string, fileType: keyof typeof CONTENT_TYPES): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = removeHiddenCharacters(base).trim();
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH) || `document.${fileType}`;
}
