import {
  chmodSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  closeSync,
} from 'node:fs';
import path from 'node:path';
import {
  createFixedKeyring,
  DataKeyError,
  parseMasterKey,
  type MasterKey,
  type MasterKeyring,
} from './master-keys.ts';

/** The key file's name inside DATA_DIR, used when DATA_KEY is not set. */
export const KEY_FILE_NAME = 'data-key';

const KEY_FILE_HEADER = [
  '# Legal Explainer master key. Every document in this installation is encrypted under it.',
  '# Back this file up apart from the data: without it no document can be read again.',
  '# The first key wraps new documents; any after it are older keys a rotation still needs.',
];

/** Where the key file lives for a data directory. */
export function getKeyFilePath(dataDirectory: string): string {
  return path.join(dataDirectory, KEY_FILE_NAME);
}

/** The keys written in the key file, or null when there is no file. */
export function readKeyFile(file: string): MasterKey[] | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataKeyError(`The key file ${file} could not be read: ${(error as Error).message}`);
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  if (lines.length === 0) throw new DataKeyError(`The key file ${file} holds no key.`);
  return lines.map((line, index) => parseMasterKey(line, `Line ${index + 1} of ${file}`));
}

/**
 * Writes the key file owner-only, whole or not at all (a temporary file renamed over it), so a
 * crash mid-rotation leaves the old file or the new one, never half of one. `isNew` refuses to
 * replace a file another process created meanwhile.
 */
export function writeKeyFile(file: string, keyTexts: readonly string[], isNew = false): void {
  const text = `${[...KEY_FILE_HEADER, ...keyTexts].join('\n')}\n`;
  if (isNew) {
    const handle = openSync(file, 'wx', 0o600);
    try {
      writeFileSync(handle, text);
    } finally {
      closeSync(handle);
    }
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * A keyring read from the key file, re-read when the file changes: servers running through
 * `admin rotate-key` pick the new key up without a restart.
 */
export function createFileKeyring(file: string, keys: MasterKey[]): MasterKeyring {
  let ring = createFixedKeyring(keys);
  let modifiedAt = statSync(file).mtimeMs;
  return {
    current: () => ring.current(),
    find: (id) => ring.find(id),
    all: () => ring.all(),
    refresh() {
      const now = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (now === undefined || now === modifiedAt) return;
      const read = readKeyFile(file);
      if (!read) return;
      // Keys dropped from the file stay known here: this process may still hold documents
      // wrapped by them until it restarts.
      const known = [...read, ...ring.all().filter((key) => !read.some((r) => r.id === key.id))];
      ring = createFixedKeyring(known);
      modifiedAt = now;
    },
  };
}
