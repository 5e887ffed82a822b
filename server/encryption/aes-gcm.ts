import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.ts';

/** Bytes of an AES-256 key. */
export const KEY_BYTES = 32;
/** Bytes of a GCM nonce (96 bits, the size GCM is built for). */
export const NONCE_BYTES = 12;
/** Bytes of a GCM authentication tag. */
export const TAG_BYTES = 16;

/**
 * Encrypts with AES-256-GCM under a fresh random nonce: nonce, then ciphertext, then tag. The
 * associated data binds the result to where it belongs (a document and a field), so a sealed
 * value moved to another row or column fails to open instead of being read there.
 */
export function seal(key: Uint8Array, plaintext: Uint8Array, associatedData: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  return Buffer.concat([nonce, sealWithNonce(key, nonce, plaintext, associatedData)]);
}

/** Opens what seal made; DATA_CORRUPTION when the key is wrong or a byte was changed. */
export function open(key: Uint8Array, sealed: Uint8Array, associatedData: string): Buffer {
  if (sealed.byteLength < NONCE_BYTES + TAG_BYTES) throw createUnreadableError();
  const nonce = sealed.subarray(0, NONCE_BYTES);
  return openWithNonce(key, nonce, sealed.subarray(NONCE_BYTES), associatedData);
}

/** Ciphertext then tag, under a nonce the caller guarantees is never used twice with the key. */
export function sealWithNonce(
  key: Uint8Array,
  nonce: Uint8Array,
  plaintext: Uint8Array,
  associatedData: string,
): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** Opens ciphertext-then-tag sealed under nonce. */
export function openWithNonce(
  key: Uint8Array,
  nonce: Uint8Array,
  sealed: Uint8Array,
  associatedData: string,
): Buffer {
  if (sealed.byteLength < TAG_BYTES) throw createUnreadableError();
  const tagStart = sealed.byteLength - TAG_BYTES;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(sealed.subarray(tagStart));
    return Buffer.concat([decipher.update(sealed.subarray(0, tagStart)), decipher.final()]);
  } catch (error) {
    throw createUnreadableError(error);
  }
}

function createUnreadableError(cause?: unknown): AppError {
  return new AppError('DATA_CORRUPTION', 'Encrypted data could not be opened.', { cause });
}
