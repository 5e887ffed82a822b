import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findAppSetting, getOrCreateAppSetting } from '../settings/app-setting-queries.ts';
import { open, seal } from './aes-gcm.ts';
import { listMasterKeyIdsInUse } from './document-key-queries.ts';
import { createFileKeyring, getKeyFilePath, readKeyFile, writeKeyFile } from './key-file.ts';
import {
  createFixedKeyring,
  DataKeyError,
  generateMasterKeyText,
  parseMasterKey,
  type MasterKey,
  type MasterKeyring,
} from './master-keys.ts';

/** The app setting that proves a key is this installation's: a known text sealed under it. */
export const KEY_CHECK_SETTING = 'data_key_check';
const KEY_CHECK_TEXT = 'legal-explainer data key check';

/** Where the master keys came from, for the start-up message. */
export type KeySource = { kind: 'env' } | { kind: 'file'; file: string; isNew: boolean };

/**
 * The installation's master keys: DATA_KEY (one key, or several comma-separated during a
 * rotation, the new one first) or else the key file in DATA_DIR, created on first start.
 *
 * Checked before anything is written: a key that does not open this installation's data, or a
 * missing key file where data was already encrypted, is a DataKeyError and nothing changes.
 */
export async function loadMasterKeys(
  db: Kysely<Database>,
  settings: { dataKey?: string | undefined; dataDirectory: string },
): Promise<{ keyring: MasterKeyring; source: KeySource }> {
  const check = await findAppSetting(db, KEY_CHECK_SETTING);
  let keyring: MasterKeyring;
  let source: KeySource;
  if (settings.dataKey) {
    const keys = settings.dataKey
      .split(',')
      .map((text, index) => parseMasterKey(text, `Key ${index + 1} of DATA_KEY`));
    keyring = createFixedKeyring(keys);
    source = { kind: 'env' };
  } else {
    const file = getKeyFilePath(settings.dataDirectory);
    let keys = readKeyFile(file);
    const isNew = keys === null;
    if (keys === null) {
      if (check !== undefined)
        throw new DataKeyError(
          `The master key is missing: ${file} does not exist, and this installation's documents ` +
            `are encrypted under it. Restore the file from your backup (or set DATA_KEY). ` +
            `Nothing was changed.`,
        );
      keys = createKeyFile(file);
    }
    keyring = createFileKeyring(file, keys);
    source = { kind: 'file', file, isNew };
  }
  await assertKeysOpenData(db, keyring, check);
  if (check === undefined) {
    // First start: the current key becomes the installation's. Checked again, since another
    // process may have stored its check first (then both must have been given the same key).
    const stored = await getOrCreateAppSetting(db, KEY_CHECK_SETTING, () =>
      createKeyCheck(keyring.current()),
    );
    await assertKeysOpenData(db, keyring, stored);
  }
  return { keyring, source };
}

/** A sealed check value for the current key, as the setting stores it. */
export function createKeyCheck(key: MasterKey): string {
  const sealed = seal(key.bytes, Buffer.from(KEY_CHECK_TEXT), 'key check');
  return JSON.stringify({ keyId: key.id, sealed: sealed.toString('base64') });
}

async function assertKeysOpenData(
  db: Kysely<Database>,
  keyring: MasterKeyring,
  check: string | undefined,
): Promise<void> {
  if (check !== undefined) {
    const { keyId, sealed } = JSON.parse(check) as { keyId: string; sealed: string };
    const key = keyring.find(keyId);
    if (!key || !opensCheck(key, sealed))
      throw new DataKeyError(
        `The master key given does not open this installation's data (it was encrypted under ` +
          `key ${keyId}; given: ${keyring
            .all()
            .map((k) => k.id)
            .join(', ')}). Check DATA_KEY ` +
          `or the key file. Nothing was changed.`,
      );
  }
  const missing = (await listMasterKeyIdsInUse(db)).filter((id) => !keyring.find(id));
  if (missing.length > 0)
    throw new DataKeyError(
      `Some documents are encrypted under master keys that were not given (${missing.join(', ')}). ` +
        `Give every key until \`legal-explainer admin rotate-key\` has finished. Nothing was changed.`,
    );
}

function opensCheck(key: MasterKey, sealed: string): boolean {
  try {
    return (
      open(key.bytes, Buffer.from(sealed, 'base64'), 'key check').toString() === KEY_CHECK_TEXT
    );
  } catch {
    return false;
  }
}

// Another process starting at the same moment may win the race: then its key is the one.
function createKeyFile(file: string): MasterKey[] {
  try {
    writeKeyFile(file, [generateMasterKeyText()], true);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const keys = readKeyFile(file);
  if (!keys) throw new DataKeyError(`The key file ${file} could not be created.`);
  return keys;
}
