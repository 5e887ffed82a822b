import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_BYTES,
  findSealedSpans,
  openFile,
  openFileSpanFromParts,
  sealFile,
  sealedFileSize,
} from './file-cipher.ts';

const key = randomBytes(32);
const DOCUMENT = 'a-document';

/** Opens span of a sealed file as the vault does: the header and the chunks, read apart. */
function openSpan(sealed: Buffer, plainSize: number, span: { start: number; end: number }) {
  const spans = findSealedSpans(span);
  return openFileSpanFromParts(
    key,
    {
      header: sealed.subarray(spans.header.start, spans.header.end + 1),
      chunks: sealed.subarray(spans.chunks.start, spans.chunks.end + 1),
    },
    DOCUMENT,
    plainSize,
    span,
  );
}

describe('a file sealed in chunks', () => {
  it.each([1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 17])(
    'opens back to the same %i bytes, and is as long as said',
    (size) => {
      const plain = randomBytes(size);
      const sealed = sealFile(key, plain, DOCUMENT);
      expect(sealed.byteLength).toBe(sealedFileSize(size));
      expect(openFile(key, sealed, DOCUMENT).equals(plain)).toBe(true);
    },
  );

  it('gives exactly the bytes of any span, inside a chunk or across several', () => {
    const size = 3 * CHUNK_BYTES + 17;
    const plain = randomBytes(size);
    const sealed = sealFile(key, plain, DOCUMENT);
    for (const span of [
      { start: 0, end: 0 },
      { start: 10, end: 1000 },
      { start: CHUNK_BYTES - 5, end: CHUNK_BYTES + 5 },
      { start: CHUNK_BYTES, end: 3 * CHUNK_BYTES + 16 },
      { start: size - 1, end: size - 1 },
    ])
      expect(openSpan(sealed, size, span).equals(plain.subarray(span.start, span.end + 1))).toBe(
        true,
      );
  });

  it('does not hold the plaintext, and the same file sealed twice differs', () => {
    const plain = Buffer.from('The Tenant shall pay rent on the first day of each month.');
    const once = sealFile(key, plain, DOCUMENT);
    expect(once.includes(plain.subarray(0, 10))).toBe(false);
    expect(once.equals(sealFile(key, plain, DOCUMENT))).toBe(false);
  });

  it('refuses a changed byte, another key, another document, a dropped or swapped chunk', () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 100);
    const sealed = sealFile(key, plain, DOCUMENT);
    const changed = Buffer.from(sealed);
    changed.writeUInt8(changed.readUInt8(changed.length - 40) ^ 1, changed.length - 40);
    const sealedChunk = CHUNK_BYTES + 16;
    const firstTwo = sealed.subarray(0, 12 + 2 * sealedChunk);
    const swapped = Buffer.concat([
      sealed.subarray(0, 12),
      sealed.subarray(12 + sealedChunk, 12 + 2 * sealedChunk),
      sealed.subarray(12, 12 + sealedChunk),
      sealed.subarray(12 + 2 * sealedChunk),
    ]);
    const corrupt = { code: 'DATA_CORRUPTION' };
    expect(() => openFile(key, changed, DOCUMENT)).toThrow(expect.objectContaining(corrupt));
    expect(() => openFile(randomBytes(32), sealed, DOCUMENT)).toThrow(
      expect.objectContaining(corrupt),
    );
    expect(() => openFile(key, sealed, 'another-document')).toThrow(
      expect.objectContaining(corrupt),
    );
    // Cut after a whole chunk: its second chunk was not sealed as the last one.
    expect(() => openFile(key, firstTwo, DOCUMENT)).toThrow(expect.objectContaining(corrupt));
    expect(() => openFile(key, swapped, DOCUMENT)).toThrow(expect.objectContaining(corrupt));
  });
});
