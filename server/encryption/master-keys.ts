import { createHash, randomBytes } from 'node:crypto';
import { KEY_BYTES } from './aes-gcm.ts';

/** One master key of the installation and the short id stored beside what it wraps. */
export interface MasterKey {
  id: string;
  bytes: Buffer;
}

/**
 * The master keys a process may use: the first wraps new document keys, the others only open
 * keys they wrapped before a rotation finished. `refresh` re-reads their source (the key file,
 * after `admin rotate-key` rewrote it); for DATA_KEY it changes nothing.
 */
export interface MasterKeyring {
  current(): MasterKey;
  find(id: string): MasterKey | undefined;
  all(): readonly MasterKey[];
  refresh(): void;
}

/** A key's public name: a hash, so knowing the id tells nothing about the key. */
export function identifyKey(bytes: Uint8Array): string {
  return createHash('sha256')
    .update('legal-explainer master key ')
    .update(bytes)
    .digest('hex')
    .slice(0, 16);
}

/** A new random master key, as it is written down (base64). */
export function generateMasterKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** Thrown when the keys given cannot open this installation's data, or cannot be read at all. */
export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyError';
  }
}

/**
 * Reads one written key: 32 bytes as base64 or as 64 hex digits. `where` names its source in
 * the error, never the key itself.
 */
export function parseMasterKey(text: string, where: string): MasterKey {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.byteLength !== KEY_BYTES || !/^[A-Za-z0-9+/=_-]+$/.test(trimmed))
    throw new DataKeyError(
      `${where} is not a master key: give 32 random bytes as base64 (44 characters) or 64 hex digits, ` +
        `e.g. from \`openssl rand -base64 32\`.`,
    );
  return { id: identifyKey(bytes), bytes };
}

/** A keyring over a fixed list of keys (the first current), as DATA_KEY gives them. */
export function createFixedKeyring(keys: readonly MasterKey[]): MasterKeyring {
  const first = keys[0];
  if (!first) throw new DataKeyError('No master key was given.');
  return {
    current: () => first,
    find: (id) => keys.find((key) => key.id === id),
    all: () => keys,
    refresh: () => undefined,
  };
}
