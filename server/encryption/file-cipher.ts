import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.ts';
import type { ByteSpan } from '../storage/blob-store.ts';
import { openWithNonce, sealWithNonce, TAG_BYTES } from './aes-gcm.ts';

/**
 * A stored file, encrypted in chunks so the viewer's range requests stay cheap: reading one page
 * of a 100 MB PDF opens the few chunks it spans, not the whole file.
 *
 * Layout: MAGIC (4 bytes), a random nonce prefix (8), then each chunk of CHUNK_BYTES plaintext
 * (the last may be shorter) sealed with AES-256-GCM under the nonce prefix followed by the
 * chunk's index, its tag after it. The associated data names the document, the chunk's index
 * and whether it is the last, so chunks cannot be reordered, dropped or moved to another file.
 */
const MAGIC = Buffer.from('LXF1', 'ascii');
const NONCE_PREFIX_BYTES = 8;
const HEADER_BYTES = MAGIC.length + NONCE_PREFIX_BYTES;
/** Plaintext bytes a chunk holds: 64 KiB, a few pages of a PDF. */
export const CHUNK_BYTES = 64 * 1024;
const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;

/** Encrypts a whole file under the document's key. */
export function sealFile(key: Uint8Array, plaintext: Uint8Array, documentId: string): Buffer {
  const noncePrefix = randomBytes(NONCE_PREFIX_BYTES);
  const chunkCount = countChunks(plaintext.byteLength);
  const parts: Buffer[] = [MAGIC, noncePrefix];
  for (let index = 0; index < chunkCount; index++) {
    const chunk = plaintext.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    const isLast = index === chunkCount - 1;
    parts.push(
      sealWithNonce(
        key,
        chunkNonce(noncePrefix, index),
        chunk,
        chunkData(documentId, index, isLast),
      ),
    );
  }
  return Buffer.concat(parts);
}

/** Decrypts a whole file. */
export function openFile(key: Uint8Array, sealed: Uint8Array, documentId: string): Buffer {
  const plainSize = findPlainSize(sealed.byteLength);
  const span = { start: 0, end: Math.max(plainSize - 1, 0) };
  return openFileSpan(key, sealed, documentId, plainSize, span).subarray(0, plainSize);
}

/** Bytes of the stored file for a plaintext of plainSize bytes. */
export function sealedFileSize(plainSize: number): number {
  return HEADER_BYTES + plainSize + countChunks(plainSize) * TAG_BYTES;
}

/** The plaintext's length for a stored file of sealedSize bytes; damaged sizes throw. */
function findPlainSize(sealedSize: number): number {
  const body = sealedSize - HEADER_BYTES;
  const fullChunks = Math.floor(body / SEALED_CHUNK_BYTES);
  const rest = body - fullChunks * SEALED_CHUNK_BYTES;
  if (body < TAG_BYTES || (rest > 0 && rest < TAG_BYTES)) throw createDamagedError();
  return fullChunks * CHUNK_BYTES + (rest > 0 ? rest - TAG_BYTES : 0);
}

/** The stored bytes that hold a plaintext span: the header and the chunks it touches. */
export function findSealedSpans(span: ByteSpan): { header: ByteSpan; chunks: ByteSpan } {
  const first = Math.floor(span.start / CHUNK_BYTES);
  const last = Math.floor(span.end / CHUNK_BYTES);
  return {
    header: { start: 0, end: HEADER_BYTES - 1 },
    chunks: {
      start: HEADER_BYTES + first * SEALED_CHUNK_BYTES,
      end: HEADER_BYTES + (last + 1) * SEALED_CHUNK_BYTES - 1,
    },
  };
}

/**
 * Decrypts the chunks of `sealedChunks` (read at findSealedSpans(span).chunks, after the header
 * `header`) and returns exactly the plaintext of span.
 */
export function openFileSpanFromParts(
  key: Uint8Array,
  parts: { header: Uint8Array; chunks: Uint8Array },
  documentId: string,
  plainSize: number,
  span: ByteSpan,
): Buffer {
  const noncePrefix = readNoncePrefix(parts.header);
  const lastIndex = countChunks(plainSize) - 1;
  const first = Math.floor(span.start / CHUNK_BYTES);
  const last = Math.min(Math.floor(span.end / CHUNK_BYTES), lastIndex);
  const plain: Buffer[] = [];
  for (let index = first; index <= last; index++) {
    const offset = (index - first) * SEALED_CHUNK_BYTES;
    const sealedChunk = parts.chunks.subarray(offset, offset + SEALED_CHUNK_BYTES);
    plain.push(
      openWithNonce(
        key,
        chunkNonce(noncePrefix, index),
        sealedChunk,
        chunkData(documentId, index, index === lastIndex),
      ),
    );
  }
  const from = span.start - first * CHUNK_BYTES;
  return Buffer.concat(plain).subarray(from, from + (span.end - span.start + 1));
}

function openFileSpan(
  key: Uint8Array,
  sealed: Uint8Array,
  documentId: string,
  plainSize: number,
  span: ByteSpan,
): Buffer {
  const spans = findSealedSpans(span);
  return openFileSpanFromParts(
    key,
    {
      header: sealed.subarray(0, spans.header.end + 1),
      chunks: sealed.subarray(spans.chunks.start, spans.chunks.end + 1),
    },
    documentId,
    plainSize,
    span,
  );
}

function readNoncePrefix(header: Uint8Array): Uint8Array {
  if (header.byteLength < HEADER_BYTES || !MAGIC.equals(header.subarray(0, MAGIC.length)))
    throw createDamagedError();
  return header.subarray(MAGIC.length, HEADER_BYTES);
}

// One chunk even for an empty file, so its end is still authenticated.
function countChunks(plainSize: number): number {
  return Math.max(1, Math.ceil(plainSize / CHUNK_BYTES));
}

function chunkNonce(noncePrefix: Uint8Array, index: number): Buffer {
  const nonce = Buffer.alloc(NONCE_PREFIX_BYTES + 4);
  nonce.set(noncePrefix, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  return nonce;
}

function chunkData(documentId: string, index: number, isLast: boolean): string {
  return `file ${documentId} chunk ${index}${isLast ? ' last' : ''}`;
}

function createDamagedError(): AppError {
  return new AppError('DATA_CORRUPTION', 'The file of this document is damaged.');
}
