import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStoredDocument } from '../document-records/stored-document.ts';
import { analyseStoredDocument } from '../../tests/support/analyse-stored-document.test-support.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { findAnalysis } from '../analysis/analysis-queries.ts';
import { insertChatMessages, listChatMessages } from '../chat/chat-message-queries.ts';
import { sealDocumentsInClear, type SealingDependencies } from './seal-documents-in-clear.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';

describe.each(getTestDatabaseKinds())('documents stored in clear on %s', (kind) => {
  let testApp: TestApp;
  let blobStore: BlobStore;
  let storeDirectory: string;
  beforeAll(async () => {
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-sealing-'));
    blobStore = await openLocalDiskStore({ directory: storeDirectory });
    testApp = await createTestApp({ kind, blobStore });
  });
  afterAll(async () => {
    await testApp.close();
    await blobStore.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });
  const sealNow = (warn: SealingDependencies['warn'] = () => undefined) =>
    sealDocumentsInClear({ db: testApp.db, blobStore, vault: testApp.app.vault, warn });

  it('are sealed whole, file and rows, and read back the same', async () => {
    const { db, app } = testApp;
    const user = await signUpTestUser(testApp);
    // As an earlier version left it: no key, the file and every row in clear.
    const documentId = await addStoredDocument(db, user.id, 'residential-lease');
    const text = loadContractFixture('residential-lease').document.text;
    const storageKey = `documents/${user.id}/${documentId}`;
    const file = Buffer.from(text);
    await blobStore.put(storageKey, file, 'text/plain');
    await analyseStoredDocument(app, db, user, documentId);
    const now = new Date().toISOString();
    await insertChatMessages(db, app.vault, [
      {
        id: randomUUID(),
        user_id: user.id,
        document_id: documentId,
        role: 'user',
        content: 'When is the rent due?',
        citations_json: '[]',
        is_answered: null,
        verdict: null,
        created_at: now,
      },
    ]);
    const analysisBefore = await findAnalysis(db, app.vault, user.id, documentId);

    const warnings: string[] = [];
    const sealed = await sealNow((_details, message) => warnings.push(message));
    expect(sealed).toBe(1);
    expect(warnings).toEqual([]);

    const row = await db
      .selectFrom('documents')
      .select(['extracted_text', 'storage_key'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(row.extracted_text).not.toContain('Tenant');
    expect(row.storage_key).not.toBe(storageKey);
    expect(await blobStore.exists(storageKey)).toBe(false);
    const stored = await blobStore.find(row.storage_key);
    expect(stored && Buffer.from(stored.bytes).includes(Buffer.from('Tenant'))).toBe(false);
    const chatRow = await db
      .selectFrom('chat_messages')
      .select('content')
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(chatRow.content).not.toContain('rent');

    app.vault.forget(documentId);
    const opened = await getStoredDocument(db, app.vault, user.id, documentId);
    expect(opened.document.text).toBe(text);
    expect(await findAnalysis(db, app.vault, user.id, documentId)).toEqual(analysisBefore);
    const [message] = await listChatMessages(db, app.vault, user.id, documentId);
    expect(message?.content).toBe('When is the rent due?');
    const download = await app.inject({
      url: `/api/documents/${documentId}/file`,
      headers: user.headers,
    });
    expect(Buffer.from(download.rawPayload).equals(file)).toBe(true);
    // Nothing is left to seal.
    expect(await sealNow()).toBe(0);
  });
});
