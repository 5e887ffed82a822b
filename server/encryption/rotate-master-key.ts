import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listKeysWrappedByOthers, replaceWrappedKey } from './document-key-queries.ts';
import { DocumentVault, wrapKey } from './document-vault.ts';
import { getKeyFilePath, readKeyFile, writeKeyFile } from './key-file.ts';
import { createKeyCheck, KEY_CHECK_SETTING, loadMasterKeys } from './load-master-keys.ts';
import {
  createFixedKeyring,
  DataKeyError,
  generateMasterKeyText,
  parseMasterKey,
  type MasterKey,
  type MasterKeyring,
} from './master-keys.ts';

// Keys re-wrapped per query: small transactions, so running servers never wait long.
const BATCH_SIZE = 200;
/**
 * How long a rotation of the key file waits, between writing the new key first and dropping the
 * old one, for servers that read the old file just before to finish what they were wrapping.
 */
export const KEY_FILE_SETTLE_MS = 2_000;

/** What a rotation did, for the operator. */
export interface RotationResult {
  newKeyId: string;
  rewrapped: number;
  /** Set when the key file was rewritten: where, to back it up. */
  keyFile: string | null;
}

/**
 * `legal-explainer admin rotate-key`: re-wraps every document key under a new master key, while
 * servers keep running (documents are not re-encrypted: their own keys do not change).
 *
 * With the key file: a new key is written first in the file (servers re-read it before wrapping
 * a new document's key, and whenever they meet a key id they do not know), every document key is
 * re-wrapped, and once none is left under the old key it is dropped from the file.
 *
 * With DATA_KEY: the operator gives 'NEW,OLD' to every server first (a rolling restart), then runs
 * this, then removes OLD. Without a second key it says so and changes nothing.
 */
export async function rotateMasterKey(
  db: Kysely<Database>,
  settings: { dataKey?: string | undefined; dataDirectory: string },
  options: { settleMs?: number } = {},
): Promise<RotationResult> {
  // Proves the keys given open this data before anything changes.
  const { keyring, source } = await loadMasterKeys(db, settings);
  if (source.kind === 'env') {
    if (keyring.all().length < 2)
      throw new DataKeyError(
        `DATA_KEY holds one key. To rotate, give every server DATA_KEY='NEW,OLD' (the new key first, ` +
          `for example ${generateMasterKeyText()}), restart them one by one, run this again, ` +
          `then set DATA_KEY to the new key alone.`,
      );
    const rewrapped = await rewrapAll(db, keyring);
    await db
      .updateTable('app_settings')
      .set({ value: createKeyCheck(keyring.current()) })
      .where('key', '=', KEY_CHECK_SETTING)
      .execute();
    return { newKeyId: keyring.current().id, rewrapped, keyFile: null };
  }

  const file = getKeyFilePath(settings.dataDirectory);
  const oldKeys = readKeyFile(file) ?? [];
  const newText = generateMasterKeyText();
  const newKey = parseMasterKey(newText, 'The new key');
  writeKeyFile(file, [newText, ...oldKeys.map(keyText)]);
  const ring = createFixedKeyring([newKey, ...oldKeys]);
  let rewrapped = await rewrapAll(db, ring);
  await db
    .updateTable('app_settings')
    .set({ value: createKeyCheck(newKey) })
    .where('key', '=', KEY_CHECK_SETTING)
    .execute();
  await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? KEY_FILE_SETTLE_MS));
  // A server that wrapped a new document's key with the old one just before it saw the file.
  rewrapped += await rewrapAll(db, ring);
  writeKeyFile(file, [newText]);
  return { newKeyId: newKey.id, rewrapped, keyFile: file };
}

async function rewrapAll(db: Kysely<Database>, keyring: MasterKeyring): Promise<number> {
  const vault = new DocumentVault(keyring);
  const current = keyring.current();
  let rewrapped = 0;
  let unchanged = new Set<string>();
  for (;;) {
    const rows = await listKeysWrappedByOthers(db, current.id, BATCH_SIZE);
    // Only rows another rotation keeps changing are left: stop rather than chase them.
    if (rows.length === 0 || rows.every((row) => unchanged.has(row.document_id))) return rewrapped;
    unchanged = new Set();
    for (const row of rows) {
      const after = {
        master_key_id: current.id,
        wrapped_key: wrapKey(current.bytes, vault.unwrap(row), row.document_id).toString('base64'),
      };
      if (await replaceWrappedKey(db, row, after)) rewrapped++;
      else unchanged.add(row.document_id);
    }
  }
}

function keyText(key: MasterKey): string {
  return key.bytes.toString('base64');
}
