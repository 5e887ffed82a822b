import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateShareResponse } from '../../common/api/shares.ts';
import { analyseStoredDocument } from '../../tests/support/analyse-stored-document.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { loadEnv } from '../env.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createBlobStore } from '../storage/create-blob-store.ts';

const CONTRACT_FILE = fileURLToPath(
  new URL('../../tests/fixtures/contracts/consulting-agreement.txt', import.meta.url),
);

interface StoreUnderTest {
  name: string;
  open: () => Promise<BlobStore>;
  stop: () => Promise<void>;
}

function localDisk(): StoreUnderTest {
  let directory = '';
  return {
    name: 'local disk',
    async open() {
      directory = await mkdtemp(path.join(tmpdir(), 'file-ranges-local-'));
      return createBlobStore(loadEnv({ DATA_DIR: directory }));
    },
    stop: () => rm(directory, { recursive: true, force: true }),
  };
}

function s3(): StoreUnderTest {
  let directory = '';
  let server: S3rver | undefined;
  return {
    name: 'S3 (s3rver)',
    async open() {
      directory = await mkdtemp(path.join(tmpdir(), 'file-ranges-s3-'));
      server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
      const { port } = await server.run();
      return createBlobStore(
        loadEnv({
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_BUCKET: 'file-ranges',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_CREATE_BUCKET: 'true',
        }),
      );
    },
    async stop() {
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// The browser's PDF viewer asks for parts of long files; both stores must serve them.
describe.each([localDisk(), s3()])('byte ranges of document files from $name', (store) => {
  let blobStore: BlobStore;
  let testApp: TestApp;
  let bytes: Buffer;
  let owner: TestUser;
  let documentId: string;

  beforeAll(async () => {
    blobStore = await store.open();
    testApp = await createTestApp({ blobStore });
    bytes = await readFile(CONTRACT_FILE);
    owner = await signUpTestUser(testApp);
    documentId = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    await testApp.db
      .updateTable('documents')
      .set({ file_size: bytes.byteLength })
      .where('id', '=', documentId)
      .execute();
    await blobStore.put(`documents/${owner.id}/${documentId}`, bytes, 'text/plain');
  });
  afterAll(async () => {
    await testApp.close();
    await blobStore.close();
    await store.stop();
  });

  const getFile = (range: string | undefined, user: TestUser = owner) =>
    testApp.app.inject({
      url: `/api/documents/${documentId}/file`,
      headers: { ...user.headers, ...(range === undefined ? {} : { range }) },
    });

  it('serves the whole file without a Range header, saying it takes ranges', async () => {
    const response = await getFile(undefined);
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-range']).toBeUndefined();
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
  });

  it('answers 206 with the asked bytes and where they lie in the file', async () => {
    const size = bytes.byteLength;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-200', size - 200, size - 1],
      ['bytes=2000-99999', 2000, size - 1],
    ] as const) {
      const response = await getFile(range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.headers['content-type'], range).toBe('text/plain; charset=utf-8');
      expect(Buffer.compare(response.rawPayload, bytes.subarray(start, end + 1)), range).toBe(0);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await getFile(`bytes=${bytes.byteLength}-`);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.byteLength}`);
    expect(response.rawPayload.byteLength).toBe(0);
  });

  it('serves the whole file for a Range it does not take', async () => {
    const response = await getFile('bytes=0-9,20-29');
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
  });

  it("answers 404 for another user's file whatever the range", async () => {
    const stranger = await signUpTestUser(testApp);
    for (const range of [undefined, 'bytes=0-99', `bytes=${bytes.byteLength}-`]) {
      const response = await getFile(range, stranger);
      expect(response.statusCode, String(range)).toBe(404);
      expect(response.json(), String(range)).toEqual({
        error: 'Document not found.',
        code: 'NOT_FOUND',
      });
    }
  });
});

// The public share view opens the same file by URL, through the same range answer.
describe('byte ranges of a shared file', { timeout: 60_000 }, () => {
  const store = localDisk();
  let blobStore: BlobStore;
  let testApp: TestApp;

  beforeAll(async () => {
    blobStore = await store.open();
    testApp = await createTestApp({ blobStore });
  });
  afterAll(async () => {
    await testApp.close();
    await blobStore.close();
    await store.stop();
  });

  it('answers 206 for a range of a shared file and 404 once the link is unknown', async () => {
    const bytes = await readFile(CONTRACT_FILE);
    const owner = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    await testApp.db
      .updateTable('documents')
      .set({ file_size: bytes.byteLength })
      .where('id', '=', documentId)
      .execute();
    await blobStore.put(`documents/${owner.id}/${documentId}`, bytes, 'text/plain');
    await analyseStoredDocument(testApp.app, testApp.db, owner, documentId);
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/shares`,
      headers: owner.headers,
      payload: { expiresInDays: 7 },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json<CreateShareResponse>().url.split('/s/')[1] ?? '';

    const part = await testApp.app.inject({
      url: `/api/public/shares/${token}/file`,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${bytes.byteLength}`);
    expect(Buffer.compare(part.rawPayload, bytes.subarray(10, 20))).toBe(0);

    const unknown = await testApp.app.inject({
      url: `/api/public/shares/${randomUUID()}/file`,
      headers: { range: 'bytes=10-19' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
