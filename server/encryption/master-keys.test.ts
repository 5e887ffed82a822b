import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { insertUser } from '../auth/user-queries.ts';
import { findAppSetting } from '../settings/app-setting-queries.ts';
import { insertDocumentKey } from './document-key-queries.ts';
import { DocumentVault } from './document-vault.ts';
import { getKeyFilePath } from './key-file.ts';
import { createKeyCheck, KEY_CHECK_SETTING, loadMasterKeys } from './load-master-keys.ts';
import { DataKeyError, generateMasterKeyText, parseMasterKey } from './master-keys.ts';
import { rotateMasterKey } from './rotate-master-key.ts';

describe.each(getTestDatabaseKinds())('the master keys on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.close());

  const fromFile = () => loadMasterKeys(database.db, { dataDirectory: database.dataDirectory });
  const fromEnv = (dataKey: string) =>
    loadMasterKeys(database.db, { dataKey, dataDirectory: database.dataDirectory });

  /** A document and its key wrapped by the current master key, as an upload stores them. */
  async function storeKeyOf(vault: DocumentVault): Promise<string> {
    const documentId = randomUUID();
    const now = new Date().toISOString();
    const user = await insertUser(database.db, {
      email: `${documentId}@example.com`,
      passwordHash: null,
      userMetadata: {},
      confirmed: true,
    });
    await database.db
      .insertInto('documents')
      .values({
        id: documentId,
        user_id: user.id,
        file_name: 'a.txt',
        file_type: 'txt',
        content_type: 'text/plain',
        file_size: 1,
        sha256: documentId,
        storage_key: `documents/${user.id}/${documentId}`,
        page_count: 1,
        status: 'ready',
        extracted_text: '',
        pages_json: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertDocumentKey(database.db, vault.createDocumentKey(documentId).row);
    return documentId;
  }

  it('creates an owner-only key file at first start, and reads the same key after', async () => {
    const first = await fromFile();
    const file = getKeyFilePath(database.dataDirectory);
    expect(first.source).toEqual({ kind: 'file', file, isNew: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('Back this file up');
    const second = await fromFile();
    expect(second.source).toMatchObject({ isNew: false });
    expect(second.keyring.current().id).toBe(first.keyring.current().id);
    expect(await findAppSetting(database.db, KEY_CHECK_SETTING)).toContain(
      first.keyring.current().id,
    );
  });

  it('refuses to start without the key file once data was encrypted, creating none', async () => {
    await fromEnv(generateMasterKeyText());
    await expect(fromFile()).rejects.toThrow(DataKeyError);
    await expect(fromFile()).rejects.toThrow(/master key is missing.*Nothing was changed/s);
    expect(existsSync(getKeyFilePath(database.dataDirectory))).toBe(false);
  });

  it('refuses a wrong DATA_KEY, and one that is not a key at all', async () => {
    const right = generateMasterKeyText();
    await fromEnv(right);
    await expect(fromEnv(generateMasterKeyText())).rejects.toThrow(/does not open/);
    await expect(fromEnv('not-a-key')).rejects.toThrow(/not a master key/);
    // The check is unchanged: the right key still opens.
    await expect(fromEnv(right)).resolves.toBeDefined();
  });

  it('refuses keys that leave documents unreadable', async () => {
    const old = generateMasterKeyText();
    const { keyring } = await fromEnv(old);
    await storeKeyOf(new DocumentVault(keyring));
    const newer = generateMasterKeyText();
    // A rotation begun elsewhere: the check moved to the new key, a document is still under old.
    await database.db
      .updateTable('app_settings')
      .set({
        value: createKeyCheck(parseMasterKey(newer, 'The new key')),
      })
      .where('key', '=', KEY_CHECK_SETTING)
      .execute();
    await expect(fromEnv(newer)).rejects.toThrow(/encrypted under master keys that were not given/);
    await expect(fromEnv(`${newer},${old}`)).resolves.toBeDefined();
  });

  it('rotates DATA_KEY given as NEW,OLD: every key re-wrapped, still opening the same data', async () => {
    const old = generateMasterKeyText();
    const before = new DocumentVault((await fromEnv(old)).keyring);
    const documentId = await storeKeyOf(before);
    const key = await before.findKey(database.db, documentId);
    expect(key).toBeInstanceOf(Buffer);
    await expect(
      rotateMasterKey(database.db, { dataKey: old, dataDirectory: database.dataDirectory }),
    ).rejects.toThrow(/DATA_KEY holds one key/);
    const newer = generateMasterKeyText();
    const result = await rotateMasterKey(database.db, {
      dataKey: `${newer},${old}`,
      dataDirectory: database.dataDirectory,
    });
    expect(result).toMatchObject({ rewrapped: 1, keyFile: null });
    // The new key alone now opens it, and gives the same document key.
    const after = new DocumentVault((await fromEnv(newer)).keyring);
    expect(await after.findKey(database.db, documentId)).toEqual(key);
    await expect(fromEnv(old)).rejects.toThrow(DataKeyError);
  });

  it('rotates the key file while it is in use, dropping the old key from it', async () => {
    const { keyring } = await fromFile();
    const running = new DocumentVault(keyring);
    const documentId = await storeKeyOf(running);
    const key = await running.findKey(database.db, documentId);
    expect(key).toBeInstanceOf(Buffer);
    const oldId = keyring.current().id;
    const result = await rotateMasterKey(
      database.db,
      { dataDirectory: database.dataDirectory },
      { settleMs: 0 },
    );
    expect(result.rewrapped).toBe(1);
    const text = readFileSync(getKeyFilePath(database.dataDirectory), 'utf8');
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toHaveLength(1);
    // A running server picks the new key up for the next document, without a restart.
    running.forget(documentId);
    expect(await running.findKey(database.db, documentId)).toEqual(key);
    expect(running.createDocumentKey(randomUUID()).row.master_key_id).toBe(result.newKeyId);
    expect(result.newKeyId).not.toBe(oldId);
    const restarted = new DocumentVault((await fromFile()).keyring);
    expect(await restarted.findKey(database.db, documentId)).toEqual(key);
  });
});
