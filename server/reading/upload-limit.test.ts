import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { injectUpload } from '../../tests/support/multipart.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { insertDocumentWithinReadingLimit } from '../document-records/document-queries.ts';
import { MAX_DOCUMENTS_BEING_READ } from '../documents/upload-document.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';

describe.each(getTestDatabaseKinds())('the uploads one person may have waiting on %s', (kind) => {
  let testApp: TestApp;
  let storeDirectory: string;
  let store: BlobStore;
  let releaseReading: () => void;
  beforeAll(async () => {
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    store = await openLocalDiskStore({ directory: storeDirectory });
    // The readers wait for their files until the test ends, so every upload stays 'being read'.
    const readingMayStart = new Promise<void>((resolve) => (releaseReading = resolve));
    const blobStore: BlobStore = {
      put: (key, bytes, contentType) => store.put(key, bytes, contentType),
      find: async (key) => {
        await readingMayStart;
        return store.find(key);
      },
      findRange: (key, span) => store.findRange(key, span),
      delete: (key) => store.delete(key),
      exists: (key) => store.exists(key),
      close: () => store.close(),
    };
    testApp = await createTestApp({ kind, blobStore });
  });
  afterAll(async () => {
    releaseReading();
    await testApp.close();
    await store.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });

  const countDocuments = async (userId: string) =>
    (await testApp.db.selectFrom('documents').select('id').where('user_id', '=', userId).execute())
      .length;

  it('refuses one more while ten are being read, saying when to try again, and stores nothing', async () => {
    const user = await signUpTestUser(testApp);
    for (let index = 0; index < MAX_DOCUMENTS_BEING_READ; index++)
      await addStoredDocument(testApp.db, user.id, 'consulting-agreement', 'processing');

    const response = await injectUpload(
      testApp.app,
      user.headers,
      'one-more.txt',
      new TextEncoder().encode('SERVICES AGREEMENT\n\nThe Supplier shall deliver the goods.'),
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(response.json<{ error: string }>().error).toContain('10 documents still being read');
    expect(response.headers['retry-after']).toBe('30');
    expect(await countDocuments(user.id)).toBe(MAX_DOCUMENTS_BEING_READ);

    // Someone else is not held back by it.
    const other = await signUpTestUser(testApp);
    const theirs = await injectUpload(
      testApp.app,
      other.headers,
      'theirs.txt',
      new TextEncoder().encode('LEASE\n\nThe Tenant shall pay rent monthly.'),
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('holds when twenty uploads arrive at once: at most ten are taken in', async () => {
    const user = await signUpTestUser(testApp);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        injectUpload(
          testApp.app,
          user.headers,
          `contract-${index}.txt`,
          new TextEncoder().encode(
            `SERVICES AGREEMENT ${index}\n\nThe Supplier shall deliver the goods by day ${index}.`,
          ),
        ),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201).length;
    const refused = responses.filter((response) => response.statusCode === 429).length;
    expect(accepted + refused).toBe(20);
    expect(accepted).toBeLessThanOrEqual(MAX_DOCUMENTS_BEING_READ);
    expect(await countDocuments(user.id)).toBe(accepted);
  });

  it('counts rows going in together one after another: never more than the limit', async () => {
    const user = await signUpTestUser(testApp);
    const now = new Date().toISOString();
    const row = () => {
      const id = randomUUID();
      return {
        id,
        user_id: user.id,
        file_name: 'contract.txt',
        file_type: 'txt' as const,
        content_type: 'text/plain; charset=utf-8',
        file_size: 10,
        sha256: randomUUID(),
        storage_key: `documents/${user.id}/${id}`,
        page_count: 1,
        status: 'processing' as const,
        extracted_text: '',
        pages_json: '[]',
        created_at: now,
        updated_at: now,
      };
    };
    const inserted = await Promise.all(
      Array.from({ length: 20 }, () => {
        const document = row();
        const key = testApp.app.vault.createDocumentKey(document.id).row;
        return insertDocumentWithinReadingLimit(testApp.db, document, key, 3);
      }),
    );
    expect(inserted.filter(Boolean)).toHaveLength(3);
    expect(await countDocuments(user.id)).toBe(3);
  });
});
